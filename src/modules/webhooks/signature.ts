import { createHmac } from 'node:crypto';

/**
 * The spec's signature: `t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>`, keyed with the full secret
 * string (`whsec_…`), over the literal `t=`, the timestamp, a dot, and the exact body bytes.
 */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${specHmac(secret, timestampSeconds, body)}`;
}

function specHmac(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`t=${timestampSeconds}.${body}`).digest('hex');
}

/**
 * The Standard Webhooks signature (standardwebhooks.com): `v1,<base64 HMAC-SHA256>` over
 * `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64 decoding of the secret after `whsec_`.
 * Our secrets are base62, a subset of base64's alphabet, so every one decodes.
 */
export function standardSignature(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The signature headers of a delivery. */
export interface SignatureHeaders {
  'x-pontual-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Both signature styles of one delivery, with every secret in `secrets` (the current one first; the previous
 * one during a rotation's overlap): `t=…,v1=<current>,v1=<previous>` and `v1,<current> v1,<previous>`, so a
 * receiver holding either secret verifies it.
 */
export function signatureHeaders(
  secrets: readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): SignatureHeaders {
  const spec = secrets.map((secret) => `v1=${specHmac(secret, timestampSeconds, body)}`);
  const standard = secrets.map((secret) => standardSignature(secret, messageId, timestampSeconds, body));
  return {
    'x-pontual-signature': `t=${timestampSeconds},${spec.join(',')}`,
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': standard.join(' '),
  };
}

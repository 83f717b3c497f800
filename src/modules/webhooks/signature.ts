import { createHmac } from 'node:crypto';

/**
 * The spec's signature: `t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>`, keyed with the full secret
 * string (`whsec_…`), over the literal `t=`, the timestamp, a dot, and the exact body bytes.
 */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const hmac = createHmac('sha256', secret).update(`t=${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${hmac}`;
}

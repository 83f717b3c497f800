import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from './openapi.js';

/** Any event a webhook can receive, `webhook.test` included: `event` tells which. */
export type WebhookEvent = components['schemas'][
  | 'EmployeeCreatedEvent'
  | 'EmployeeUpdatedEvent'
  | 'TimeEntryCreatedEvent'
  | 'AdjustmentRequestedEvent'
  | 'AdjustmentApprovedEvent'
  | 'AdjustmentRejectedEvent'
  | 'AbsenceRequestedEvent'
  | 'AbsenceApprovedEvent'
  | 'AbsenceRejectedEvent'
  | 'PeriodClosedEvent'
  | 'PeriodReopenedEvent'
  | 'TimeBankUpdatedEvent'
  | 'ExportCompletedEvent'
  | 'ExportFailedEvent'
  | 'WebhookTestEvent'];

/** A delivery's headers as Node (`IncomingHttpHeaders`) or fetch (`Headers`) gives them. */
export type DeliveryHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the signed timestamp may be from now, in seconds (default 300, the spec's five minutes). */
  toleranceSeconds?: number;
  /** Now, in milliseconds (default `Date.now()`). */
  now?: number;
}

const DEFAULT_TOLERANCE_SECONDS = 300;

function header(headers: DeliveryHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

function withinTolerance(timestamp: string, options: VerifyOptions): boolean {
  if (!/^\d{1,15}$/.test(timestamp)) return false;
  const now = (options.now ?? Date.now()) / 1000;
  return Math.abs(now - Number(timestamp)) <= (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
}

/** Constant-time equality of two strings (a length difference is not secret: every signature has one length). */
function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const bodyText = (rawBody: string | Uint8Array) =>
  typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');

/**
 * The spec's own signature, `X-Pontual-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`: true when the
 * timestamp is within the tolerance and a `v1` is the hex HMAC-SHA256 of `t=<t>.<raw body>` under the secret
 * (during a rotation's overlap there are two, one per secret). `rawBody` must be the bytes as received.
 */
export function verifyPontualSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  secret: string,
  options: VerifyOptions = {},
): boolean {
  if (!signatureHeader) return false;
  const parts = signatureHeader.split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  if (timestamp === undefined || !withinTolerance(timestamp, options)) return false;
  const expected = createHmac('sha256', secret)
    .update(`t=${timestamp}.${bodyText(rawBody)}`)
    .digest('hex');
  return parts.some(([name, value]) => name === 'v1' && same(value!, expected));
}

/**
 * Standard Webhooks (standardwebhooks.com): true when `webhook-timestamp` is within the tolerance and a
 * `v1,<base64>` of `webhook-signature` is the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`,
 * keyed with the base64 decoding of the secret after `whsec_`.
 */
export function verifyStandardWebhook(
  rawBody: string | Uint8Array,
  headers: DeliveryHeaders,
  secret: string,
  options: VerifyOptions = {},
): boolean {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !withinTolerance(timestamp, options)) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${bodyText(rawBody)}`)
    .digest('base64');
  return signatures
    .split(' ')
    .some((signature) => signature.startsWith('v1,') && same(signature.slice(3), expected));
}

/** What `verifyWebhook` throws for a delivery that neither signature vouches for. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

/**
 * Checks a delivery by its Standard Webhooks headers, or by `X-Pontual-Signature` when it has none, and returns
 * its event. Both are keyed with the webhook's secret, so either one verifying proves the sender knew it.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: DeliveryHeaders,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent {
  const verified =
    header(headers, 'webhook-signature') !== undefined
      ? verifyStandardWebhook(rawBody, headers, secret, options)
      : verifyPontualSignature(rawBody, header(headers, 'x-pontual-signature'), secret, options);
  if (!verified) throw new WebhookVerificationError('The webhook signature does not verify.');
  return JSON.parse(bodyText(rawBody)) as WebhookEvent;
}

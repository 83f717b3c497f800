import { LRUCache } from 'lru-cache';
import type { EventRow, WebhookJobRow, WebhookRow } from '../../../platform/db/schema.js';
import { newId } from '../../../platform/ids.js';
import type { SecretBox } from '../../../platform/secrets.js';
import { toIso } from '../../../platform/time.js';
import { signatureHeaders } from '../signature.js';
import type { SendResult, WebhookSender } from './sender.js';

/** Signing secrets kept decrypted at most; past it the least used is dropped and decrypted again when needed. */
const MAX_SIGNING_SECRETS = 1000;

/** A finished request to a receiver: what the recorder writes. */
export interface Attempt {
  job: WebhookJobRow;
  webhook: WebhookRow;
  event: EventRow;
  deliveryId: string;
  headers: Record<string, string>;
  body: string;
  result: SendResult;
  /** When the answer (or the failure) came. */
  at: number;
}

/**
 * Webhook signing secrets, decrypted once per stored form rather than for every delivery (3% of the
 * worker's CPU). A rotation stores a new form; the old one ages out. The master key that decrypts them all
 * is in this process's memory anyway.
 */
export class SigningSecrets {
  private readonly decrypted = new LRUCache<string, string>({ max: MAX_SIGNING_SECRETS });

  constructor(private readonly secrets: SecretBox) {}

  /**
   * The secrets that sign a delivery to `webhook` made at `at`: its current one, then the one its last
   * rotation replaced while that one's overlap lasts (docs/decisions/028-standard-webhooks-and-rotation-overlap.md).
   */
  of(webhook: WebhookRow, at: number): string[] {
    const secrets = [this.decrypt(webhook.secretEncrypted)];
    const { previousSecretEncrypted, previousSecretExpiresAt } = webhook;
    if (previousSecretEncrypted !== null && previousSecretExpiresAt !== null && at < previousSecretExpiresAt)
      secrets.push(this.decrypt(previousSecretEncrypted));
    return secrets;
  }

  private decrypt(encrypted: string): string {
    let secret = this.decrypted.get(encrypted);
    if (secret === undefined) {
      secret = this.secrets.decrypt(encrypted);
      this.decrypted.set(encrypted, secret);
    }
    return secret;
  }
}

/**
 * Signs one job's event for its webhook, with each of `secrets`, in both styles (the spec's
 * `x-pontual-signature` and Standard Webhooks' `webhook-*` headers, the event id as `webhook-id`), and POSTs
 * it: no database, no state. The sender checks the address it connects to (SSRF, DNS rebinding) and bounds
 * the exchange by the request timeout.
 */
export async function signAndSend(
  sender: WebhookSender,
  job: WebhookJobRow,
  webhook: WebhookRow,
  event: EventRow,
  secrets: readonly string[],
  version: string,
  signedAt: number,
): Promise<Attempt> {
  const deliveryId = newId();
  const body = deliveryBody(event);
  const timestamp = Math.floor(signedAt / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': `Pontual-Webhooks/${version}`,
    'x-pontual-event': event.type,
    'x-pontual-event-id': event.id,
    'x-pontual-delivery': deliveryId,
    ...signatureHeaders(secrets, event.id, timestamp, body),
  };
  const result = await sender.send(webhook.url, headers, body);
  return { job, webhook, event, deliveryId, headers, body, result, at: Date.now() };
}

/** The delivery body: `{"id","event","createdAt","environment","data"}`, `data` as stored (the API's resource). */
export function deliveryBody(event: EventRow): string {
  return `{"id":${JSON.stringify(event.id)},"event":${JSON.stringify(event.type)},"createdAt":${JSON.stringify(
    toIso(event.createdAt),
  )},"environment":${JSON.stringify(event.environment)},"data":${event.payload}}`;
}

import { notifyThrough, type Tx } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import { OUTBOX_CHANNEL } from '../../platform/outbox.js';

/** Ends this process's NOTIFY payloads (`<what> <tag>`), so that its own dispatcher (told directly) skips them. */
export const PROCESS_TAG = newId();

/**
 * Tells the dispatchers of the other processes, by a NOTIFY that `tx`'s commit sends, that a webhook changed
 * (they drop the webhook reads they share; see `WebhookReads`). This process's own is told after the commit.
 */
export async function announceWebhookChange(tx: Tx): Promise<void> {
  await notifyThrough(tx, OUTBOX_CHANNEL, `webhooks ${PROCESS_TAG}`);
}

import type { DatabaseHandle } from '../../../platform/db/database.js';
import { OUTBOX_CHANNEL } from '../../../platform/outbox.js';
import { settleWithin } from '../../../platform/timeout.js';
import { PROCESS_TAG } from '../webhook-changes.js';

/** Why a dispatcher is woken: new events to fan out, jobs queued directly (a test, a redelivery), or a free slot. */
export type DispatcherWork = 'events' | 'jobs' | 'capacity';

/** How long a NOTIFY may take before the next one is sent regardless. */
const NOTIFY_TIMEOUT_MS = 5_000;

/**
 * The least time between two NOTIFYs of one process. Each NOTIFY is a transaction of its own that PostgreSQL
 * flushes to disk; one per round trip was about 700 a second under `clock-in`, more commits than the marks'
 * own (docs/decisions/004-webhook-delivery-pipeline.md). Other processes' dispatchers hear of new work this
 * much later at most.
 */
const NOTIFY_SPACING_MS = 5;

/**
 * Wakes the other processes' dispatchers (PostgreSQL NOTIFY) after this process's writes commit, with one
 * NOTIFY in flight at a time and at least `NOTIFY_SPACING_MS` between two: what commits meanwhile is covered
 * by the next, since a woken dispatcher picks up everything waiting. Under load this sends at most 200 a
 * second, not one per write (each costs a round trip, a pool connection and a commit).
 */
export class OtherDispatchers {
  private readonly pending = new Set<DispatcherWork>();
  private sending = false;
  private lastSentAt = -Infinity;

  constructor(private readonly database: DatabaseHandle) {}

  wake(work: DispatcherWork): void {
    this.pending.add(work);
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.pending.size > 0) {
      const wait = this.lastSentAt + NOTIFY_SPACING_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const works = [...this.pending];
      this.pending.clear();
      this.lastSentAt = Date.now();
      // A lost NOTIFY only delays the others until their next poll; one that hangs must not stop the next.
      await Promise.all(
        works.map((work) =>
          settleWithin(
            this.database.notify(OUTBOX_CHANNEL, `${work} ${PROCESS_TAG}`),
            NOTIFY_TIMEOUT_MS,
          ).catch(() => undefined),
        ),
      );
    }
    this.sending = false;
  }
}

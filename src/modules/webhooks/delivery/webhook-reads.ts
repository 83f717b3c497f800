import type { TenantScope, WebhookRow } from '../../../platform/db/schema.js';

/** Kept reads beyond which the stale ones are swept out. */
const SWEEP_ABOVE = 1024;

interface KeptRead {
  row: WebhookRow | undefined;
  startedAt: number;
  othersCommits: number;
}

/**
 * The webhook rows deliveries sign and send with. Each delivery needs its webhook as it is now (it may have
 * been paused, changed, rotated or deleted), and reading it was a round trip on the path of every delivery.
 * A read is shared by the deliveries of that webhook starting within `reuseMs` of it, so a busy webhook costs
 * one read per `reuseMs` (docs/decisions/004-webhook-delivery-pipeline.md).
 *
 * What drops the shared reads:
 * - a change made by this process: `forget`, right after its commit, before the API answers;
 * - a change made by another process on PostgreSQL: its NOTIFY, sent by its commit (`announceWebhookChange`),
 *   which reaches this process within about a millisecond, and `reuseMs` at most. Deliveries starting in
 *   between may still use the read from before the change;
 * - any commit by another process on SQLite (`othersCommits`, its `data_version`);
 * - the loss of the LISTEN connection: `stopSharing`, for good.
 * A read under way when a change is announced serves the deliveries waiting for it but is not kept.
 */
export class WebhookReads {
  private readonly kept = new Map<string, KeptRead>();
  /** Bumped by every change, so that a read started before one is not kept. */
  private changes = 0;

  constructor(
    private readonly lookup: (scope: TenantScope, id: string) => Promise<WebhookRow | undefined>,
    private reuseMs: number,
    private readonly othersCommits: () => number,
  ) {}

  /** The webhook `id` of `scope`, or undefined if it does not exist (deleted). */
  async read(scope: TenantScope, id: string): Promise<WebhookRow | undefined> {
    if (this.reuseMs === 0) return this.lookup(scope, id);
    const key = `${scope.tenantId} ${scope.environment} ${id}`;
    const startedAt = performance.now();
    const othersCommits = this.othersCommits();
    const kept = this.kept.get(key);
    if (kept && startedAt - kept.startedAt < this.reuseMs && kept.othersCommits === othersCommits) {
      return kept.row;
    }
    const changes = this.changes;
    const row = await this.lookup(scope, id);
    // A change meanwhile (`forget`, `stopSharing`) leaves the read unkept.
    if (changes === this.changes) {
      if (this.kept.size >= SWEEP_ABOVE) this.sweep(startedAt);
      this.kept.set(key, { row, startedAt, othersCommits });
    }
    return row;
  }

  /** Drops every kept read: a webhook changed. */
  forget(): void {
    this.changes++;
    this.kept.clear();
  }

  /** From now on, every delivery reads its webhook: changes by other processes can no longer be heard. */
  stopSharing(): void {
    this.reuseMs = 0;
    this.forget();
  }

  private sweep(now: number): void {
    for (const [key, { startedAt }] of this.kept) {
      if (now - startedAt >= this.reuseMs) this.kept.delete(key);
    }
  }
}

import type { TenantScope, WebhookRow } from '../../platform/db/schema.js';

/** Kept reads beyond which the stale ones are swept out. */
const SWEEP_ABOVE = 1024;

/**
 * The webhook rows deliveries sign and send with. Each delivery needs its webhook as it is now (it may have
 * been paused, changed, rotated or deleted), and reading it was a round trip on the path of every delivery.
 * A read is shared by the deliveries of that webhook starting within `reuseMs` of it, so a busy webhook costs
 * one read per `reuseMs` (docs/performance.md, "2026-11-24, night").
 *
 * A change to any webhook drops every kept read: this process's changes right after their commit (`forget`),
 * other processes' when their NOTIFY arrives, which their commit sends (`notifyOnCommit`), so it comes before
 * any event written after the change. Only where no NOTIFY exists (two processes on one SQLite file) does
 * another process's change reach deliveries up to `reuseMs` late. A read under way when a change is announced
 * serves the deliveries waiting for it but is not kept.
 */
export class WebhookReads {
  private readonly kept = new Map<string, { row: WebhookRow | undefined; startedAt: number }>();
  /** Bumped by every change, so that a read started before one is not kept. */
  private changes = 0;

  constructor(
    private readonly lookup: (scope: TenantScope, id: string) => Promise<WebhookRow | undefined>,
    private readonly reuseMs: number,
  ) {}

  /** The webhook `id` of `scope`, or undefined if it does not exist (deleted). */
  async read(scope: TenantScope, id: string): Promise<WebhookRow | undefined> {
    const key = `${scope.tenantId} ${scope.environment} ${id}`;
    const startedAt = performance.now();
    const kept = this.kept.get(key);
    if (kept && startedAt - kept.startedAt < this.reuseMs) return kept.row;
    const changes = this.changes;
    const row = await this.lookup(scope, id);
    if (this.reuseMs > 0 && changes === this.changes) {
      if (this.kept.size >= SWEEP_ABOVE) this.sweep(startedAt);
      this.kept.set(key, { row, startedAt });
    }
    return row;
  }

  /** Drops every kept read: a webhook changed. */
  forget(): void {
    this.changes++;
    this.kept.clear();
  }

  private sweep(now: number): void {
    for (const [key, { startedAt }] of this.kept) {
      if (now - startedAt >= this.reuseMs) this.kept.delete(key);
    }
  }
}

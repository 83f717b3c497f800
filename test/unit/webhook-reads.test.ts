import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookReads } from '../../src/modules/webhooks/delivery/webhook-reads.js';
import type { TenantScope, WebhookRow } from '../../src/platform/db/schema.js';

const scope: TenantScope = { tenantId: 't1', environment: 'live' };

/** A lookup that counts its reads and answers each with the row's current `url`, when `answer()` is called. */
function lookup() {
  let url = 'https://one.example';
  const pending: (() => void)[] = [];
  const reads: string[] = [];
  const read = (readScope: TenantScope, id: string) => {
    reads.push(`${readScope.tenantId}/${readScope.environment}/${id}`);
    const row = { id, url } as WebhookRow;
    return new Promise<WebhookRow | undefined>((resolve) => pending.push(() => resolve(row)));
  };
  const answer = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await Promise.resolve();
  };
  return { read, reads, answer, setUrl: (next: string) => (url = next) };
}

/** Reads `id` through `reads`, answering the lookup if it was asked. */
async function readNow(reads: WebhookReads, fake: ReturnType<typeof lookup>, id = 'w1', of = scope) {
  const row = reads.read(of, id);
  await fake.answer();
  return (await row)?.url;
}

afterEach(() => vi.useRealTimers());

describe('WebhookReads', () => {
  it('deliveries within the reuse time share one read; after it, the next one reads again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 20, () => 0);
    expect(await readNow(reads, fake)).toBe('https://one.example');
    fake.setUrl('https://two.example');
    vi.advanceTimersByTime(19);
    expect(await readNow(reads, fake)).toBe('https://one.example');
    vi.advanceTimersByTime(1);
    expect(await readNow(reads, fake)).toBe('https://two.example');
    expect(fake.reads).toHaveLength(2);
  });

  it('forget drops every kept read: the next delivery reads the changed row', async () => {
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 1000, () => 0);
    await readNow(reads, fake);
    fake.setUrl('https://two.example');
    reads.forget();
    expect(await readNow(reads, fake)).toBe('https://two.example');
    expect(fake.reads).toHaveLength(2);
  });

  it('a read under way when a change is announced serves its delivery but is not kept', async () => {
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 1000, () => 0);
    const underWay = reads.read(scope, 'w1');
    reads.forget();
    fake.setUrl('https://two.example');
    await fake.answer();
    expect((await underWay)?.url).toBe('https://one.example');
    expect(await readNow(reads, fake)).toBe('https://two.example');
  });

  it('reads are kept per tenant, environment and webhook', async () => {
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 1000, () => 0);
    await readNow(reads, fake, 'w1');
    await readNow(reads, fake, 'w2');
    await readNow(reads, fake, 'w1', { tenantId: 't2', environment: 'live' });
    await readNow(reads, fake, 'w1', { tenantId: 't1', environment: 'test' });
    await readNow(reads, fake, 'w1');
    expect(fake.reads).toEqual(['t1/live/w1', 't1/live/w2', 't2/live/w1', 't1/test/w1']);
  });

  it('a reuse time of 0 reads for every delivery', async () => {
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 0, () => 0);
    for (let i = 0; i < 3; i++) await readNow(reads, fake);
    expect(fake.reads).toHaveLength(3);
  });

  it('a commit by another process (SQLite data_version) ends the sharing of reads made before it', async () => {
    const fake = lookup();
    let othersCommits = 7;
    const reads = new WebhookReads(fake.read, 1000, () => othersCommits);
    await readNow(reads, fake);
    await readNow(reads, fake);
    expect(fake.reads).toHaveLength(1);
    othersCommits = 8;
    fake.setUrl('https://two.example');
    expect(await readNow(reads, fake)).toBe('https://two.example');
    expect(await readNow(reads, fake)).toBe('https://two.example');
    expect(fake.reads).toHaveLength(2);
  });

  it('stopSharing (the LISTEN connection lost): every delivery reads, for good', async () => {
    const fake = lookup();
    const reads = new WebhookReads(fake.read, 1000, () => 0);
    await readNow(reads, fake);
    reads.stopSharing();
    for (let i = 0; i < 3; i++) await readNow(reads, fake);
    expect(fake.reads).toHaveLength(4);
  });
});

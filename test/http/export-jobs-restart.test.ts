import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/modules/keys/keys.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { nextCpf } from '../support/fixtures.js';
import { createStorage, openTestDatabase } from '../support/harness.js';
import { seedMonth } from '../support/seed-month.js';
import { ServerProcess } from '../support/server-process.js';

/** The test starts servers one after another: on a loaded machine each start takes longer than usual. */
const READY_WITHIN_MS = 60_000;
const EMPLOYEES = 26;

interface ExportBody {
  id: string;
  status: string;
  progress: { done: number; total: number };
  file: { name: string; mediaType: string; size: number } | null;
}

/**
 * An export job on real server processes (decision 025): killed mid-run (kill -9), its job is taken over by the
 * next process once the lease has run out; stopped mid-run (SIGTERM), it gives the job back at once. Either way
 * the job completes once, with a whole file and one `export.completed`.
 */
describe('an export job across kills and restarts of the server', () => {
  it('kill -9 mid-run, then SIGTERM mid-run: a third process completes the job, whole, announced once', async () => {
    const storage = await createStorage();
    const servers: ServerProcess[] = [];
    const database = openTestDatabase(storage);
    const { db } = database;
    try {
      await migrateToLatest(db);
      const { tenant } = await createTenant(db, {
        name: 'Reinício',
        document: '12345678000195',
        timezone: 'America/Sao_Paulo',
        adminEmail: `reinicio${Date.now()}@example.com`,
      });
      const { key } = await createApiKey(
        db,
        { tenantId: tenant.id, environment: 'live', name: 'k', scopes: 'all' },
        { type: 'cli' },
      );
      await seedMonth(db, { tenantId: tenant.id, environment: 'live' }, EMPLOYEES, '2026-11', () =>
        nextCpf(),
      );
      const start = async () => {
        const server = await ServerProcess.start(storage.env, 'src/main.ts', READY_WITHIN_MS);
        servers.push(server);
        return server;
      };
      const call = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          headers: response.headers,
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      };
      const job = () => db.selectFrom('exportJobs').selectAll().executeTakeFirstOrThrow();
      const chunkCount = async () =>
        Number(
          (
            await db
              .selectFrom('exportChunks')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      /** Waits until the job runs and has written part of its file. */
      const untilMidRun = async () => {
        for (;;) {
          const row = await job();
          expect(row.status, 'the job finished before the test could stop its process').not.toBe('done');
          if (row.status === 'running' && (await chunkCount()) > 0) return row;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };

      const first = await start();
      const created = await call(first, 'POST', '/v1/exports', {
        kind: 'espelho_pdf',
        from: '2025-12-01',
        to: '2026-11-30',
      });
      expect(created.status).toBe(202);
      const { id } = JSON.parse(created.bytes.toString()) as ExportBody;

      const firstRun = await untilMidRun();
      await first.kill();
      // The dead process's lease still holds the job; it is given up only once the lease has run out (30 s),
      // which the test does not wait for: it moves the lease's end to the past.
      expect(await job()).toMatchObject({ status: 'running', attempts: 1, leaseOwner: firstRun.leaseOwner });
      await db
        .updateTable('exportJobs')
        .set({ leaseUntil: Date.now() - 1 })
        .where('id', '=', id)
        .execute();

      const second = await start();
      const secondRun = await untilMidRun();
      expect(secondRun.attempts).toBe(2);
      expect(secondRun.leaseOwner).not.toBe(firstRun.leaseOwner);
      // A clean stop gives the job back at once, for the next process to start over.
      expect(await second.stop()).toBe(0);
      expect(await job()).toMatchObject({ status: 'queued', attempts: 1, leaseOwner: null });

      const third = await start();
      let done: ExportBody | undefined;
      for (let i = 0; i < 1200 && !done; i++) {
        const read = JSON.parse(
          (await call(third, 'GET', `/v1/exports/${id}`)).bytes.toString(),
        ) as ExportBody;
        if (read.status === 'done' || read.status === 'failed') done = read;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(done).toMatchObject({ status: 'done', progress: { done: EMPLOYEES, total: EMPLOYEES } });
      expect((await job()).attempts).toBe(2);

      const file = await call(third, 'GET', `/v1/exports/${id}/file`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.bytes.length).toBe(done!.file!.size);
      // One whole PDF: the earlier runs' chunks are gone, the last run's are numbered from 1 without a gap.
      const seqs = await db.selectFrom('exportChunks').select('seq').orderBy('seq').execute();
      expect(seqs.map((c) => c.seq)).toEqual(seqs.map((_, i) => i + 1));
      const text = file.bytes.toString('latin1');
      expect(text.slice(0, 5)).toBe('%PDF-');
      const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const pages = text.match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(text).toMatch(new RegExp(`/Count ${pages}\\b`));
      expect(pages).toBeGreaterThan(EMPLOYEES * 3);

      const events = await db
        .selectFrom('events')
        .select(['type', 'payload'])
        .where('tenantId', '=', tenant.id)
        .where('type', 'in', ['export.completed', 'export.failed'])
        .execute();
      expect(events.map((e) => e.type)).toEqual(['export.completed']);
      expect(JSON.parse(events[0]!.payload)).toMatchObject({ id, status: 'done' });
    } finally {
      for (const server of servers) await server.kill();
      await database.close();
      await storage.drop();
    }
  }, 600_000);
});

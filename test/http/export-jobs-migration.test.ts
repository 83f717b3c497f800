import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createStorage, TEST_DB, testConfig } from '../support/harness.js';
import { migrateThrough } from '../support/migrations.js';

describe('migration 037: an export job without a range', () => {
  it('keeps the jobs and their chunks, takes a job without dates, and still deletes a job with its chunks', async () => {
    const storage = await createStorage();
    const { db, close } = openDatabase(testConfig(storage));
    try {
      await migrateThrough(db, '036');
      const now = Date.now();
      await db
        .insertInto('tenants')
        .values({
          id: 't1',
          name: 't1',
          document: null,
          documentType: null,
          cei: null,
          timezone: 'America/Sao_Paulo',
          repNumber: '0'.repeat(17),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const job = (id: string, range: { dateFrom: string | null; dateTo: string | null }) => ({
        id,
        tenantId: 't1',
        environment: 'live' as const,
        kind: range.dateFrom ? ('aej' as const) : ('chain_verification' as const),
        ...range,
        employeeId: null,
        status: 'done' as const,
        progressDone: 1,
        progressTotal: 1,
        attempts: 1,
        leaseOwner: null,
        leaseUntil: null,
        errorCode: null,
        errorDetail: null,
        fileName: 'f',
        mediaType: 'text/plain',
        fileSize: 3,
        createdByType: 'api_key' as const,
        createdById: 'k',
        createdAt: now,
        startedAt: now,
        finishedAt: now,
        expiresAt: now,
      });
      const chunk = (exportId: string) => ({
        tenantId: 't1',
        environment: 'live' as const,
        exportId,
        seq: 1,
        bytes: Buffer.from('abc'),
      });
      await db
        .insertInto('exportJobs')
        .values(job('a', { dateFrom: '2026-01-01', dateTo: '2026-12-31' }))
        .execute();
      await db.insertInto('exportChunks').values(chunk('a')).execute();
      await expect(
        db
          .insertInto('exportJobs')
          .values(job('b', { dateFrom: null, dateTo: null }))
          .execute(),
      ).rejects.toThrow(/null/i);

      expect(await migrateToLatest(db)).toEqual(['037-export-jobs-without-range']);

      expect(await db.selectFrom('exportJobs').select(['id', 'dateFrom', 'dateTo']).execute()).toEqual([
        { id: 'a', dateFrom: '2026-01-01', dateTo: '2026-12-31' },
      ]);
      await db
        .insertInto('exportJobs')
        .values(job('b', { dateFrom: null, dateTo: null }))
        .execute();
      await db.insertInto('exportChunks').values(chunk('b')).execute();
      // A job still belongs to a tenant, and its chunks to their job: one without it is refused, and they go with it.
      await expect(
        db
          .insertInto('exportJobs')
          .values({ ...job('c', { dateFrom: null, dateTo: null }), tenantId: 'nobody' })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
      await expect(db.insertInto('exportChunks').values(chunk('nobody')).execute()).rejects.toThrow(
        /foreign key/i,
      );
      await db.deleteFrom('exportJobs').where('id', '=', 'a').execute();
      expect(await db.selectFrom('exportChunks').select('exportId').execute()).toEqual([{ exportId: 'b' }]);
      // The indexes came back with the table.
      const indexes =
        TEST_DB === 'postgres'
          ? await sql<{ name: string }>`select indexname as name from pg_indexes
              where tablename = 'export_jobs' and schemaname = current_schema()`.execute(db)
          : await sql<{ name: string }>`select name from sqlite_master
              where type = 'index' and tbl_name = 'export_jobs' and sql is not null`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['export_jobs_tenant', 'export_jobs_status']),
      );
    } finally {
      await close();
      await storage.drop();
    }
  });
});

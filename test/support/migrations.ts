import { Migrator, sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/database.js';
import { migrations } from '../../src/platform/db/migrate.js';
import { TEST_DB } from './harness.js';

/**
 * Migrates a fresh database up to and including the migration numbered `last` ('013'), as a database of that
 * time was: a test then writes rows of that shape and checks what the later migrations make of them.
 */
export async function migrateThrough(db: Db, last: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name.slice(0, 3) <= last));
  const migrationTableSchema =
    TEST_DB === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    migrationTableSchema,
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
}

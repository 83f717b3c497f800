import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/**
 * Every tenant-owned table's primary key leads with the tenant, and every foreign key between two of them
 * carries it (docs/decisions/023): `(tenant_id, id)`, `(tenant_id, employee_id) references employees
 * (tenant_id, id)`; the webhook jobs' one-per-event constraint gains it too. A database distributed by tenant
 * needs them; on one database, a row can no longer refer to another tenant's. The audit log keeps `id` alone:
 * its failed sign-ins belong to no tenant. The queue claims and the webhook dispatcher's writes find their
 * rows by `(tenant_id, id)` from this migration on.
 *
 * PostgreSQL swaps the constraints in place. SQLite cannot alter a key, so each table is rebuilt from its
 * columns as they are, in one transaction with foreign keys off (a parent's DROP would otherwise cascade to
 * its children), and its indexes are made again; `foreign_key_check` must find nothing before the commit.
 */

interface Reference {
  column: string;
  parent: string;
  cascade?: true;
}

interface KeyChange {
  table: string;
  before: string[];
  after: string[];
  references: Reference[];
  /** A unique constraint that gains the tenant too. */
  unique?: { name: string; before: string[]; after: string[] };
}

const byEmployee: Reference = { column: 'employee_id', parent: 'employees' };
const byPeriod: Reference = { column: 'period_id', parent: 'periods' };

const CHANGES: KeyChange[] = [
  ...[
    'afd_imports',
    'api_keys',
    'employees',
    'events',
    'export_jobs',
    'holidays',
    'periods',
    'schedule_versions',
    'users',
    'webhooks',
  ].map((table) => ({ table, before: ['id'], after: ['tenant_id', 'id'], references: [] })),
  ...['absences', 'portal_sessions', 'time_bank_entries', 'time_entries'].map((table) => ({
    table,
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [byEmployee],
  })),
  {
    table: 'adjustments',
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [byEmployee, { column: 'time_entry_id', parent: 'time_entries' }],
  },
  ...['espelho_acknowledgements', 'espelho_deliveries'].map((table) => ({
    table,
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [byPeriod, byEmployee],
  })),
  {
    table: 'sessions',
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [{ column: 'user_id', parent: 'users' }],
  },
  {
    table: 'webhook_deliveries',
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [{ column: 'webhook_id', parent: 'webhooks', cascade: true }],
  },
  {
    table: 'webhook_jobs',
    before: ['id'],
    after: ['tenant_id', 'id'],
    references: [
      { column: 'webhook_id', parent: 'webhooks', cascade: true },
      { column: 'event_id', parent: 'events' },
    ],
    unique: {
      name: 'webhook_jobs_once',
      before: ['webhook_id', 'event_id'],
      after: ['tenant_id', 'webhook_id', 'event_id'],
    },
  },
  {
    table: 'portal_accounts',
    before: ['employee_id'],
    after: ['tenant_id', 'employee_id'],
    references: [byEmployee],
  },
  {
    table: 'period_employees',
    before: ['period_id', 'employee_id'],
    after: ['tenant_id', 'period_id', 'employee_id'],
    references: [byPeriod, byEmployee],
  },
  {
    table: 'period_days',
    before: ['period_id', 'employee_id', 'date'],
    after: ['tenant_id', 'period_id', 'employee_id', 'date'],
    references: [byPeriod],
  },
  // Keys that lead with the tenant already; only their references change.
  ...[
    { table: 'espelho_documents', key: ['tenant_id', 'environment', 'period_id', 'employee_id'] },
    { table: 'export_chunks', key: ['tenant_id', 'environment', 'export_id', 'seq'] },
    { table: 'rep_records', key: ['tenant_id', 'environment', 'nsr'] },
  ].map(({ table, key }) => ({
    table,
    before: key,
    after: key,
    references:
      table === 'espelho_documents'
        ? [byPeriod, byEmployee]
        : table === 'export_chunks'
          ? [{ column: 'export_id', parent: 'export_jobs', cascade: true as const }]
          : [byEmployee],
  })),
];

/**
 * A dashboard or portal session is found by its id, the hash of its token, before its tenant is known: like
 * the API key's and the invitation's hashes, it keeps an index of its own once the key leads with the tenant.
 */
const SESSION_LOOKUPS = ['sessions', 'portal_sessions'];

export async function up(db: AnyDb): Promise<void> {
  await changeKeys(db, 'after');
  for (const table of SESSION_LOOKUPS) {
    await db.schema.createIndex(`${table}_id_key`).on(table).column('id').unique().execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of SESSION_LOOKUPS) await db.schema.dropIndex(`${table}_id_key`).execute();
  await changeKeys(db, 'before');
}

/** The foreign key of `reference`: with the tenant (`after`) or by the parent's id alone (`before`). */
function foreignKey(reference: Reference, keys: 'before' | 'after') {
  const columns = keys === 'after' ? ['tenant_id', reference.column] : [reference.column];
  const parentColumns = keys === 'after' ? ['tenant_id', 'id'] : ['id'];
  return sql`foreign key (${sql.join(columns.map((c) => sql.id(c)))}) references ${sql.id(reference.parent)} (${sql.join(
    parentColumns.map((c) => sql.id(c)),
  )})${reference.cascade ? sql` on delete cascade` : sql``}`;
}

async function changeKeys(db: AnyDb, keys: 'before' | 'after'): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await changeKeysOnPostgres(db, keys);
  } else {
    await changeKeysOnSqlite(db, keys);
  }
}

/** Drops the references, swaps the keys, makes the references again (they need their parent's new key). */
async function changeKeysOnPostgres(db: AnyDb, keys: 'before' | 'after'): Promise<void> {
  for (const { table, references } of CHANGES) {
    for (const { column } of references) {
      await sql`alter table ${sql.id(table)} drop constraint ${sql.id(`${table}_${column}_fkey`)}`.execute(
        db,
      );
    }
  }
  for (const change of CHANGES) {
    if (change.before.join() === change.after.join()) continue;
    const pkey = sql.id(`${change.table}_pkey`);
    await sql`alter table ${sql.id(change.table)} drop constraint ${pkey},
      add constraint ${pkey} primary key (${sql.join(change[keys].map((c) => sql.id(c)))})`.execute(db);
    if (change.unique) {
      const name = sql.id(change.unique.name);
      await sql`alter table ${sql.id(change.table)} drop constraint ${name},
        add constraint ${name} unique (${sql.join(change.unique[keys].map((c) => sql.id(c)))})`.execute(db);
    }
  }
  for (const { table, references } of CHANGES) {
    for (const reference of references) {
      await sql`alter table ${sql.id(table)} add constraint ${sql.id(`${table}_${reference.column}_fkey`)}
        ${foreignKey(reference, keys)}`.execute(db);
    }
  }
}

/** A column as `pragma_table_info` has it, under names without underscores (the app's Kysely renames those). */
interface ColumnInfo {
  name: string;
  type: string;
  required: number;
  fallback: string | null;
}

interface UniqueIndex {
  name: string;
  origin: string;
}

/**
 * Rebuilds each table with its columns as they are, its new key, its reference to its tenant if it had one
 * (the others are written from CHANGES), the unique constraints its columns declared, then its indexes.
 */
async function changeKeysOnSqlite(db: AnyDb, keys: 'before' | 'after'): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      for (const change of CHANGES) await rebuild(tx, change, keys);
      const violations = await sql`pragma foreign_key_check`.execute(tx);
      if (violations.rows.length > 0) {
        throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(violations.rows)}`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuild(db: AnyDb, change: KeyChange, keys: 'before' | 'after'): Promise<void> {
  const { table } = change;
  const columns = (
    await sql<ColumnInfo>`select name, lower(type) as type, "notnull" as required, dflt_value as fallback
      from pragma_table_info(${table}) order by cid`.execute(db)
  ).rows;
  const key = change[keys];
  const references = (
    await sql<{
      id: number;
      table: string;
    }>`select id, "table" from pragma_foreign_key_list(${table})`.execute(db)
  ).rows;
  const toTenants = references.some((row) => row.table === 'tenants');
  // Every other reference must be one CHANGES writes again, or the rebuild would drop it.
  const others = new Set(references.filter((row) => row.table !== 'tenants').map((row) => row.id));
  if (others.size !== change.references.length) {
    throw new Error(
      `${table} has ${others.size} references to other tables, not ${change.references.length}`,
    );
  }
  const uniques = await Promise.all(
    (await sql<UniqueIndex>`select name, origin from pragma_index_list(${table})`.execute(db)).rows
      .filter((index) => index.origin === 'u')
      .map(async (index) =>
        (
          await sql<{
            name: string;
          }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db)
        ).rows.map((row) => row.name),
      ),
  );
  const indexes = (
    await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
  ).rows;
  const rebuilt = `${table}_rebuilt`;
  const definitions = [
    ...columns.map(
      (column) =>
        sql`${sql.id(column.name)} ${sql.raw(column.type)}${
          column.fallback === null ? sql`` : sql` default ${sql.raw(column.fallback)}`
        }${column.required || key.includes(column.name) ? sql` not null` : sql``}`,
    ),
    sql`primary key (${sql.join(key.map((c) => sql.id(c)))})`,
    ...(change.unique ? [change.unique[keys]] : uniques).map(
      (unique) => sql`unique (${sql.join(unique.map((c) => sql.id(c)))})`,
    ),
    ...(toTenants ? [foreignKey({ column: 'tenant_id', parent: 'tenants' }, 'before')] : []),
    ...change.references.map((reference) => foreignKey(reference, keys)),
  ];
  const names = sql.join(columns.map((column) => sql.id(column.name)));
  await sql`create table ${sql.id(rebuilt)} (${sql.join(definitions)})`.execute(db);
  await sql`insert into ${sql.id(rebuilt)} (${names}) select ${names} from ${sql.id(table)}`.execute(db);
  await sql`drop table ${sql.id(table)}`.execute(db);
  await sql`alter table ${sql.id(rebuilt)} rename to ${sql.id(table)}`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

/**
 * Decision 024's measurement: the marks table at a year of a 20,000-employee employer (about 21M rows), as it
 * is (one table, tenant-leading indexes) and partitioned by month, with the same rows in both.
 *
 *   npx tsx bench/marks-partitioning.ts --phase load [--employees 20000] [--months 12]
 *   npx tsx bench/marks-partitioning.ts --phase measure
 *
 * Its own database (`pontual_partitions`, or BENCH_PARTITIONS_DATABASE_URL), never the tests'. The rows are
 * made by SQL, not by the REP (loading 21M marks through it would take hours on the bench machine): every
 * column as wide as the service writes it (a 137-character AFD line, a 64-character hash, UUID text ids), NSRs
 * in the order of the marks, but hashes that chain nothing, so `verify` would fail here; the foreign keys to
 * employees and tenants are dropped, and the indexes built after the load. The scale bench
 * (`npm run bench -- --scale N`) is the one whose rows are the service's own.
 */
const { values: args } = parseArgs({
  options: {
    phase: { type: 'string', default: 'measure' },
    employees: { type: 'string', default: '20000' },
    months: { type: 'string', default: '12' },
  },
});
const URL_ =
  process.env.BENCH_PARTITIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pontual_partitions';
const TENANT = 'f0000000-0000-4000-8000-000000000001';
/** A second, small tenant whose rows sit among the large one's, as they would. */
const OTHER_TENANT = 'f0000000-0000-4000-8000-000000000002';
const FIRST_MONTH = '2025-11';
const say = (text: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

/** The first instants (UTC) of `count` months from `first` (`YYYY-MM`), and the one after. */
function monthStarts(first: string, count: number): number[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count + 1 }, (_, i) => Date.UTC(year, month - 1 + i, 1));
}

const INDEXES = (table: string, partitioned: boolean) => [
  // A partitioned table's unique indexes must hold the partition key.
  `create unique index ${table}_pkey on ${table} (id${partitioned ? ', occurred_at' : ''})`,
  `create index ${table}_employee_idx on ${table} (tenant_id, environment, employee_id, occurred_at)`,
  `create unique index ${table}_nsr_unique on ${table} (tenant_id, environment, nsr${partitioned ? ', occurred_at' : ''})`,
  `create index ${table}_occurred_idx on ${table} (tenant_id, environment, occurred_at, id)`,
];

/** Marks of `employees` employees, four a working day of one month (São Paulo, UTC-3), NSRs from `firstNsr`. */
function monthInsert(
  table: string,
  tenant: string,
  employees: number,
  from: number,
  to: number,
  firstNsr: number,
): string {
  return `insert into ${table} (id, tenant_id, environment, employee_id, occurred_at, timezone, source, device_id,
    nsr, hash, created_at, afd_record, rep)
  select md5(${firstNsr} + n || '${tenant}')::uuid::text, '${tenant}', 'live', md5('${tenant}' || e)::uuid::text, at,
    'America/Sao_Paulo', 'device', '4003650006783', ${firstNsr} + n, encode(sha256((${firstNsr} + n)::text::bytea), 'hex'),
    at, lpad((${firstNsr} + n)::text, 9, '0') || '7' || rpad(at::text, 63, '0') || encode(sha256(at::text::bytea), 'hex'),
    'rep_p'
  from (
    select day, e, k, ((row_number() over (order by day, e, k)) - 1)::bigint as n,
      (extract(epoch from day) * 1000)::bigint + (array[11, 15, 16, 20])[k] * 3600000 + ((e + k) % 7) * 60000 as at
    from generate_series(to_timestamp(${from / 1000})::date, to_timestamp(${to / 1000 - 1})::date, interval '1 day') as day,
      generate_series(1, ${employees}) as e, generate_series(1, 4) as k
    where extract(isodow from day) < 6
  ) marks`;
}

async function load(client: pg.Client): Promise<void> {
  const employees = Number(args.employees);
  const months = Number(args.months);
  await client.query(`alter table time_entries drop constraint time_entries_employee_id_fkey,
    drop constraint time_entries_tenant_id_fkey`);
  await client.query(`alter table adjustments drop constraint adjustments_time_entry_id_fkey`);
  await client.query(`alter table time_entries drop constraint time_entries_pkey`);
  for (const index of [
    'time_entries_employee_idx',
    'time_entries_external_id_given_unique',
    'time_entries_nsr_unique',
    'time_entries_occurred_idx',
  ])
    await client.query(`drop index if exists ${index}`);
  const starts = monthStarts(FIRST_MONTH, months);
  let nsr = { [TENANT]: 1, [OTHER_TENANT]: 1 };
  for (let m = 0; m < months; m++) {
    for (const [tenant, count] of [
      [TENANT, employees],
      [OTHER_TENANT, Math.ceil(employees / 100)],
    ] as const) {
      const { rowCount } = await client.query(
        monthInsert('time_entries', tenant, count, starts[m]!, starts[m + 1]!, nsr[tenant]),
      );
      nsr = { ...nsr, [tenant]: nsr[tenant] + rowCount! };
    }
    say(`single table: month ${m + 1}/${months}, ${nsr[TENANT] - 1} marks of the large tenant`);
  }
  for (const statement of INDEXES('time_entries', false)) {
    await client.query(statement);
    say(statement.slice(0, 60));
  }
  await client.query(`alter table time_entries add primary key using index time_entries_pkey`);

  await client.query(`create table time_entries_by_month (like time_entries including defaults)
    partition by range (occurred_at)`);
  // Partitions by UTC month, a year before and after the data as the service would keep them created ahead.
  const partitions = monthStarts(FIRST_MONTH, months + 1);
  for (let m = 0; m < months + 1; m++)
    await client.query(`create table time_entries_m${String(m).padStart(2, '0')}
      partition of time_entries_by_month for values from (${partitions[m]}) to (${partitions[m + 1]})`);
  await client.query(`create table time_entries_before partition of time_entries_by_month
    for values from (minvalue) to (${partitions[0]})`);
  await client.query(`create table time_entries_after partition of time_entries_by_month
    for values from (${partitions.at(-1)}) to (maxvalue)`);
  for (let m = 0; m < months; m++) {
    await client.query(`insert into time_entries_by_month select * from time_entries
      where occurred_at >= ${starts[m]} and occurred_at < ${starts[m + 1]} order by nsr`);
    say(`partitioned: month ${m + 1}/${months}`);
  }
  for (const statement of INDEXES('time_entries_by_month', true)) {
    await client.query(statement);
    say(statement.slice(0, 60));
  }
  await client.query('analyze time_entries');
  await client.query('analyze time_entries_by_month');
  say('loaded and analyzed');
}

async function migrateFresh(): Promise<void> {
  const url = new URL(URL_);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = openDatabase(
    loadConfig(
      { ...process.env, DATABASE_URL: URL_, DATA_DIR: '/tmp/pontual-partitions' },
      { dotenv: false },
    ),
  );
  await migrateToLatest(database.db);
  await database.close();
}

const client = new pg.Client({ connectionString: URL_, application_name: 'marks-partitioning' });
if (args.phase === 'load') {
  await migrateFresh();
  await client.connect();
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set max_parallel_maintenance_workers = 0`);
  await load(client);
  await client.end();
}

/** The median of `times` runs of `query`, in ms, after one untimed run. */
async function timed(
  client: pg.Client,
  query: string,
  parameters: unknown[] = [],
  times = 7,
): Promise<number> {
  await client.query(query, parameters);
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await client.query(query, parameters);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Math.round(runs[Math.floor(times / 2)]! * 100) / 100;
}

/** The statement's plan, executed, as text lines. */
async function plan(client: pg.Client, query: string, parameters: unknown[] = []): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${query}`,
    parameters,
  );
  return rows.map((row) => row['QUERY PLAN']);
}

/**
 * The service's own query shapes (the marks list with its keyset, an employee's month as the workdays read it,
 * an AFD page in NSR order, a mark by id, a clock-in batch's insert) on both tables, for the large tenant and
 * the small one, then the sizes and what dropping the oldest month costs.
 */
async function measure(client: pg.Client): Promise<void> {
  const report: Record<string, unknown> = {};
  const october = Date.parse('2026-10-01T03:00:00Z');
  const november = Date.parse('2026-11-01T03:00:00Z');
  for (const table of ['time_entries', 'time_entries_by_month']) {
    for (const tenant of [TENANT, OTHER_TENANT]) {
      const scope = `tenant_id = '${tenant}' and environment = 'live'`;
      const key = `${table}, ${tenant === TENANT ? 'large' : 'small'} tenant`;
      const { rows: counts } = await client.query<{ count: string }>(
        `select count(*) from ${table} where ${scope}`,
      );
      const total = Number(counts[0]!.count);
      const at = async (where: string, offset: number) =>
        (
          await client.query<{ occurred_at: string; id: string; nsr: string; employee_id: string }>(
            `select occurred_at, id, nsr, employee_id from ${table} where ${scope} ${where}
             order by occurred_at, id offset ${offset} limit 1`,
          )
        ).rows[0]!;
      const deep = await at('', Math.floor(total * 0.9));
      const inMonth = `and occurred_at >= ${october} and occurred_at < ${november}`;
      const { rows: monthCount } = await client.query<{ count: string }>(
        `select count(*) from ${table} where ${scope} ${inMonth}`,
      );
      const monthDeep = await at(inMonth, Math.floor(Number(monthCount[0]!.count) * 0.9));
      const page = (where: string) =>
        `select * from ${table} where ${scope} ${where} order by occurred_at, id limit 101`;
      const queries: Record<string, string> = {
        'marks, first page': page(''),
        'marks, page at 90%': page(`and (occurred_at, id) > (${deep.occurred_at}, '${deep.id}')`),
        "a month's marks, first page": page(inMonth),
        "a month's marks, page at 90%": page(
          `and (occurred_at, id) > (${monthDeep.occurred_at}, '${monthDeep.id}') and occurred_at < ${november}`,
        ),
        "an employee's month": `select id, employee_id, occurred_at, rep, device_id from ${table} where ${scope}
          and employee_id = '${monthDeep.employee_id}' ${inMonth}`,
        'an AFD page (NSR order, October)': `select nsr, afd_record from ${table} where ${scope}
          and afd_record is not null and nsr > ${monthDeep.nsr} order by nsr limit 1000`,
        'a mark by id': `select * from ${table} where ${scope} and id = '${monthDeep.id}'`,
      };
      const results: Record<string, number> = {};
      for (const [name, query] of Object.entries(queries)) results[name] = await timed(client, query);
      // A clock-in batch of 2,000 marks, as writeOnHead inserts them, rolled back.
      const batch = `insert into ${table} select (md5(id || 'copy'))::uuid::text, tenant_id, environment, employee_id,
        occurred_at + 31536000000, timezone, source, device_id, latitude, longitude, accuracy_meters, external_id,
        nsr + 100000000, hash, created_at, afd_record, rep
        from ${table} where ${scope} and nsr > ${monthDeep.nsr} order by nsr limit 2000`;
      const inserts: number[] = [];
      for (let i = 0; i < 5; i++) {
        await client.query('begin');
        const started = performance.now();
        await client.query(batch);
        inserts.push(performance.now() - started);
        await client.query('rollback');
      }
      inserts.sort((a, b) => a - b);
      results['insert 2,000 marks'] = Math.round(inserts[2]! * 100) / 100;
      report[key] = { marks: total, ms: results };
      say(`${key}: ${JSON.stringify(results)}`);
      if (tenant === TENANT && table === 'time_entries_by_month') {
        report.plans = {
          "a month's marks, first page": await plan(client, queries["a month's marks, first page"]!),
          "a month's marks, page at 90%": await plan(client, queries["a month's marks, page at 90%"]!),
          'an AFD page': await plan(client, queries['an AFD page (NSR order, October)']!),
        };
      }
    }
  }
  const { rows: sizes } = await client.query(`select relname, pg_size_pretty(pg_table_size(oid)) as heap,
      pg_size_pretty(pg_indexes_size(oid)) as indexes from pg_class
    where relname in ('time_entries', 'time_entries_m00', 'time_entries_m11') order by relname`);
  report.sizes = sizes;
  // Retention: the oldest month out, as a DELETE from the one table and as a dropped partition, rolled back.
  const first = monthStarts(FIRST_MONTH, 1);
  const retention: Record<string, number> = {};
  for (const [name, statement] of [
    [
      'delete the oldest month',
      `delete from time_entries where occurred_at >= ${first[0]} and occurred_at < ${first[1]}`,
    ],
    [
      'detach and drop the oldest partition',
      'alter table time_entries_by_month detach partition time_entries_m00; drop table time_entries_m00',
    ],
  ] as const) {
    await client.query('begin');
    const started = performance.now();
    await client.query(statement);
    retention[name] = Math.round(performance.now() - started);
    await client.query('rollback');
  }
  report.retention = retention;
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

if (args.phase === 'measure') {
  await client.connect();
  await measure(client);
  await client.end();
}

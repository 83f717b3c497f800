import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createApiKey } from '../src/modules/keys/keys.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { seedYear } from '../test/support/seed-year.js';
import {
  cpfFor,
  freePort,
  memoryOf,
  percentile,
  pontualArgs,
  resetPeakMemory,
  round,
  startBackgroundProcess,
  startProcess,
  stopProcess,
  timeDownload,
} from './lib.js';

/**
 * `npm run bench -- --scale N [--json] [--cpu-prof DIR]` (issue 36, docs/performance.md "The scale bench"): two
 * tenants in one PostgreSQL database, N/5 and N employees, each with four marks every working day of twelve
 * months, written by the bulk loader `seedYear` (the REP's own API: the service's rows, NSRs and hash chains,
 * checked by the service's own verification, a job). Then, against the real server (`node dist/main.js`, with
 * the export jobs in `node dist/worker.js` beside it), each operation for the small tenant and the large one: its
 * time and the peak resident memory of the process that did it, and large ÷ small. Its own database
 * (`pontual_scale` on the bench's server, or BENCH_SCALE_DATABASE_URL), never the tests' `test`, created afresh
 * and dropped at the end (BENCH_SCALE_KEEP=1 keeps it; BENCH_SCALE_REUSE=1 measures a kept one again).
 */
const SCALE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ??
  new URL(
    '/pontual_scale',
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/',
  ).toString();
const FIRST_MONTH = '2025-11';
const MONTHS = 12;
const YEAR = { from: '2025-11-01', to: '2026-10-31' };
const MONTH = { from: '2026-10-01', to: '2026-10-31' };
const PAGE = 100;
/** Fast requests are timed this many times and their median kept. */
const REPEATS = 5;
const SCOPES = [
  'time-entries:read',
  'time-entries:write',
  'employees:read',
  'reports:read',
] as const satisfies readonly string[];

export interface ScaleOperation {
  name: string;
  /** Milliseconds, for the small tenant and the large one, and large ÷ small. */
  ms: [number, number];
  msRatio: number;
  /** The server's peak resident memory during the operation, MB, and how far it rose above where it began. */
  peakMb: [number, number];
  peakRatio: number;
  growthMb: [number, number];
}

interface Size {
  employees: number;
  marks: number;
  tenantId: string;
  key: string;
}

type Say = (text: string) => void;

async function recreateDatabase(): Promise<void> {
  const url = new URL(SCALE_URL);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name) || name === 'test')
    throw new Error(`the scale bench will not use database "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function dropDatabase(): Promise<void> {
  const url = new URL(SCALE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}

const ENV = {
  DATABASE_URL: SCALE_URL,
  // The API and the worker read the same secrets.
  PONTUAL_MASTER_KEY: randomBytes(32).toString('hex'),
  PONTUAL_RATE_LIMIT_PER_MINUTE: '100000000',
  PONTUAL_PTRP_DEVELOPER_DOCUMENT: '93487056000101',
  PONTUAL_PTRP_DEVELOPER_NAME: 'Pontual Tecnologia Ltda',
  PONTUAL_PTRP_DEVELOPER_EMAIL: 'legal@pontual.example',
};

const TENANTS = [
  { label: 'small', document: '12345678000195', share: 1 / 5 },
  { label: 'large', document: '11222333000181', share: 1 },
] as const;

/**
 * The two tenants, seeded one after the other with the bulk loader, their chains verified after. With
 * BENCH_SCALE_REUSE=1 and a database an earlier run kept (BENCH_SCALE_KEEP=1) for the same N, its tenants are
 * measured again without seeding (a new API key each).
 */
async function prepareSizes(employees: number, dataDir: string, say: Say): Promise<[Size, Size]> {
  if (process.env.BENCH_SCALE_REUSE) {
    const kept = await keptSizes(employees, dataDir);
    if (kept) {
      say(
        `scale: measuring the kept database again: ${JSON.stringify(kept.map((s) => [s.employees, s.marks]))}`,
      );
      return kept;
    }
    say('scale: no kept database of this size: seeding');
  }
  await recreateDatabase();
  return seedSizes(employees, dataDir, say);
}

const scaleDatabase = (dataDir: string) =>
  openDatabase(loadConfig({ ...process.env, ...ENV, DATA_DIR: dataDir }, { dotenv: false }));

async function keptSizes(employees: number, dataDir: string): Promise<[Size, Size] | null> {
  const probe = new pg.Client({ connectionString: SCALE_URL });
  try {
    await probe.connect();
  } catch {
    // No kept database: seed one.
    return null;
  }
  try {
    const sizes: Size[] = [];
    for (const { document, share } of TENANTS) {
      const { rows } = await probe.query<{ id: string; employees: string; marks: string }>(
        `select t.id,
           (select count(*) from employees e where e.tenant_id = t.id and e.environment = 'live') as employees,
           (select count(*) from time_entries m where m.tenant_id = t.id and m.environment = 'live') as marks
         from tenants t where t.document = $1`,
        [document],
      );
      const row = rows[0];
      if (!row || Number(row.employees) !== Math.max(1, Math.round(employees * share))) return null;
      sizes.push({ employees: Number(row.employees), marks: Number(row.marks), tenantId: row.id, key: '' });
    }
    const database = scaleDatabase(dataDir);
    try {
      for (const size of sizes)
        size.key = (
          await createApiKey(
            database.db,
            { tenantId: size.tenantId, environment: 'live', name: 'scale', scopes: [...SCOPES] },
            { type: 'cli' },
          )
        ).key;
    } finally {
      await database.close();
    }
    return sizes as [Size, Size];
  } finally {
    await probe.end();
  }
}

async function seedSizes(employees: number, dataDir: string, say: Say): Promise<[Size, Size]> {
  const database = scaleDatabase(dataDir);
  try {
    await migrateToLatest(database.db);
    const sizes: Size[] = [];
    let firstNumber = 0;
    for (const { label, document, share } of TENANTS) {
      const count = Math.max(1, Math.round(employees * share));
      const { tenant } = await createTenant(database.db, {
        name: `Scale ${label} Ltda`,
        document,
        repNumber: '12345678901234567',
        address: 'Rua Augusta, 1500, São Paulo, SP',
        adminEmail: `scale-${label}@example.com`,
      });
      const scope = { tenantId: tenant.id, environment: 'live' as const };
      const { key } = await createApiKey(
        database.db,
        { ...scope, name: 'scale', scopes: [...SCOPES] },
        { type: 'cli' },
      );
      const started = performance.now();
      let lastSaid = started;
      const marks = await seedYear(database.db, scope, {
        employees: count,
        firstMonth: FIRST_MONTH,
        months: MONTHS,
        cpfFor,
        firstNumber,
        onDay: (date, written) => {
          if (performance.now() - lastSaid < 10_000) return;
          lastSaid = performance.now();
          say(`scale: ${label}, ${count} employees: ${date}, ${written} marks`);
        },
      });
      const seconds = (performance.now() - started) / 1000;
      say(`scale: ${label}: ${marks} marks in ${seconds.toFixed(0)} s (${Math.round(marks / seconds)}/s)`);
      firstNumber += count;
      sizes.push({ employees: count, marks, tenantId: tenant.id, key });
    }
    // Autovacuum is off on the bench machines: the statistics a running server would have.
    await sql`analyze`.execute(database.db);
    return sizes as [Size, Size];
  } finally {
    await database.close();
  }
}

const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The cursor of the row at `fraction` of a list's order (one OFFSET query, run before the timing). */
async function cursorAt(client: pg.Client, sql: string, parameters: unknown[]): Promise<string> {
  const { rows } = await client.query<Record<string, string>>(sql, parameters);
  const row = rows[0]!;
  return cursorOf(Object.values(row).map((value) => (/^\d+$/.test(value) ? Number(value) : value)));
}

interface LatencyStats {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

/** `/healthz` and clock-in latencies while an operation ran, and the server's longest turns meanwhile. */
export interface ScaleLatency {
  size: string;
  during: string;
  healthz: LatencyStats;
  clockIn: LatencyStats;
  /** The most CPU the server's main thread spent in one turn of its event loop (`bench/loop-turns.mjs`). */
  worstTurnMs?: number;
  turnsOver50Ms?: number;
}

export async function scaleBench(
  employees: number,
  say: Say,
): Promise<{ sizes: number[][]; operations: ScaleOperation[]; latency: ScaleLatency[] }> {
  if (!Number.isInteger(employees) || employees < 5)
    throw new Error('--scale must be a whole number of at least 5');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pontual-scale-'));
  const sizes = await prepareSizes(employees, dataDir, say);
  const port = await freePort();
  const turnsFile = path.join(dataDir, 'loop-turns.json');
  const server = await startProcess(
    'node',
    pontualArgs('dist/main.js'),
    {
      ...ENV,
      DATA_DIR: dataDir,
      // Export jobs run in the worker, as a PostgreSQL deployment runs them (docs/deployment.md).
      PONTUAL_DISPATCHER: 'false',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.resolve('bench/loop-turns.mjs')}`,
      PONTUAL_BENCH_TURNS_FILE: turnsFile,
    },
    port,
  );
  const worker = startBackgroundProcess('node', pontualArgs('dist/worker.js'), { ...ENV, DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: SCALE_URL });
  await client.connect();
  const results = new Map<string, { ms: number; peakMb: number; growthMb: number }[]>();
  const latency: ScaleLatency[] = [];
  const windows: { name: string; from: number; to: number }[] = [];
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  try {
    for (const size of sizes) {
      const headers = { 'x-api-key': size.key };
      const label = `${size.employees} employees`;
      const employeeId = (
        (await (await fetch(`${base}/v1/employees?limit=1`, { headers })).json()) as { id: string }[]
      )[0]!.id;
      /** `/healthz` every 20 ms and a clock-in every 100 ms while `run` runs: their latencies' p99 and max. */
      const probed = async (name: string, run: () => Promise<unknown>) => {
        let running = true;
        const health: number[] = [];
        const clockIns: number[] = [];
        const every = async (intervalMs: number, into: number[], call: () => Promise<Response>) => {
          while (running) {
            const started = performance.now();
            const response = await call();
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`${name}: a probe answered ${response.status}`);
            into.push(performance.now() - started);
            await new Promise((resolve) => setTimeout(resolve, intervalMs));
          }
        };
        const probes = Promise.all([
          every(20, health, () => fetch(`${base}/healthz`)),
          every(100, clockIns, () =>
            fetch(`${base}/v1/time-entries`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ employeeId, source: 'api' }),
            }),
          ),
        ]);
        const from = nowUs();
        try {
          await run();
        } finally {
          running = false;
          await probes;
        }
        windows.push({ name: `${label}: ${name}`, from, to: nowUs() });
        const stats = (values: number[]): LatencyStats => {
          values.sort((a, b) => a - b);
          return {
            p50: round(percentile(values, 50)),
            p99: round(percentile(values, 99)),
            max: round(values.at(-1) ?? 0),
            count: values.length,
          };
        };
        const entry = { size: label, during: name, healthz: stats(health), clockIn: stats(clockIns) };
        say(`scale: ${label}: during ${name}: ${JSON.stringify(entry)}`);
        latency.push(entry);
      };
      /**
       * Times `run` (`repeats` times, the median kept) and the peak memory over the runs of the process that does
       * the work (the API's, or the worker's for a job), after an untimed run (compiled code, statement caches,
       * pool connections) unless `warm` is false.
       */
      const measure = async (
        name: string,
        run: () => Promise<unknown>,
        {
          repeats = 1,
          warm = true,
          pid = server.pid!,
          probe = false,
        }: { repeats?: number; warm?: boolean; pid?: number; probe?: boolean } = {},
      ) => {
        if (warm) await run();
        resetPeakMemory(pid);
        const before = memoryOf(pid).rss;
        const times: number[] = [];
        for (let i = 0; i < repeats; i++) {
          const started = performance.now();
          await (probe ? probed(name, run) : run());
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const { peak } = memoryOf(pid);
        const entry = {
          ms: round(times[Math.floor(times.length / 2)]!),
          peakMb: round(peak),
          growthMb: round(Math.max(0, peak - before)),
        };
        say(`scale: ${label}: ${name}: ${entry.ms} ms, peak ${entry.peakMb} MB (+${entry.growthMb})`);
        results.set(name, [...(results.get(name) ?? []), entry]);
      };
      const get = (url: string) => timeDownload(`${base}${url}`, headers);
      const scope = [size.tenantId, 'live'];
      const marksCursor = await cursorAt(
        client,
        `select occurred_at, id from time_entries where tenant_id = $1 and environment = $2
           order by occurred_at, id offset $3 limit 1`,
        [...scope, Math.floor(size.marks * 0.9)],
      );
      const monthFrom = Date.parse(`${MONTH.from}T03:00:00Z`);
      const monthTo = Date.parse('2026-11-01T03:00:00Z');
      const monthCursor = await cursorAt(
        client,
        `select occurred_at, id from time_entries where tenant_id = $1 and environment = $2
           and occurred_at >= $3 and occurred_at < $4 order by occurred_at, id
           offset (select count(*) * 9 / 10 from time_entries where tenant_id = $1 and environment = $2
             and occurred_at >= $3 and occurred_at < $4) limit 1`,
        [...scope, monthFrom, monthTo],
      );
      const employeeCursor = await cursorAt(
        client,
        `select id from employees where tenant_id = $1 and environment = $2 order by id offset $3 limit 1`,
        [...scope, Math.floor(size.employees * 0.9)],
      );
      const month = `from=${MONTH.from}&to=${MONTH.to}`;
      await measure('marks, first page', () => get(`/v1/time-entries?limit=${PAGE}`), { repeats: REPEATS });
      await measure('marks, page at 90%', () => get(`/v1/time-entries?limit=${PAGE}&cursor=${marksCursor}`), {
        repeats: REPEATS,
      });
      await measure('marks of a month, first page', () => get(`/v1/time-entries?limit=${PAGE}&${month}`), {
        repeats: REPEATS,
      });
      await measure(
        'marks of a month, page at 90%',
        () => get(`/v1/time-entries?limit=${PAGE}&${month}&cursor=${monthCursor}`),
        { repeats: REPEATS },
      );
      await measure('employees, first page', () => get(`/v1/employees?limit=${PAGE}`), { repeats: REPEATS });
      await measure(
        'employees, page at 90%',
        () => get(`/v1/employees?limit=${PAGE}&cursor=${employeeCursor}`),
        { repeats: REPEATS },
      );
      await probed('nothing (3 s)', () => new Promise((resolve) => setTimeout(resolve, 3000)));
      // Every export while `/healthz` and clock-ins are probed: none may stall other requests.
      const exportRun = { probe: true };
      await measure('AFD, a month', () => get(`/v1/reports/afd?${month}`), exportRun);
      await measure('AEJ, a month', () => get(`/v1/reports/aej?${month}`), exportRun);
      await measure('AFDT, a month', () => get(`/v1/reports/afdt?${month}`), exportRun);
      await measure('espelho CSV, a month', () => get(`/v1/reports/period?${month}&format=csv`), exportRun);
      await measure('espelho JSON, a month', () => get(`/v1/reports/period?${month}`), exportRun);

      /** Queues an export job and waits for its end; its id. */
      const runJob = async (body: Record<string, string>) => {
        const response = await fetch(`${base}/v1/exports`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 202)
          throw new Error(`POST /v1/exports: ${response.status} ${await response.text()}`);
        const { id } = (await response.json()) as { id: string };
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const job = (await (await fetch(`${base}/v1/exports/${id}`, { headers })).json()) as {
            status: string;
            error?: unknown;
          };
          if (job.status === 'failed')
            throw new Error(`the ${body.kind} job failed: ${JSON.stringify(job.error)}`);
          if (worker.exitCode !== null) throw new Error(`the worker exited with ${worker.exitCode}`);
          if (job.status === 'done') return id;
        }
      };
      const inWorker = { warm: false, pid: worker.pid!, probe: true };
      // Not warmed: each would take minutes more at scale.
      await measure(
        'AEJ, the year (a job, in the worker)',
        async () => get(`/v1/exports/${await runJob({ kind: 'aej', from: YEAR.from, to: YEAR.to })}/file`),
        inWorker,
      );
      const pdf = () => get(`/v1/reports/period?${month}&format=pdf`);
      await measure('espelho PDF, a month', pdf, { warm: false, probe: true });
      // The loader's rows are the service's: the service's own verification walks the whole sequence and both
      // chains, as a job (decision 039), since a long chain's walk outlasts a request.
      await measure(
        'verify, the whole chain (a job, in the worker)',
        async () => {
          const id = await runJob({ kind: 'chain_verification' });
          const file = await fetch(`${base}/v1/exports/${id}/file`, { headers });
          if (!file.ok) throw new Error(`the verification's file: ${file.status} ${await file.text()}`);
          const verdict = (await file.json()) as {
            valid: boolean;
            lastNsr: number | null;
          };
          if (!verdict.valid)
            throw new Error(`${label}: the chain does not verify: ${JSON.stringify(verdict)}`);
          say(`scale: ${label}: the chain verifies up to NSR ${verdict.lastNsr}`);
        },
        inWorker,
      );
    }
  } finally {
    await client.end();
    await Promise.all([stopProcess(server), stopProcess(worker)]);
  }
  // The server writes its turns as it exits: the longest turn of its event loop (CPU) in each probed window.
  const turns = JSON.parse(readFileSync(turnsFile, 'utf8')) as [number, number][];
  for (const window of windows) {
    const inside = turns.filter(([at]) => at >= window.from && at <= window.to).map(([, cpuMs]) => cpuMs);
    const entry = latency.find((l) => `${l.size}: ${l.during}` === window.name)!;
    entry.worstTurnMs = Math.max(0, ...inside);
    entry.turnsOver50Ms = inside.filter((ms) => ms > 50).length;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.BENCH_SCALE_KEEP) await dropDatabase();
  const operations = [...results].map(([name, [small, large]]): ScaleOperation => ({
    name,
    ms: [small!.ms, large!.ms],
    msRatio: round(large!.ms / Math.max(0.1, small!.ms), 2),
    peakMb: [small!.peakMb, large!.peakMb],
    peakRatio: round(large!.peakMb / small!.peakMb, 2),
    growthMb: [small!.growthMb, large!.growthMb],
  }));
  return { sizes: sizes.map((s) => [s.employees, s.marks]), operations, latency };
}

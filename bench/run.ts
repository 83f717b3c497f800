import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEmployee } from '../src/modules/employees/employees.service.js';
import { createApiKey } from '../src/modules/keys/keys.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import type { Scope } from '../src/platform/auth/scopes.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import {
  type BenchDb,
  cpfFor,
  createStorage,
  freePort,
  load,
  type LoadResult,
  memoryOf,
  percentile,
  pontualArgs,
  profileInto,
  resetPeakMemory,
  round,
  startProcess,
  stopProcess,
  type Storage,
  timeDownload,
} from './lib.js';
import { seedMonth } from '../test/support/seed-month.js';
import { scaleBench } from './scale.js';
import { Agent, request } from 'undici';
import { signatureHeader } from '../src/modules/webhooks/signature.js';
import { Receiver, waitFor } from '../test/support/receiver.js';

/**
 * `npm run bench [-- --json] [-- --db postgres] [-- --duration 10] [-- --connections 20] [-- --only exports|webhooks|batch-clock-ins|…]
 *   [-- --cpu-prof DIR] [-- --backlog 2000]` (`--only period-close`: the month's close alone; `--cpu-prof`: a
 *   CPU profile of every Pontual process the scenarios start, written into DIR; `--backlog`: the events
 *   waiting in the outbox for `webhook-delivery`; `--scale N`: instead of the scenarios, the scale bench of
 *   `bench/scale.ts` on PostgreSQL, N/5 and N employees' year)
 * Each scenario runs the real server (node dist/main.js) and its baseline in separate processes, loads each
 * with the same concurrency from this process, alternating rounds, and reports ours ÷ baseline (higher is
 * better).
 */
const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    backlog: { type: 'string', default: '2000' },
    scale: { type: 'string' },
  },
});
profileInto(args['cpu-prof']);
const db = args.db as BenchDb;
if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const ROUNDS = 2;
const say = (text: string) => {
  if (!args.json) process.stderr.write(`${text}\n`);
};

interface Scenario {
  name: string;
  unit: string;
  value: number;
  baseline: number;
  ratio: number;
  p50Ms: number;
  p99Ms: number;
  db: BenchDb;
  /** For the exports: how far the server's peak resident memory rose during them. */
  memoryGrowthMb?: number;
  /**
   * The server's CPU time per request in its best round, or the worker's per delivery, in µs (user and
   * system): what a change costs, apart from the machine's swings.
   */
  serverCpuUs?: number;
}

interface Seeded {
  storage: Storage;
  env: Record<string, string>;
  tenantId: string;
  key: string;
  employeeIds: string[];
}

/** A fresh database with one tenant, one key and `employees` employees. */
async function seed(name: string, scopes: Scope[], employees: number): Promise<Seeded> {
  const storage = await createStorage(db, name);
  const env = {
    ...storage.env,
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000000',
    // The AFD and the AEJ name the program's developer (a 409 without it).
    PONTUAL_PTRP_DEVELOPER_DOCUMENT: '93487056000101',
    PONTUAL_PTRP_DEVELOPER_NAME: 'Pontual Tecnologia Ltda',
    PONTUAL_PTRP_DEVELOPER_EMAIL: 'legal@pontual.example',
  };
  const database = openDatabase(loadConfig({ ...process.env, ...env }, { dotenv: false }));
  try {
    await migrateToLatest(database.db);
    const { tenant } = await createTenant(database.db, {
      name: 'Bench Ltda',
      document: '12345678000195',
      // The legal files need the REP-P's registration and the place of work (a 409 without them).
      repNumber: '12345678901234567',
      address: 'Rua Augusta, 1500, São Paulo, SP',
      adminEmail: `bench-${name}@example.com`,
    });
    const scope = { tenantId: tenant.id, environment: 'live' as const };
    const { key } = await createApiKey(database.db, { ...scope, name: 'bench', scopes }, { type: 'cli' });
    const employeeIds: string[] = [];
    for (let i = 0; i < employees; i++) {
      employeeIds.push(
        (await createEmployee(database.db, scope, { name: `Employee ${i}`, cpf: cpfFor(i) })).id,
      );
    }
    return { storage, env, tenantId: tenant.id, key, employeeIds };
  } finally {
    await database.close();
  }
}

interface Target {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Starts the baseline server and Pontual (`node dist/main.js`), each in its own process. */
async function startPair(seeded: Seeded, env: Record<string, string>) {
  const basePort = await freePort();
  const port = await freePort();
  const baseServer = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { ...seeded.env, BENCH_TENANT_ID: seeded.tenantId },
    basePort,
  );
  const server = await startProcess('node', pontualArgs('dist/main.js'), env, port);
  return { basePort, port, baseServer, server };
}

/**
 * Loads Pontual and its baseline alternately, `ROUNDS` times each, and keeps each side's best round: shared
 * machines are noisy, and noise only ever slows a round down.
 */
async function throughputPair(
  name: string,
  seeded: Seeded,
  ours: Target,
  baseline: Target,
): Promise<Scenario> {
  const { basePort, port, baseServer, server } = await startPair(seeded, seeded.env);
  try {
    const rounds: { base: LoadResult; ours: LoadResult; cpuUs: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      say(`${name}: round ${round}/${ROUNDS}…`);
      const base = await load({
        ...baseline,
        url: `http://127.0.0.1:${basePort}${baseline.path}`,
        connections,
        durationSeconds,
      });
      const cpuBefore = cpuMsOf(server.pid!);
      const mine = await load({
        ...ours,
        url: `http://127.0.0.1:${port}${ours.path}`,
        connections,
        durationSeconds,
      });
      const cpuUs = ((cpuMsOf(server.pid!) - cpuBefore) * 1000) / mine.requests;
      if (mine.non2xx > 0 || base.non2xx > 0)
        throw new Error(`${name}: non-2xx answers: ours ${mine.non2xx}, baseline ${base.non2xx}`);
      rounds.push({ base, ours: mine, cpuUs });
    }
    const base = best(rounds.map((r) => r.base));
    const mine = best(rounds.map((r) => r.ours));
    const mineCpuUs = rounds.find((r) => r.ours === mine)!.cpuUs;
    return {
      name,
      unit: 'req/s',
      value: round(mine.requestsPerSecond),
      baseline: round(base.requestsPerSecond),
      ratio: round(mine.requestsPerSecond / base.requestsPerSecond, 3),
      p50Ms: mine.p50Ms,
      p99Ms: mine.p99Ms,
      db,
      serverCpuUs: Math.round(mineCpuUs),
    };
  } finally {
    await stopProcess(baseServer);
    await stopProcess(server);
  }
}

/** `GET /v1/employees?limit=20` (authenticated, rate-limited, audited) vs a bare route running the same SELECT. */
async function listEmployees(): Promise<Scenario> {
  const seeded = await seed('list_employees', ['employees:read'], 40);
  try {
    return await throughputPair(
      'list-employees',
      seeded,
      { path: '/v1/employees?limit=20', headers: { 'x-api-key': seeded.key } },
      { path: '/employees' },
    );
  } finally {
    await seeded.storage.drop();
  }
}

/** `POST /v1/time-entries` (NSR, hash chain, outbox, audit in one transaction) vs a bare route echoing the body. */
async function clockIn(): Promise<Scenario> {
  const seeded = await seed('clock_in', ['time-entries:write'], 1);
  const body = JSON.stringify({
    employeeId: seeded.employeeIds[0],
    source: 'device',
    deviceId: '4003650006783',
  });
  const headers = { 'content-type': 'application/json' };
  try {
    return await throughputPair(
      'clock-in',
      { ...seeded, env: { ...seeded.env, PONTUAL_DISPATCHER: 'false' } },
      { path: '/v1/time-entries', method: 'POST', headers: { ...headers, 'x-api-key': seeded.key }, body },
      { path: '/echo', method: 'POST', headers, body },
    );
  } finally {
    await seeded.storage.drop();
  }
}

const MONTH = '2026-10';
const EXPORT_EMPLOYEES = 1000;

/** CPU time (user and system) a process has used so far, in ms, from /proc (Linux, 100 clock ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A month for 1,000 employees (124,000 marks): each export downloaded whole, alternating with the baseline
 * streaming the same rows with one SELECT, best of `ROUNDS`. Also the server's peak memory growth over the
 * timed rounds, after one warm-up download.
 */
async function exports(): Promise<Scenario[]> {
  const seeded = await seed('exports', ['reports:read'], 0);
  const database = openDatabase(loadConfig({ ...process.env, ...seeded.env }, { dotenv: false }));
  const marks = await seedMonth(
    database.db,
    { tenantId: seeded.tenantId, environment: 'live' },
    EXPORT_EMPLOYEES,
    MONTH,
    cpfFor,
  );
  await database.close();
  say(`exports: seeded ${marks} marks`);
  const from = `${MONTH}-01`;
  const to = `${MONTH}-31`;
  const { basePort, port, baseServer, server } = await startPair(seeded, {
    ...seeded.env,
    PONTUAL_DISPATCHER: 'false',
  });
  const results: Scenario[] = [];
  try {
    for (const [name, path] of [
      ['afdt-export', `/v1/reports/afdt?from=${from}&to=${to}`],
      ['afd-export', `/v1/reports/afd?from=${from}&to=${to}`],
      ['period-report', `/v1/reports/period?from=${from}&to=${to}`],
    ] as const) {
      // One download first: what the process keeps once warm (compiled code, statement caches, pool
      // connections) is not the export's memory; the peak is then measured over the timed rounds.
      await timeDownload(`http://127.0.0.1:${port}${path}`, { 'x-api-key': seeded.key });
      resetPeakMemory(server.pid!);
      const before = memoryOf(server.pid!);
      let ours = Infinity;
      let base = Infinity;
      for (let round = 1; round <= ROUNDS; round++) {
        say(`${name}: round ${round}/${ROUNDS}…`);
        base = Math.min(
          base,
          await timeDownload(
            `http://127.0.0.1:${basePort}/marks?from=${from}T03:00:00Z&to=2026-11-01T03:00:00Z`,
          ),
        );
        ours = Math.min(
          ours,
          await timeDownload(`http://127.0.0.1:${port}${path}`, { 'x-api-key': seeded.key }),
        );
      }
      const after = memoryOf(server.pid!);
      say(`${name}: memory ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB`);
      results.push({
        name,
        unit: 'ms',
        value: round(ours),
        baseline: round(base),
        ratio: round(base / ours, 3),
        p50Ms: round(ours),
        p99Ms: round(ours),
        db,
        memoryGrowthMb: round(Math.max(0, after.peak - before.rss)),
      });
    }
    return results;
  } finally {
    await stopProcess(baseServer);
    await stopProcess(server);
    await seeded.storage.drop();
  }
}

/** An HTTP call to a bench server with the bench key; its JSON, or an error naming the status. */
async function callJson(port: number, key: string, method: string, path: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as { id: string };
}

/**
 * `period-close`: closing the month of 1,000 employees (124,000 marks, the exports' month) with the time bank
 * enabled, against the baseline streaming the same month's marks with one SELECT; best of `ROUNDS` (the
 * period reopened between rounds). Also the server's peak memory growth; `period-close-stall`: the worst
 * latency of a `GET /healthz` sent every 10 ms while the close runs (the close yields between chunks of
 * employees, so the event loop must never be held long); and `period-close-turn` and `period-reopen-turn`: the
 * most CPU the server's main thread spent in one turn of its event loop during the timed closes and their
 * reopens (`bench/loop-turns.mjs`), which the machine's other load does not inflate as it does the wait.
 */
async function periodClose(): Promise<Scenario[]> {
  const seeded = await seed('period_close', ['periods:write', 'time-bank:read', 'time-bank:write'], 0);
  const database = openDatabase(loadConfig({ ...process.env, ...seeded.env }, { dotenv: false }));
  const marks = await seedMonth(
    database.db,
    { tenantId: seeded.tenantId, environment: 'live' },
    EXPORT_EMPLOYEES,
    MONTH,
    cpfFor,
  );
  await database.close();
  say(`period-close: seeded ${marks} marks`);
  const turnsFile = path.join(seeded.env.DATA_DIR!, 'loop-turns.json');
  const { basePort, port, baseServer, server } = await startPair(seeded, {
    ...seeded.env,
    PONTUAL_DISPATCHER: 'false',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.resolve('bench/loop-turns.mjs')}`,
    PONTUAL_BENCH_TURNS_FILE: turnsFile,
  });
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  const closeWindows: [number, number][] = [];
  const reopenWindows: [number, number][] = [];
  let scenarios: Scenario[];
  try {
    await callJson(port, seeded.key, 'PUT', '/v1/time-bank/policy', {
      enabled: true,
      agreement: 'individual',
      creditMultiplier: 1.5,
      debitAbsences: true,
      holidayAndRestToBank: false,
    });
    const close = async (timed: boolean) => {
      let worst = 0;
      let running = true;
      const pings = (async () => {
        while (running) {
          const started = performance.now();
          await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.arrayBuffer());
          worst = Math.max(worst, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const started = performance.now();
      const closeStarted = nowUs();
      const period = await callJson(port, seeded.key, 'POST', '/v1/periods', {
        from: `${MONTH}-01`,
        to: `${MONTH}-31`,
      });
      const elapsed = performance.now() - started;
      const reopenStarted = nowUs();
      running = false;
      await pings;
      await callJson(port, seeded.key, 'POST', `/v1/periods/${period.id}/reopen`);
      if (timed) {
        closeWindows.push([closeStarted, reopenStarted]);
        reopenWindows.push([reopenStarted, nowUs()]);
      }
      return { elapsed, worst };
    };
    // One close first, as the exports download once: compiled code and caches are not the close's memory.
    await close(false);
    resetPeakMemory(server.pid!);
    const before = memoryOf(server.pid!);
    let ours = Infinity;
    let base = Infinity;
    let stall = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      say(`period-close: round ${r}/${ROUNDS}…`);
      base = Math.min(
        base,
        await timeDownload(
          `http://127.0.0.1:${basePort}/marks?from=${MONTH}-01T03:00:00Z&to=2026-11-01T03:00:00Z`,
        ),
      );
      const { elapsed, worst } = await close(true);
      ours = Math.min(ours, elapsed);
      stall = Math.max(stall, worst);
    }
    const after = memoryOf(server.pid!);
    say(`period-close: memory ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB`);
    scenarios = [
      {
        name: 'period-close',
        unit: 'ms',
        value: round(ours),
        baseline: round(base),
        ratio: round(base / ours, 3),
        p50Ms: round(ours),
        p99Ms: round(ours),
        db,
        memoryGrowthMb: round(Math.max(0, after.peak - before.rss)),
      },
      {
        name: 'period-close-stall',
        unit: 'ms',
        value: round(stall),
        baseline: 0,
        ratio: 0,
        p50Ms: round(stall),
        p99Ms: round(stall),
        db,
      },
    ];
  } finally {
    await stopProcess(baseServer);
    await stopProcess(server);
  }
  // The server writes its turns as it exits.
  const turns = JSON.parse(readFileSync(turnsFile, 'utf8')) as [number, number][];
  await seeded.storage.drop();
  const turnScenario = (name: string, windows: [number, number][]): Scenario => {
    const inside = turns.filter(([at]) => windows.some(([from, to]) => at >= from && at <= to));
    const longest = inside.map(([, cpuMs]) => cpuMs).sort((a, b) => b - a);
    const worst = longest[0] ?? 0;
    say(
      `${name}: worst ${longest.slice(0, 5).join(', ') || 0} ms, ${longest.filter((cpuMs) => cpuMs > 5).length} turns over 5 ms`,
    );
    return { name, unit: 'ms', value: worst, baseline: 0, ratio: 0, p50Ms: worst, p99Ms: worst, db };
  };
  return [
    ...scenarios,
    turnScenario('period-close-turn', closeWindows),
    turnScenario('period-reopen-turn', reopenWindows),
  ];
}

const BATCH_MARKS = 1000;

/**
 * `batch-clock-ins`: 1,000 clock-ins (of 50 employees) as one `POST /v1/time-entries/batch` against the same
 * 1,000 as single `POST /v1/time-entries`, sent over `connections` connections at once; best of `ROUNDS`
 * each. The ratio is how many times faster the batch is (the singles' time ÷ the batch's).
 */
async function batchClockIns(): Promise<Scenario[]> {
  const seeded = await seed('batch_clock_ins', ['time-entries:write'], 50);
  const port = await freePort();
  const server = await startProcess(
    'node',
    pontualArgs('dist/main.js'),
    { ...seeded.env, PONTUAL_DISPATCHER: 'false' },
    port,
  );
  const items = Array.from({ length: BATCH_MARKS }, (_, i) => ({
    employeeId: seeded.employeeIds[i % seeded.employeeIds.length]!,
  }));
  try {
    const singles = async () => {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < items.length)
            await callJson(port, seeded.key, 'POST', '/v1/time-entries', items[next++]);
        }),
      );
      return performance.now() - started;
    };
    const batch = async () => {
      const started = performance.now();
      const { results } = (await callJson(port, seeded.key, 'POST', '/v1/time-entries/batch', {
        items,
      })) as unknown as { results: { status: number }[] };
      const elapsed = performance.now() - started;
      if (results.some((r) => r.status !== 201)) throw new Error('batch-clock-ins: an item was refused');
      return elapsed;
    };
    // Once each first: compiled code and warm caches are not what is measured.
    await singles();
    await batch();
    let base = Infinity;
    let ours = Infinity;
    for (let r = 1; r <= ROUNDS; r++) {
      say(`batch-clock-ins: round ${r}/${ROUNDS}…`);
      base = Math.min(base, await singles());
      ours = Math.min(ours, await batch());
    }
    return [
      {
        name: 'batch-clock-ins',
        unit: 'ms',
        value: round(ours),
        baseline: round(base),
        ratio: round(base / ours, 3),
        p50Ms: round(ours),
        p99Ms: round(ours),
        db,
      },
    ];
  } finally {
    await stopProcess(server);
    await seeded.storage.drop();
  }
}

/**
 * `scale-out`: `GET /v1/employees?limit=20` served by two API processes (the load split between them, as a
 * load balancer would) vs by one, same total connections; the ratio is the speed-up. Both share the
 * database (PostgreSQL, or the SQLite file) and, on this machine, the same two cores as the load.
 */
async function scaleOut(): Promise<Scenario[]> {
  const seeded = await seed('scale_out', ['employees:read'], 40);
  const env = { ...seeded.env, PONTUAL_DISPATCHER: 'false' };
  const ports = [await freePort(), await freePort()];
  const servers = [
    await startProcess('node', pontualArgs('dist/main.js'), env, ports[0]!),
    await startProcess('node', pontualArgs('dist/main.js'), env, ports[1]!),
  ];
  const target = (port: number, share: number) =>
    load({
      url: `http://127.0.0.1:${port}/v1/employees?limit=20`,
      headers: { 'x-api-key': seeded.key },
      connections: Math.max(1, Math.round(connections * share)),
      durationSeconds,
    });
  try {
    let one: LoadResult | undefined;
    let two = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      say(`scale-out: round ${round}/${ROUNDS}…`);
      const single = await target(ports[0]!, 1);
      if (!one || single.requestsPerSecond > one.requestsPerSecond) one = single;
      const split = await Promise.all([target(ports[0]!, 0.5), target(ports[1]!, 0.5)]);
      two = Math.max(two, split[0].requestsPerSecond + split[1].requestsPerSecond);
    }
    return [
      {
        name: 'scale-out',
        unit: 'req/s',
        value: round(two),
        baseline: round(one!.requestsPerSecond),
        ratio: round(two / one!.requestsPerSecond, 3),
        p50Ms: one!.p50Ms,
        p99Ms: one!.p99Ms,
        db,
      },
    ];
  } finally {
    for (const server of servers) await stopProcess(server);
    await seeded.storage.drop();
  }
}

/** Employees created for the latency part are numbered from here, so their CPFs never meet the backlog's. */
const LATENCY_CPF_BASE = 100_000;
const DELIVERY_EVENTS = Number(args.backlog);
/**
 * Deliveries each side makes before its timed ones, as every other scenario warms up: a fresh worker compiles
 * its code and fills its statement caches during its first few hundred deliveries.
 */
const DELIVERY_WARMUP_EVENTS = 500;
const DELIVERY_BACKLOG_MAX = LATENCY_CPF_BASE - 10_000 - DELIVERY_WARMUP_EVENTS;
if (!Number.isInteger(DELIVERY_EVENTS) || DELIVERY_EVENTS < 2 || DELIVERY_EVENTS > DELIVERY_BACKLOG_MAX)
  throw new Error(`--backlog must be a whole number from 2 to ${DELIVERY_BACKLOG_MAX}`);
const LATENCY_RATE = 200;
const LATENCY_EVENTS = 1000;
const LATENCY_TARGET_MS = 50;
const LATENCY_WARMUP_EVENTS = 400;
const TEST_CA = path.resolve('test/fixtures/tls/ca.pem');

/**
 * Webhook delivery, in two figures:
 * - `webhook-delivery`: events per second that `npm run worker` (its own process) delivers, signed, to a
 *   loopback HTTPS receiver, draining an outbox of 2,000 events (`--backlog`) after 500 untimed ones; vs this
 *   process sending the same numbers of plain signed POSTs straight to the receiver with undici, at the
 *   dispatcher's per-endpoint concurrency.
 * - `webhook-latency`: commit-to-receipt p95 while the API takes 200 events a second (the server delivering
 *   as it goes); its "baseline" is the 50 ms target, so the ratio is target ÷ p95.
 */
async function webhookDelivery(): Promise<Scenario[]> {
  const receiver = await Receiver.start();
  const seeded = await seed('webhooks', ['webhooks:write', 'employees:write'], 0);
  const env = {
    ...seeded.env,
    PONTUAL_MASTER_KEY: randomBytes(32).toString('hex'),
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
    NODE_EXTRA_CA_CERTS: TEST_CA,
  };
  const concurrency = 4;
  const post = async (port: number, url: string, payload: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': seeded.key },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ secret?: string }>;
  };
  try {
    // Fill the outbox with the dispatcher off, then time a worker draining it.
    const port = await freePort();
    const api = await startProcess(
      'node',
      pontualArgs('dist/main.js'),
      { ...env, PONTUAL_DISPATCHER: 'false' },
      port,
    );
    let secret: string;
    try {
      secret = (await post(port, '/v1/webhooks', { url: receiver.url, events: ['employee.created'] }))
        .secret!;
      const seededEvents = DELIVERY_WARMUP_EVENTS + DELIVERY_EVENTS;
      for (let i = 0; i < seededEvents; i += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, seededEvents - i) }, (_, j) =>
            post(port, '/v1/employees', { name: `Webhook ${i + j}`, cpf: cpfFor(10_000 + i + j) }),
          ),
        );
      }
    } finally {
      await stopProcess(api);
    }
    say(
      `webhook-delivery: ${DELIVERY_WARMUP_EVENTS} + ${DELIVERY_EVENTS} events in the outbox; draining with npm run worker…`,
    );
    const worker = spawn('node', pontualArgs('dist/worker.js'), {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let ours: number;
    let workerCpuUs: number;
    try {
      await waitFor(
        () => receiver.requests.length >= DELIVERY_WARMUP_EVENTS + 1,
        60_000,
        'the warm-up deliveries',
      );
      const cpuAtFirst = cpuMsOf(worker.pid!);
      const firstTimed = receiver.requests.length - 1;
      await waitFor(
        () => receiver.requests.length >= DELIVERY_WARMUP_EVENTS + DELIVERY_EVENTS,
        Math.max(120_000, DELIVERY_EVENTS * 20),
        'the worker to drain the outbox',
      );
      const timed = receiver.requests.length - 1 - firstTimed;
      workerCpuUs = ((cpuMsOf(worker.pid!) - cpuAtFirst) * 1000) / timed;
      const times = receiver.requests.map((r) => r.at);
      ours = timed / ((times.at(-1)! - times[firstTimed]!) / 1000);
    } finally {
      await stopProcess(worker);
    }

    say('webhook-delivery: baseline, signed POSTs straight from undici…');
    const sample = receiver.requests[0]!.body;
    const agent = new Agent({ connections: concurrency, connect: { ca: readFileSync(TEST_CA) } });
    const postSigned = async (count: number) => {
      let sent = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (sent < count) {
            sent++;
            const signature = signatureHeader(secret, Math.floor(Date.now() / 1000), sample);
            const response = await request(receiver.url, {
              method: 'POST',
              dispatcher: agent,
              headers: { 'content-type': 'application/json', 'x-pontual-signature': signature },
              body: sample,
            });
            await response.body.text();
          }
        }),
      );
    };
    await postSigned(DELIVERY_WARMUP_EVENTS);
    const started = performance.now();
    await postSigned(DELIVERY_EVENTS);
    const baseline = DELIVERY_EVENTS / ((performance.now() - started) / 1000);
    await agent.close();

    say(`webhook-latency: ${LATENCY_EVENTS} events at ${LATENCY_RATE}/s through the API…`);
    receiver.requests.length = 0;
    const apiPort = await freePort();
    const server = await startProcess('node', pontualArgs('dist/main.js'), env, apiPort);
    let latencies: number[];
    /** How long the API took to answer each create: the part of the latency spent before the commit. */
    let answerMs: number[] = [];
    /** `count` employees created at LATENCY_RATE a second, numbered from `first`; resolves once all are delivered. */
    const steadyLoad = async (first: number, count: number) => {
      const begun = Date.now();
      const writes: Promise<unknown>[] = [];
      for (let i = 0; i < count; i++) {
        const due = begun + (i * 1000) / LATENCY_RATE;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
        const n = first + i;
        const sentAt = Date.now();
        writes.push(
          post(apiPort, '/v1/employees', { name: `Latency ${n}`, cpf: cpfFor(LATENCY_CPF_BASE + n) }).then(
            () => answerMs.push(Date.now() - sentAt),
          ),
        );
      }
      await Promise.all(writes);
      await waitFor(() => receiver.requests.length >= count, 60_000, 'every delivery');
    };
    try {
      // Warm-up, as for every other scenario: a fresh process compiles its code, opens its pool's connections
      // and fills its statement caches during its first second of load, which is not what a running service
      // looks like.
      await steadyLoad(0, LATENCY_WARMUP_EVENTS);
      receiver.requests.length = 0;
      answerMs = [];
      await steadyLoad(LATENCY_WARMUP_EVENTS, LATENCY_EVENTS);
      answerMs.sort((a, b) => a - b);
      say(
        `webhook-latency: the API answered its creates in p50 ${percentile(answerMs, 50)} ms, p95 ${percentile(answerMs, 95)} ms`,
      );
      latencies = receiver.requests
        .map((r) => r.at - Date.parse((JSON.parse(r.body) as { createdAt: string }).createdAt))
        .sort((a, b) => a - b);
    } finally {
      await stopProcess(server);
    }
    const pct = (p: number) => percentile(latencies, p);
    return [
      {
        name: 'webhook-delivery',
        unit: 'events/s',
        value: round(ours),
        baseline: round(baseline),
        ratio: round(ours / baseline, 3),
        p50Ms: 0,
        p99Ms: 0,
        db,
        serverCpuUs: Math.round(workerCpuUs),
      },
      {
        name: 'webhook-latency',
        unit: 'ms',
        value: pct(95),
        baseline: LATENCY_TARGET_MS,
        ratio: round(LATENCY_TARGET_MS / Math.max(1, pct(95)), 3),
        p50Ms: pct(50),
        p99Ms: pct(99),
        db,
      },
    ];
  } finally {
    await receiver.stop();
    await seeded.storage.drop();
  }
}

const best = (results: LoadResult[]) =>
  results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

say('building…');
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
const groups: Record<string, () => Promise<Scenario[]>> = {
  'list-employees': async () => [await listEmployees()],
  'clock-in': async () => [await clockIn()],
  exports,
  'period-close': periodClose,
  webhooks: webhookDelivery,
  'scale-out': scaleOut,
  'batch-clock-ins': batchClockIns,
};
if (args.scale) {
  const scale = await scaleBench(Number(args.scale), say);
  if (args.json) process.stdout.write(`${JSON.stringify({ scale })}\n`);
  else {
    say(`scale: employees and marks of the two tenants: ${JSON.stringify(scale.sizes)}`);
    console.table(
      scale.operations.map((o) => ({
        operation: o.name,
        'small ms': o.ms[0],
        'large ms': o.ms[1],
        'time ×': o.msRatio,
        'small peak MB': o.peakMb[0],
        'large peak MB': o.peakMb[1],
        'peak ×': o.peakRatio,
        'growth MB': o.growthMb.join(' → '),
      })),
    );
    console.table(
      scale.latency.map((l) => ({
        size: l.size,
        during: l.during,
        'healthz p50/p99/max ms': `${l.healthz.p50} / ${l.healthz.p99} / ${l.healthz.max}`,
        'clock-in p50/p99/max ms': `${l.clockIn.p50} / ${l.clockIn.p99} / ${l.clockIn.max}`,
        'worst turn ms (CPU)': l.worstTurnMs,
        'turns over 50 ms': l.turnsOver50Ms,
      })),
    );
  }
  process.exit(0);
}
const scenarios: Scenario[] = [];
for (const [group, run] of Object.entries(groups))
  if (!args.only || args.only === group) scenarios.push(...(await run()));

if (args.json) {
  process.stdout.write(`${JSON.stringify({ scenarios })}\n`);
} else {
  console.table(
    scenarios.map((s) => ({
      scenario: s.name,
      db: s.db,
      [`ours (${s.unit})`]: s.value,
      [`baseline (${s.unit})`]: s.baseline,
      ratio: s.ratio,
      'p50 ms': s.p50Ms,
      'p99 ms': s.p99Ms,
      'memory growth MB': s.memoryGrowthMb ?? '',
      'server CPU µs each': s.serverCpuUs ?? '',
    })),
  );
}

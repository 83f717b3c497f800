import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createApiKey } from '../src/modules/keys/keys.service.js';
import { createEmployee } from '../src/modules/employees/employees.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import {
  type BenchDb,
  createStorage,
  freePort,
  load,
  type LoadResult,
  startProcess,
  stopProcess,
} from './lib.js';

/**
 * `npm run bench [-- --json] [-- --db postgres] [-- --duration 10] [-- --connections 20]`
 * Each scenario runs the real server (node dist/main.js) and its baseline in separate processes, loads each
 * with the same concurrency from this process, and reports ours ÷ baseline (higher is better).
 */
const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const db = args.db as BenchDb;
if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
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
}

async function listEmployees(): Promise<Scenario> {
  const storage = await createStorage(db, 'list_employees');
  const env = { ...storage.env, PONTUAL_RATE_LIMIT_PER_MINUTE: '100000000' };
  const database = openDatabase(loadConfig({ ...process.env, ...env }, { dotenv: false }));
  await migrateToLatest(database.db);
  const { tenant } = await createTenant(database.db, { name: 'Bench Ltda', adminEmail: 'bench@example.com' });
  const { key } = await createApiKey(
    database.db,
    { tenantId: tenant.id, environment: 'live', name: 'bench', scopes: ['employees:read'] },
    { type: 'cli' },
  );
  for (let i = 0; i < 40; i++) {
    await createEmployee(
      database.db,
      { tenantId: tenant.id, environment: 'live' },
      { name: `Employee ${i}`, cpf: cpfFor(i) },
    );
  }
  await database.close();

  try {
    const basePort = await freePort();
    const port = await freePort();
    const baseline = await startProcess(
      process.execPath,
      ['--import', 'tsx', 'bench/baseline-server.ts'],
      { ...env, BENCH_TENANT_ID: tenant.id },
      basePort,
    );
    const server = await startProcess('node', ['dist/main.js'], env, port);
    // Alternate the two, twice, and keep each one's best round: shared machines are noisy, and noise only
    // ever slows a round down.
    const rounds: { base: LoadResult; ours: LoadResult }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      say(`list-employees: round ${round}/${ROUNDS}…`);
      const base = await load({
        url: `http://127.0.0.1:${basePort}/employees`,
        connections,
        durationSeconds,
      });
      const ours = await load({
        url: `http://127.0.0.1:${port}/v1/employees?limit=20`,
        headers: { 'x-api-key': key },
        connections,
        durationSeconds,
      });
      if (ours.non2xx > 0 || base.non2xx > 0)
        throw new Error(`non-2xx answers: ours ${ours.non2xx}, baseline ${base.non2xx}`);
      rounds.push({ base, ours });
    }
    await stopProcess(baseline);
    await stopProcess(server);
    const base = best(rounds.map((r) => r.base));
    const ours = best(rounds.map((r) => r.ours));
    return {
      name: 'list-employees',
      unit: 'req/s',
      value: round(ours.requestsPerSecond),
      baseline: round(base.requestsPerSecond),
      ratio: round(ours.requestsPerSecond / base.requestsPerSecond, 3),
      p50Ms: ours.p50Ms,
      p99Ms: ours.p99Ms,
      db,
    };
  } finally {
    await storage.drop();
  }
}

/** A valid CPF derived from `n` (check digits computed), for seeding. */
function cpfFor(n: number): string {
  const base = String(100000000 + n * 7919).slice(0, 9);
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

const ROUNDS = 2;
const best = (results: LoadResult[]) =>
  results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

say('building…');
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
const scenarios = [await listEmployees()];

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
    })),
  );
}

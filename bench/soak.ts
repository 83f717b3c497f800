import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createEmployee } from '../src/modules/employees/employees.service.js';
import { createApiKey } from '../src/modules/keys/keys.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { nextCpf } from '../test/support/fixtures.js';
import { type BenchDb, createStorage, freePort, pontualArgs, startProcess, stopProcess } from './lib.js';

/**
 * `npm run soak [-- --db postgres] [-- --minutes 3] [-- --rate 200]`
 * A bounded soak on loopback: the real server (`node dist/main.js`) under a steady mixed load — clock-ins and
 * employee lists — at a fixed request rate, in 30-second windows. Prints per
 * window the rate served, p50/p99 and the server's resident memory, so drift in either shows.
 */
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    minutes: { type: 'string', default: '3' },
    rate: { type: 'string', default: '200' },
  },
});
const db = args.db as BenchDb;
const windows = Math.max(1, Math.round((Number(args.minutes) * 60) / 30));
const rate = Number(args.rate);

const storage = await createStorage(db, 'soak');
const env = {
  ...storage.env,
  PONTUAL_RATE_LIMIT_PER_MINUTE: '100000000',
  PONTUAL_MASTER_KEY: randomBytes(32).toString('hex'),
};
const database = openDatabase(loadConfig({ ...process.env, ...env }, { dotenv: false }));
await migrateToLatest(database.db);
const { tenant } = await createTenant(database.db, {
  name: 'Soak Ltda',
  document: '12345678000195',
  adminEmail: 'soak@example.com',
});
const scope = { tenantId: tenant.id, environment: 'live' as const };
const { key } = await createApiKey(database.db, { ...scope, name: 'soak', scopes: 'all' }, { type: 'cli' });
const employees: string[] = [];
for (let i = 0; i < 50; i++)
  employees.push((await createEmployee(database.db, scope, { name: `Soak ${i}`, cpf: nextCpf() })).id);
await database.close();

const port = await freePort();
const server = await startProcess('node', [...pontualArgs('dist/main.js'), '--expose-gc'], env, port);
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const headers = { 'x-api-key': key, 'content-type': 'application/json' };
let n = 0;
const rows: Record<string, number | string>[] = [];
try {
  for (let w = 1; w <= windows; w++) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      overallRate: rate,
      duration: 30,
      // Each connection cycles through these in order: half clock-ins, half reads.
      requests: [
        {
          method: 'POST',
          path: '/v1/time-entries',
          headers,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ employeeId: employees[n++ % employees.length], source: 'device' }),
          }),
        },
        { method: 'GET', path: '/v1/employees?limit=20', headers },
      ],
    });
    rows.push({
      window: `${(w - 1) * 30}–${w * 30} s`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      'RSS MB': Math.round(rssMb()),
    });
    process.stderr.write(`${JSON.stringify(rows.at(-1))} ${JSON.stringify(result.statusCodeStats)}\n`);
  }
} finally {
  await stopProcess(server);
  await storage.drop();
}
console.table(rows);

import { parseArgs } from 'node:util';
import { createTestApp } from '../test/support/harness.js';
import { nextCpf } from '../test/support/fixtures.js';
import { Receiver, waitFor } from '../test/support/receiver.js';

/**
 * `NODE_EXTRA_CA_CERTS=test/fixtures/tls/ca.pem npx tsx bench/latency.ts [--db postgres] [--events 200] [--rate 200]`
 * Commit-to-receipt latency of webhook deliveries: events created at a steady rate through the API, each
 * delivered to a loopback HTTPS receiver; latency = receipt time − the event's `createdAt` (set in the
 * creating transaction).
 */
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    events: { type: 'string', default: '200' },
    rate: { type: 'string', default: '200' },
  },
});
process.env.PONTUAL_TEST_DB = args.db;
const count = Number(args.events);
const intervalMs = 1000 / Number(args.rate);

const receiver = await Receiver.start();
const t = await createTestApp({
  PONTUAL_DISPATCHER: 'true',
  PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
  PONTUAL_RATE_LIMIT_PER_MINUTE: '1000000',
});
await t.app.ready();
const tenant = await t.seedTenant();
const { key } = await tenant.key();
await t.request({
  method: 'POST',
  url: '/v1/webhooks',
  key,
  payload: { url: receiver.url, events: ['employee.created'] },
});
const started = Date.now();
for (let i = 0; i < count; i++) {
  const due = started + i * intervalMs;
  if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  void t.request({ method: 'POST', url: '/v1/employees', key, payload: { name: `L ${i}`, cpf: nextCpf() } });
}
await waitFor(() => receiver.requests.length >= count, 60_000, 'all deliveries');
const latencies = receiver.requests
  .map((r) => r.at - Date.parse((JSON.parse(r.body) as { createdAt: string }).createdAt))
  .sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(
  JSON.stringify({
    db: args.db,
    events: count,
    ratePerSecond: Number(args.rate),
    p50Ms: pct(50),
    p95Ms: pct(95),
    p99Ms: pct(99),
    maxMs: latencies.at(-1),
  }),
);
await t.close();
await receiver.stop();

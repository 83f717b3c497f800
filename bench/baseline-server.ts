import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import type { Database } from '../src/platform/db/schema.js';

/**
 * The baselines an integrator would write by hand, with no key check, rate limit, audit or schema:
 * `GET /employees` runs the same SELECT as `GET /v1/employees?limit=20`; `POST /echo` parses and echoes a body;
 * `GET /marks` streams a period's marks with one SELECT.
 */
const config = loadConfig();
const database = openDatabase(config);
const tenantId = process.env.BENCH_TENANT_ID!;
// The service's PostgreSQL pool is pipelined and holds no cursor; the hand-written floor streams with one.
const streamingDb = config.databaseUrl
  ? new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: config.databaseUrl, max: 2 }),
        cursor: Cursor,
      }),
      plugins: [new CamelCasePlugin()],
    })
  : database.db;
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/employees', async () =>
  database.db
    .selectFrom('employees')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('environment', '=', 'live')
    .orderBy('id')
    .limit(20)
    .execute(),
);

app.post('/echo', async (request) => request.body);

/** One raw SELECT of every mark in the period, streamed out as JSON lines: the floor for the exports. */
app.get('/marks', async (request, reply) => {
  const { from, to } = request.query as { from: string; to: string };
  const rows = streamingDb
    .selectFrom('timeEntries')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('environment', '=', 'live')
    .where('occurredAt', '>=', Date.parse(from))
    .where('occurredAt', '<', Date.parse(to))
    .orderBy('employeeId')
    .orderBy('occurredAt')
    .stream(1000);
  async function* lines() {
    for await (const row of rows) yield `${JSON.stringify(row)}\n`;
  }
  return reply.type('application/x-ndjson').send(Readable.from(lines()));
});

await app.listen({ port: config.port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => (streamingDb === database.db ? undefined : streamingDb.destroy()))
      .then(() => database.close())
      .then(() => process.exit(0)),
);

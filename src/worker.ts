import { createRequire } from 'node:module';
import pino from 'pino';
import { WebhookDispatcher } from './modules/webhooks/delivery/dispatcher.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { loggerOptions } from './platform/logging.js';
import { scheduleHousekeeping } from './platform/housekeeping.js';
import { SecretBox } from './platform/secrets.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * `npm run worker`: the webhook dispatcher (and housekeeping) alone, without HTTP, so delivery scales apart
 * from the API. Run the API with PONTUAL_DISPATCHER=false beside it, or not: dispatchers share the work.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const dispatcher = new WebhookDispatcher({
    database,
    secrets: SecretBox.fromConfig(config),
    config,
    log,
    version,
  });
  const stopHousekeeping = scheduleHousekeeping(database.db, config, log);
  await dispatcher.start();
  log.info('webhook worker started');

  const shutdown = (signal: string) => {
    log.info({ signal }, 'worker shutting down: finishing deliveries in flight');
    stopHousekeeping();
    dispatcher
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`pontual worker: ${message}\n`);
  process.exit(1);
});

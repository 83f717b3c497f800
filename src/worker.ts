import { createRequire } from 'node:module';
import pino from 'pino';
import { WebhookDispatcher } from './modules/webhooks/delivery/dispatcher.js';
import { ExportRunner } from './modules/exports/export-runner.js';
import { PdfRenderer } from './modules/reports/pdf-renderer.js';
import { ReportSlots } from './modules/reports/report-slots.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { loggerOptions } from './platform/logging.js';
import { scheduleHousekeeping } from './platform/housekeeping.js';
import { SecretBox } from './platform/secrets.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * `npm run worker`: the webhook dispatcher, the export jobs' runner (and housekeeping) alone, without HTTP, so
 * delivery and long exports scale apart from the API. Run the API with PONTUAL_DISPATCHER=false beside it, or
 * not: dispatchers share the work, and runners take each job under a lease.
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
  const pdf = new PdfRenderer(config.reportConcurrency);
  const exportRunner = new ExportRunner({
    db: database.db,
    log,
    aej: { layoutVersion: config.legalFiles.aejLayoutVersion, program: { name: 'Pontual', version } },
    developer: config.legalFiles.developer,
    pdf,
    slots: new ReportSlots(config.reportConcurrency),
    onFinished: () => dispatcher.poke('events'),
  });
  const stopHousekeeping = scheduleHousekeeping(database.db, config, log);
  await dispatcher.start();
  exportRunner.start();
  log.info('webhook worker started');

  const shutdown = (signal: string) => {
    log.info({ signal }, 'worker shutting down: finishing deliveries in flight');
    stopHousekeeping();
    Promise.all([dispatcher.stop(), exportRunner.stop()])
      .then(() => pdf.close())
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

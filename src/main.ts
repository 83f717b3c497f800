import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { scheduleHousekeeping } from './platform/housekeeping.js';

/**
 * `npm start`: validates the configuration, migrates, joins the REP-P service (its 07, decision 019), serves,
 * and shuts down cleanly on SIGTERM/SIGINT (the service's 08 when this was its last process).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  const stopHousekeeping = scheduleHousekeeping(app.deps.database.db, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopHousekeeping();
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 25 s; exiting');
      process.exit(1);
    }, 25_000).unref();
    // Keep-alive connections become idle once their in-flight request is answered; close them as they do,
    // or the server would wait for the clients to hang up.
    const drain = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        clearInterval(drain);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Before listening: no mark of this run can be numbered before the service's 07.
  await app.deps.serviceAvailability.start();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`pontual: ${message}\n`);
  process.exit(1);
});

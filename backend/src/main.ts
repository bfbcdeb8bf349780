import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.factory';
import { GracefulShutdown } from './common/lifecycle/graceful-shutdown';
import { ConfigError, loadConfig } from './config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { waitForDatabase } from './database/wait-for-database';
import { SUB_APPS } from './sub-apps';

async function bootstrap() {
  // JSON lines from the first one; once the app exists, Nest logs through Fastify's logger (pino).
  Logger.overrideLogger(new ConsoleLogger({ json: true }));
  const logger = new Logger('Bootstrap');
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env, SUB_APPS);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dir: join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      database: 'app',
      // Stopped last, by the graceful shutdown below.
      callerHandlesSignals: true,
      log: (line) => config.logLevel === 'debug' && logger.debug(line),
    });
    databaseUrl = embedded.url;
    logger.log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedPgPort} (data in ${config.dataDir})`);
  } else {
    // A node started before its database waits for it (STARTUP_TIMEOUT_S) instead of exiting.
    await waitForDatabase(databaseUrl, { timeoutS: config.startupTimeoutS, log: (line) => logger.warn(line) });
  }
  const app = await createApp(config, databaseUrl);
  // SIGTERM/SIGINT: readiness 503, finish what runs, close in order, exit 0 within SHUTDOWN_TIMEOUT_MS.
  const shutdown = new GracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs, after: () => embedded?.stop() ?? Promise.resolve() });
  process.on('SIGINT', () => void shutdown.run('SIGINT'));
  process.on('SIGTERM', () => void shutdown.run('SIGTERM'));
  // Every interface, as Node's own default: IPv6 and IPv4 where the machine has IPv6, else IPv4.
  await app.listen(config.port, '::').catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EAFNOSUPPORT' && err.code !== 'EADDRNOTAVAIL') throw err;
    return app.listen(config.port, '0.0.0.0');
  });
  logger.log(`${config.appName} listening on http://localhost:${config.port}`);
}

bootstrap().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

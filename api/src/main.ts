import { ConfigError, loadConfig } from './config/app-config.js';
import { createRootLogger } from './common/logging/logger.js';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';
import { createApp } from './bootstrap.js';

/** HTTP entry: validated config → database (configured or embedded) → app → listen; clean stop on signals. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const logger = createRootLogger(config.logLevel);

  const embedded = config.database.url
    ? undefined
    : await startEmbeddedPostgres(config.database.dataDir, config.database.embeddedPort, (line) =>
        logger.debug({ component: 'embedded-postgres' }, line),
      );
  if (embedded)
    logger.info({ dataDir: config.database.dataDir }, 'Using the embedded PostgreSQL (DATABASE_URL not set)');
  const databaseUrl = config.database.url ?? embedded!.url;

  const app = await createApp(config, databaseUrl, logger);
  await app.nest.listen(config.port, config.host ?? '');
  logger.info({ url: config.appUrl, port: config.port }, 'API listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    let clean = true;
    for (const [what, step] of [
      ['app', () => app.close()],
      ['embedded database', () => embedded?.stop()],
    ] as const) {
      try {
        await step();
      } catch (err) {
        clean = false;
        logger.error({ err }, `Stopping the ${what} failed`);
      }
    }
    logger.info(clean ? 'Stopped cleanly' : 'Stopped with errors');
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

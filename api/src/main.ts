import { createApp } from './bootstrap.js';
import { createRootLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { exitOnBootFailure } from './exit-on-boot-failure.js';
import { listenForClients } from './http-listen.js';
import { resolveDatabase } from './database/resolve-database.js';
import { stopOnSignals } from './stop-on-signals.js';

/** HTTP entry (and queue workers unless RUN_WORKERS=false): config → database → app → listen. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config.logLevel);
  const database = await resolveDatabase(config, logger);
  const app = await createApp(config, database.url, logger);
  await listenForClients(app.nest, config.port, config.host ?? '');
  logger.info({ url: config.appUrl, port: config.port, workers: config.runWorkers }, 'API listening');
  stopOnSignals(logger, [
    ['app', () => app.close()],
    ['embedded database', () => database.stop()],
  ]);
}

main().catch(exitOnBootFailure);

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { stopOnSignals } from './stop-on-signals.js';

/**
 * Queue workers without HTTP, for scaling out: run as many as needed on any machines that reach the same
 * PostgreSQL (`pnpm --filter @app/api worker`). Needs DATABASE_URL: the embedded database belongs to one API.
 */
async function main(): Promise<void> {
  const config = { ...loadConfigOrExit(), runWorkers: true };
  if (!config.database.url) {
    console.error("DATABASE_URL: is required for a separate worker (it must reach the API's database)");
    process.exit(78);
  }
  const logger = createRootLogger(config.logLevel);
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, config.database.url, logger), {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
  });
  await context.init();
  logger.info({ concurrency: config.search.workerConcurrency }, 'Worker started');
  stopOnSignals(logger, [['worker', () => context.close()]]);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

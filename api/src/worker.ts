import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { exitOnBootFailure } from './exit-on-boot-failure.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { MetricsService } from './metrics/metrics.service.js';
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
  // No HTTP server here: METRICS_PORT serves this process's /metrics (same token as the API's).
  const metricsServer =
    config.metricsPort !== undefined && config.metricsToken
      ? await startMetricsServer(context.get(MetricsService), {
          port: config.metricsPort,
          host: config.host,
          token: config.metricsToken,
        })
      : undefined;
  logger.info({ concurrency: config.search.workerConcurrency, metricsPort: metricsServer?.port }, 'Worker started');
  stopOnSignals(logger, [
    ['worker', () => context.close()],
    ['metrics', async () => metricsServer?.close()],
  ]);
}

main().catch(exitOnBootFailure);

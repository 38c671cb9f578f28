import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import passport from 'passport';
import pg from 'pg';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { PADDLE_WEBHOOK_PATH } from './billing/billing.constants.js';
import { absoluteExpiry, sessionMiddleware, sessionStore } from './auth/session.js';
import { HttpExceptionFilter } from './common/errors/http-exception.filter.js';
import { bearerCors, isCookielessBearer } from './auth/extension-tokens/bearer-cors.middleware.js';
import { bodyErrors } from './common/http/body-errors.middleware.js';
import { jsonDepthLimit } from './common/http/json-depth.middleware.js';
import { originCheck } from './common/http/origin-check.middleware.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { PinoNestLogger, requestLogger } from './common/logging/logger.js';
import { httpMetrics } from './metrics/http-metrics.middleware.js';
import { MetricsService } from './metrics/metrics.service.js';
import type { AppConfig } from './config/app-config.js';
import { serveWebApp } from './web-app/serve-web-app.js';

export interface App {
  nest: NestExpressApplication;
  close(): Promise<void>;
}

/**
 * Builds the whole HTTP application on a resolved database URL. main.ts listens on it; integration tests drive it
 * in-process with supertest. Middleware order: request log → security headers → body (its errors, depth) → no-store
 * → session → origin check.
 */
export async function createApp(config: AppConfig, databaseUrl: string, logger: Logger): Promise<App> {
  const server = express();
  const nest = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl, logger),
    new ExpressAdapter(server),
    {
      logger: new PinoNestLogger(logger.child({ component: 'nest' })),
      bodyParser: false,
    },
  );
  if (config.trustProxy) nest.set('trust proxy', 1);
  nest.disable('x-powered-by');

  nest.use(requestLogger(logger));
  nest.use(httpMetrics(nest.get(MetricsService)));
  nest.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          // Paddle.js and its overlay checkout frame (PADDLE_JS_URL's origin and PADDLE_CSP_ORIGINS).
          'script-src': ["'self'", ...config.billing.paddle.cspOrigins],
          'frame-src': ["'self'", ...config.billing.paddle.cspOrigins],
          'connect-src': ["'self'", ...config.billing.paddle.cspOrigins],
          // Upgrading is right behind https; on plain-http local runs it would break every asset.
          'upgrade-insecure-requests': config.appUrl.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  // Paddle's signature covers the exact bytes, so its webhook keeps the raw body (json below then skips it).
  nest.use(PADDLE_WEBHOOK_PATH, express.raw({ type: () => true, limit: config.bodyLimit }));
  nest.use(express.json({ limit: config.bodyLimit }));
  nest.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  nest.use(bodyErrors());
  nest.use(jsonDepthLimit());
  // Answers under /api are about someone (their user, resume, applications, admin lists): no cache may keep them.
  nest.use('/api', (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const sessionPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    application_name: 'job-assistant-sessions',
  });
  // An idle client losing its connection (a database restart, shutdown) must not crash the process; the pool
  // replaces it on the next request.
  sessionPool.on('error', (err) => logger.warn({ err }, 'Session store connection lost'));
  const sessions = sessionStore(config, sessionPool, logger);
  nest.use(sessionMiddleware(config, sessions));
  nest.use(absoluteExpiry(config.session.absoluteMs));
  nest.use(passport.initialize());
  // The extension's bearer requests: CORS (no credentials) and past the origin check; cookies keep both rules.
  nest.use('/api', bearerCors());
  // A digest's one-click unsubscribe is posted by mail providers and webmail from anywhere; its signed token decides.
  nest.use(
    '/api',
    originCheck(
      new URL(config.appUrl).origin,
      config.allowedOrigins,
      ['/notifications/unsubscribe'],
      isCookielessBearer,
    ),
  );

  if (config.web.serve && !serveWebApp(server, config.web.distDir)) {
    logger.warn({ distDir: config.web.distDir }, 'Web app not built; only the API is served (run pnpm build)');
  }

  // Prometheus scrapes /metrics at the root, where it looks by default.
  nest.setGlobalPrefix('api', { exclude: ['metrics'] });
  nest.useGlobalPipes(createValidationPipe());
  nest.useGlobalFilters(new HttpExceptionFilter());
  // No enableShutdownHooks(): main.ts owns the signals, so the database stops only after the app has closed.
  await nest.init();

  return {
    nest,
    close: async () => {
      await nest.close();
      await sessions.close();
      await sessionPool.end();
    },
  };
}

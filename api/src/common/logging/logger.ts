import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { Request } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createRootLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'api' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}

/** Per-request structured log lines, each with a request id (taken from X-Request-Id or made up) echoed back. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => (req as Request).url === '/api/health' },
    // A user's 4xx is an ordinary answer (a signed-out check is a 401); only the server's own failures are errors.
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    // One compact line per request; headers stay out of the logs (they carry cookies and tokens).
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Routes Nest's own logging (bootstrap, modules, exceptions) into the same pino stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: unknown) {
    const ctx = typeof context === 'string' ? { context } : {};
    if (message && typeof message === 'object') this.logger[level]({ ...ctx, ...message });
    else this.logger[level](ctx, String(message));
  }

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest.at(-1));
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
}

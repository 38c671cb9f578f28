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

type NestLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

const STACK = /\n[ \t]+at .+/;
const isStack = (value: unknown): value is string => typeof value === 'string' && STACK.test(value);

/**
 * Routes Nest's own logging (bootstrap, modules, exceptions) and every `new Logger(Context)` of ours into the same
 * pino stream. Nest calls `warn(message, ...params, context)` and `error(message, stack?, context)`: the context is
 * the last argument, a stack is recognised by its `at` lines, objects become fields (pino style, `{err}` included),
 * and the remaining text is the message; nothing is dropped.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: NestLevel, message: unknown, params: unknown[]) {
    const rest = [...params];
    const last = rest.at(-1);
    // Nest appends the logger's context; an error without a stack gets `undefined` in the stack's place.
    const context = typeof last === 'string' && !isStack(last) ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    const text: string[] = [];
    for (const part of [message, ...rest]) {
      if (part === undefined) continue;
      if (part instanceof Error) {
        fields.err = part;
        if (part === message) text.push(part.message);
      } else if (isStack(part)) fields.stack = part;
      else if (part !== null && typeof part === 'object') Object.assign(fields, part);
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were taken above: a primitive is left
      else text.push(String(part));
    }
    this.logger[level](fields, text.join(' '));
  }

  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
}

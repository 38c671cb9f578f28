import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@app/types';
import type { Request, Response } from 'express';
import { BODY_PARSER_MESSAGES } from '../http/body-errors.middleware.js';
import { DomainError } from './domain-error.js';

/** Errors raised by Express middleware (body-parser and friends) carry an HTTP status and say if they may be shown. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/**
 * The one place that turns any thrown thing into `{statusCode, error, message}`. A user's mistake keeps its 4xx;
 * anything unexpected is logged with the request id and answered 500 without internals.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { statusCode, message } = this.describe(exception);
    const domain = exception instanceof DomainError ? exception : undefined;
    if (statusCode >= 500) {
      this.logger.error({ err: exception, reqId: req.id, url: req.originalUrl }, 'Unhandled error');
    }
    if (res.headersSent) return;
    const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
    if (domain) {
      if (domain.headers) res.set(domain.headers);
      body.code = domain.code;
      if (domain.details) body.details = domain.details;
    }
    res.status(statusCode).json(body);
  }

  private describe(exception: unknown): { statusCode: number; message: string } {
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      return { statusCode: exception.getStatus(), message };
    }
    if (exception instanceof DomainError) {
      return { statusCode: exception.status, message: exception.message };
    }
    const e = (exception ?? {}) as HttpLikeError;
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = (e.type && BODY_PARSER_MESSAGES[e.type]) ?? (e.expose && e.message ? e.message : 'Bad request.');
      return { statusCode: status, message };
    }
    return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
  }
}

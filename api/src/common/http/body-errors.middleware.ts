import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@app/types';

/** body-parser's error types, each answered with a fixed sentence (never its own message, which quotes the body). */
export const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
  'entity.verify.failed': 'The request body could not be read.',
  'request.aborted': 'The request was aborted.',
  'request.size.invalid': 'The request body size does not match its Content-Length.',
  'stream.encoding.set': 'The request body could not be read.',
  'parameters.too.many': 'The request has too many parameters.',
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Answers body-parser's failures itself. Nest would turn a JSON SyntaxError into a 400 carrying the parser's message
 * ("Unexpected token 's', "secret-body…" is not valid JSON"), which echoes what was sent.
 */
export function bodyErrors() {
  return (err: unknown, _req: Request, res: Response, next: NextFunction): void => {
    const { type, status } = (err ?? {}) as BodyParserError;
    const message = type ? BODY_PARSER_MESSAGES[type] : undefined;
    if (!message || typeof status !== 'number' || status < 400 || status >= 500) return next(err);
    const body: ApiErrorBody = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
    res.status(status).json(body);
  };
}

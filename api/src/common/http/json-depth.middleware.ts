import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@app/types';

/** Our deepest body is three levels (generate-email's company and its specialties); this leaves ample room. */
export const MAX_JSON_DEPTH = 16;

/** Parsed JSON's containers; a raw body (a Buffer) and anything else are leaves. */
const isContainer = (value: unknown): value is object =>
  Array.isArray(value) ||
  (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/** Whether `value` nests arrays and objects deeper than `limit`, walked without recursion. */
export function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (!isContainer(current)) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with 400, before validation: class-transformer and
 * class-validator recurse, and 3000 levels overflow the stack (a 500).
 */
export function jsonDepthLimit(limit = MAX_JSON_DEPTH) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!depthExceeds(req.body, limit)) return next();
    const body: ApiErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: `The request body is nested too deeply (at most ${limit} levels).`,
    };
    res.status(400).json(body);
  };
}

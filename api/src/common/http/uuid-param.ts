import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';

/**
 * The check on a path id (every row id is a UUID): a malformed id never reaches a query, where PostgreSQL would
 * refuse it with a 500. `whenMalformed` is the route's answer for one; without it, 400 with a sentence.
 */
export function uuidPipe(
  name = 'id',
  whenMalformed: () => Error = () => new BadRequestException(`The ${name} in the address must be a UUID.`),
): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: whenMalformed });
}

/**
 * A path parameter that must be a UUID; the one way routes read an id from the path. A user's own resource passes
 * its not-found error as `whenMalformed` (a malformed id names nothing of theirs: the same 404 as someone else's id).
 */
export function UuidParam(name: string, whenMalformed?: () => Error): ParameterDecorator {
  return Param(name, uuidPipe(name, whenMalformed));
}

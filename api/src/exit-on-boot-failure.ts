import { inspect } from 'node:util';
import { EmbeddedPostgresError } from './database/embedded-postgres.js';

/**
 * Where an entry point ends when it cannot start: what went wrong on stderr (never a bare `undefined`), exit 1.
 * Errors that already explain themselves print their message; anything else its stack.
 */
export function exitOnBootFailure(err: unknown): never {
  const detail =
    err instanceof EmbeddedPostgresError
      ? err.message
      : err instanceof Error
        ? (err.stack ?? err.message)
        : `${inspect(err)} was thrown, with no message; LOG_LEVEL=debug shows the steps before it`;
  console.error(`The API could not start. ${detail}`);
  process.exit(1);
}

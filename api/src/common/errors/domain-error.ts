import type { ApiErrorCode } from '@app/types';

/**
 * Base for errors a domain raises on purpose. The exception filter turns `status` and `message` into the
 * response; `code` lets clients and logs tell cases apart without parsing prose.
 */
export class DomainError extends Error {
  /** Response headers that belong with this answer (a 429's Retry-After). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Facts a client acts on (what was already sent, when a quota resets); sent as the body's `details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

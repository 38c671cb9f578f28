/**
 * Base for errors a domain raises on purpose. The exception filter turns `status` and `message` into the
 * response; `code` lets clients and logs tell cases apart without parsing prose.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

import { type ApiErrorCode, COPY } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

/** No resume in the request and none saved (spec §5 copy). */
export class ResumeRequiredError extends DomainError {
  constructor() {
    super(400, 'resume_required', COPY.compose.resumeRequired);
  }
}

export class EmailWriterTimeoutError extends DomainError {
  constructor() {
    super(504, 'email_writer_timeout', 'The email writer took too long to answer. Please try again.');
  }
}

export class EmailWriterBusyError extends DomainError {
  constructor(retryAfterSeconds?: number) {
    super(
      429,
      'email_writer_busy',
      'The email writer is busy right now. Please try again in a minute.',
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    );
  }
}

/** The provider refused or failed: a wrong key, no credit, an unknown model, an outage. Said plainly, as 502. */
export class EmailWriterUnavailableError extends DomainError {
  constructor(code: ApiErrorCode, message: string) {
    super(502, code, message);
  }
}

export class EmailWriterBadOutputError extends DomainError {
  constructor() {
    super(
      502,
      'email_writer_bad_output',
      'The email writer answered with something that is not an email. Please try again.',
    );
  }
}

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

/**
 * A Regenerate past the last draft the built-in writer can make: it opens with the resume's achievements that fit
 * the ad, each in two wordings, and all were shown. Says why, so the user knows what would give more.
 */
export class NoOtherDraftError extends DomainError {
  constructor(drafts: number, achievements: number) {
    super(
      409,
      'no_other_draft',
      achievements === 0
        ? 'There is no other draft to write: your resume has no result (a line with a figure or an outcome) that fits this job, and both wordings were shown. Add such a line to your resume, or edit this draft.'
        : `There is no other draft to write: all ${drafts} were shown (${achievements === 1 ? 'the one result' : `the ${achievements} results`} of your resume that fit this job, in two wordings). Add more results that match the ad to your resume, or edit this draft.`,
      { drafts },
    );
  }
}

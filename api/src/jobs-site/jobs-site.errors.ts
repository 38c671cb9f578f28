import type { ApiErrorCode } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

type BlockReason = 'authwall' | 'rate-limited' | 'unavailable';

const BLOCK_CODES: Record<BlockReason, ApiErrorCode> = {
  authwall: 'jobs_site_authwall',
  'rate-limited': 'jobs_site_rate_limited',
  unavailable: 'jobs_site_unavailable',
};

/** The site answered with its sign-in wall or kept rate-limiting after every retry. */
export class JobsSiteBlockedError extends DomainError {
  constructor(readonly reason: BlockReason) {
    super(
      503,
      BLOCK_CODES[reason],
      reason === 'authwall'
        ? 'LinkedIn asked for a sign-in before showing these pages. Please try again in a few minutes.'
        : reason === 'rate-limited'
          ? 'LinkedIn is limiting how fast we can read job pages right now. Please try again in a few minutes.'
          : 'LinkedIn did not answer. Please try again in a few minutes.',
    );
  }
}

/** A URL that is not one of the configured site's pages; we never fetch those. */
export class NotAJobsSiteUrlError extends DomainError {
  constructor(what: string) {
    super(400, 'not_a_jobs_site_url', `${what} must be a LinkedIn URL.`);
  }
}

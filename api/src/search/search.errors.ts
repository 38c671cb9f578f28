import { DomainError } from '../common/errors/domain-error.js';

export class SearchNotFoundError extends DomainError {
  constructor() {
    super(404, 'search_not_found', 'This search does not exist or is not yours.');
  }
}

export class UnknownLocationError extends DomainError {
  constructor(location: string) {
    super(400, 'unknown_location', `We couldn't find the location "${location}". Try a city, region or country name.`);
  }
}

/** The queue did not take the search; nothing was stored and the month's search was given back. */
export class SearchNotQueuedError extends DomainError {
  constructor() {
    super(503, 'search_not_queued', 'Your search could not be started just now. Please try again in a moment.');
  }
}

/**
 * The user already has the most unfinished searches their plan allows (SEARCH_MAX_WAITING_PER_USER): 429, and a
 * Retry-After of about one search's run, since a slot frees when one of theirs finishes.
 */
export class TooManySearchesError extends DomainError {
  constructor(cap: number, retryAfterSeconds = 30) {
    super(
      429,
      'too_many_searches',
      `You already have ${cap} ${cap === 1 ? 'search' : 'searches'} waiting or running. ` +
        'Start another when one of them finishes, or stop one you no longer need.',
      { retryAfterSeconds },
    );
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

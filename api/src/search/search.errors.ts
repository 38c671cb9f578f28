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

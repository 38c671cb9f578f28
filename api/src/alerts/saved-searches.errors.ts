import { SAVED_SEARCHES_MAX } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

export class SavedSearchNotFoundError extends DomainError {
  constructor() {
    super(404, 'saved_search_not_found', 'This saved search does not exist or is not yours.');
  }
}

export class SavedSearchExistsError extends DomainError {
  constructor(id: string) {
    super(409, 'saved_search_exists', 'You already saved this search.', { savedSearchId: id });
  }
}

export class SavedSearchLimitError extends DomainError {
  constructor() {
    super(
      409,
      'saved_search_limit',
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
    );
  }
}

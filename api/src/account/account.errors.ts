import { DomainError } from '../common/errors/domain-error.js';

export class AccountNotFoundError extends DomainError {
  constructor() {
    super(404, 'user_not_found', 'No account exists with this id.');
  }
}

export class DeletionNotConfirmedError extends DomainError {
  constructor() {
    super(400, 'deletion_not_confirmed', 'To delete your account, type its email address exactly as shown.');
  }
}

/** A step outside the database (a provider revocation, a subscription cancellation) failed; nothing was deleted. */
export class AccountDeletionFailedError extends DomainError {
  constructor(step: string, reason: string) {
    super(
      503,
      'account_deletion_failed',
      `Your account was not deleted: we could not ${step} (${reason}). Nothing was removed; please try again in a few minutes.`,
    );
  }
}

import { DomainError } from './domain-error.js';

/**
 * No signed-in user on a route that needs one. In common, not auth: the plan and budget guards below auth raise it
 * too, when a route forgot SignedInGuard.
 */
export class NotSignedInError extends DomainError {
  constructor() {
    super(401, 'not_signed_in', 'Please sign in to continue.');
  }
}

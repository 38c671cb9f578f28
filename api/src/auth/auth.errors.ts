import { DomainError } from '../common/errors/domain-error.js';

export class SignInUnavailableError extends DomainError {
  constructor(detail: string) {
    super(503, 'sign_in_unavailable', `Sign-in is not available right now: ${detail}`);
  }
}

export class NotSignedInError extends DomainError {
  constructor() {
    super(401, 'not_signed_in', 'Please sign in to continue.');
  }
}

import { DomainError } from '../common/errors/domain-error.js';

export class SignInUnavailableError extends DomainError {
  constructor(detail: string) {
    super(503, 'sign_in_unavailable', `Sign-in is not available right now: ${detail}`);
  }
}

export class NotStaffError extends DomainError {
  constructor() {
    super(403, 'staff_only', 'This page is for staff only. Your account does not have access to it.');
  }
}

/** A device token on a route the extension has no business with: the web session is needed. */
export class ExtensionTokenNotAllowedError extends DomainError {
  constructor() {
    super(
      401,
      'extension_token_not_allowed',
      'The browser extension cannot do this. Open the app in your browser, signed in, to do it there.',
    );
  }
}

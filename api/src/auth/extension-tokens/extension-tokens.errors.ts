import { MAX_EXTENSION_TOKENS } from '@app/types';
import { DomainError } from '../../common/errors/domain-error.js';

export class ExtensionTokenNotFoundError extends DomainError {
  constructor() {
    super(404, 'extension_token_not_found', 'This extension connection does not exist or was already revoked.');
  }
}

export class TooManyExtensionTokensError extends DomainError {
  constructor() {
    super(
      409,
      'too_many_extension_tokens',
      `You already have ${MAX_EXTENSION_TOKENS} connected browsers. Revoke one in Settings → Browser extension first.`,
    );
  }
}

export class NotAnExtensionRequestError extends DomainError {
  constructor() {
    super(400, 'not_an_extension_request', 'Only the browser extension can disconnect itself this way.');
  }
}

import { COPY } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

export class ApplicationNotFoundError extends DomainError {
  constructor() {
    super(404, 'application_not_found', 'That application was not found.');
  }
}

/** An 'unknown' send needs its delivery settled before an outcome. */
export class DeliveryUnconfirmedError extends DomainError {
  constructor() {
    super(409, 'delivery_unconfirmed', COPY.unconfirmedSend.outcomeAfterDelivery);
  }
}

/** Handed to the provider, no answer yet: nothing to mark until it has gone (or turned 'unknown'). */
export class StillSendingError extends DomainError {
  constructor() {
    super(409, 'send_underway', COPY.sendingNow.outcomeLater);
  }
}

/** A sent email was taken by the provider: it cannot be marked as not sent. */
export class DeliveryKnownError extends DomainError {
  constructor() {
    super(409, 'delivery_known', 'This email was sent: your mail provider took it.');
  }
}

/** A bounced email never reached anyone: there is no reply, interview or rejection to mark. */
export class ApplicationBouncedError extends DomainError {
  constructor() {
    super(
      409,
      'application_bounced',
      'This email bounced: it never reached anyone, so there is no reply, interview or rejection to mark.',
    );
  }
}

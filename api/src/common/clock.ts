import { Injectable } from '@nestjs/common';

/**
 * The time, injected wherever a rule depends on it (trial end, monthly quota, webhook timestamp tolerance, search
 * heartbeats and caches, unconfirmed sends, the Gmail token's expiry), so tests move time instead of sleeping. The one implementation reads the
 * system clock; ClockModule provides one instance to the whole app.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

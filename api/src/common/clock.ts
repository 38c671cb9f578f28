import { Injectable } from '@nestjs/common';

/**
 * The time, injected wherever a rule depends on it (trial end, monthly quota, webhook timestamp tolerance), so
 * tests move time instead of sleeping. The one implementation reads the system clock.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

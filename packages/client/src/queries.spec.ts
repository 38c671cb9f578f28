import { COPY } from '@app/types';
import { describe, expect, it } from 'vitest';
import { gmailAvailabilityOf } from './queries.js';

describe('asking whether Gmail can be connected here', () => {
  it('says no, with the sentence that points to SMTP, when the server cannot connect Gmail', () => {
    expect(gmailAvailabilityOf({ gmailAvailable: false })).toEqual({
      available: false,
      message: COPY.compose.gmailNotConfigured,
    });
  });

  it('says yes when Gmail can be connected', () => {
    expect(gmailAvailabilityOf({ gmailAvailable: true })).toEqual({ available: true });
  });
});

import { describe, expect, it } from 'vitest';
import { mergeCredentials, oauthErrorCode, toProviderError } from './google-oauth.js';

const gaxiosError = (status: number | undefined, data?: unknown, message = 'Request failed') =>
  Object.assign(new Error(message), status === undefined ? { code: 'ECONNREFUSED' } : { response: { status, data } });

describe('Google errors as sending errors', () => {
  it('reads invalid_grant as a grant to reconnect', () => {
    const err = gaxiosError(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    expect(oauthErrorCode(err)).toBe('invalid_grant');
    expect(toProviderError(err)).toMatchObject({ reason: 'reauth' });
    expect(toProviderError(new Error('invalid_grant')).reason).toBe('reauth');
  });

  it('reads a missing send permission as reauth, other refusals as rejected, no answer as unreachable', () => {
    const scope = gaxiosError(403, {
      error: { code: 403, message: 'Request had insufficient authentication scopes.' },
    });
    expect(toProviderError(scope).reason).toBe('reauth');
    const quota = gaxiosError(429, { error: { code: 429, message: 'User-rate limit exceeded' } });
    expect(toProviderError(quota)).toMatchObject({
      reason: 'rejected',
      message: 'Gmail refused the message (429: User-rate limit exceeded).',
    });
    expect(toProviderError(gaxiosError(undefined)).reason).toBe('unreachable');
  });
});

describe('mergeCredentials', () => {
  it('takes the new access token and expiry, and keeps the refresh token unless Google rotated it', () => {
    const current = { accessToken: 'a1', refreshToken: 'r1', expiryDate: 1, scope: 's' };
    expect(mergeCredentials(current, { access_token: 'a2', expiry_date: 2 })).toEqual({
      accessToken: 'a2',
      refreshToken: 'r1',
      expiryDate: 2,
      scope: 's',
    });
    expect(mergeCredentials(current, { access_token: 'a3', refresh_token: 'r2', expiry_date: 3 }).refreshToken).toBe(
      'r2',
    );
  });
});

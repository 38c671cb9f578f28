import { describe, expect, it } from 'vitest';
import { SMTP_CHECK_MESSAGES, smtpCheckFailureKind } from './smtp-check-failure.js';

describe('what an SMTP account check tells the person', () => {
  it('sorts nodemailer failures into four kinds', () => {
    expect(smtpCheckFailureKind({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' })).toBe(
      'login-refused',
    );
    expect(smtpCheckFailureKind({ code: 'ESOCKET', message: 'connect ECONNREFUSED 10.0.0.7:587' })).toBe(
      'cannot-connect',
    );
    expect(smtpCheckFailureKind({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.nowhere.example' })).toBe(
      'cannot-connect',
    );
    expect(
      smtpCheckFailureKind({ code: 'EPROTOCOL', response: '554 mx7.internal.corp ESMTP Postfix (Debian) go away' }),
    ).toBe('cannot-connect');
    expect(smtpCheckFailureKind({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe('timed-out');
    expect(smtpCheckFailureKind({ code: 'ETIMEDOUT', message: 'Connection timeout' })).toBe('timed-out');
    expect(smtpCheckFailureKind({ code: 'ETLS', message: 'Error initiating TLS - self-signed certificate' })).toBe(
      'tls-failed',
    );
    expect(
      smtpCheckFailureKind({
        code: 'ESOCKET',
        message: 'C0B7E1F7:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/ssl.c:354',
      }),
    ).toBe('tls-failed');
    expect(smtpCheckFailureKind({ code: 'ESOCKET', message: 'unable to verify the first certificate' })).toBe(
      'tls-failed',
    );
    expect(smtpCheckFailureKind(undefined)).toBe('cannot-connect');
  });

  it('has one fixed sentence per kind that names no server detail', () => {
    for (const message of Object.values(SMTP_CHECK_MESSAGES)) {
      expect(message).not.toMatch(/ECONN|SSL|openssl|ESMTP|:\d+/i);
      expect(message.length).toBeGreaterThan(40);
    }
  });
});

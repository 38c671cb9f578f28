import { describe, expect, it } from 'vitest';
import { smtpFailure } from './smtp-sender.js';

const server = { host: 'smtp.example.com', port: 587 };

describe('smtpFailure', () => {
  it('tells a refused login from an unreachable server and from a refused message', () => {
    expect(
      smtpFailure({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' }, server),
    ).toMatchObject({ reason: 'auth', message: '535 5.7.8 Bad credentials' });
    expect(smtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:587' }, server)).toMatchObject({
      reason: 'unreachable',
      message: 'could not connect to smtp.example.com:587 (connect ECONNREFUSED 127.0.0.1:587)',
    });
    expect(smtpFailure({ code: 'ETIMEDOUT', message: 'Greeting never received' }, server).reason).toBe('unreachable');
    expect(
      smtpFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }, server),
    ).toMatchObject({ reason: 'rejected', message: 'the mail server refused the message (550 5.1.1 No such user)' });
  });
});

import {
  APIConnectionError,
  APIConnectionTimeoutError,
  AuthenticationError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from 'openai';
import { describe, expect, it } from 'vitest';
import { describeProviderError, parseEmailJson } from './llm-email-writer.js';

const headers = (h: Record<string, string> = {}) => new Headers(h);

describe('parseEmailJson', () => {
  it('reads the email JSON, also inside a Markdown fence', () => {
    expect(parseEmailJson('{"subject":" Hi ","body":"Hello\\nAda"}')).toEqual({ subject: 'Hi', body: 'Hello\nAda' });
    expect(parseEmailJson('```json\n{"subject":"Hi","body":"Hello"}\n```')).toEqual({ subject: 'Hi', body: 'Hello' });
  });

  it('refuses anything that is not an email', () => {
    expect(parseEmailJson('Sure! Here is your email: ...')).toBeNull();
    expect(parseEmailJson('{"subject":"Hi"}')).toBeNull();
    expect(parseEmailJson('{"subject":"Hi","body":"  "}')).toBeNull();
    expect(parseEmailJson('[1,2]')).toBeNull();
    expect(parseEmailJson(null)).toBeNull();
  });
});

describe('describeProviderError', () => {
  const body = (code: string | null) => ({ message: 'x', type: 'x', param: null, code });

  it('turns each provider failure into a status and a sentence', () => {
    expect(describeProviderError(new APIConnectionTimeoutError())).toMatchObject({ status: 504 });
    expect(describeProviderError(new APIConnectionError({ message: 'down' }))).toMatchObject({
      status: 502,
      code: 'email_writer_unreachable',
    });
    expect(
      describeProviderError(
        new RateLimitError(429, body('rate_limit_exceeded'), 'x', headers({ 'retry-after': '20' })),
      ),
    ).toMatchObject({ status: 429, code: 'email_writer_busy', details: { retryAfterSeconds: 20 } });
    expect(describeProviderError(new RateLimitError(429, body('insufficient_quota'), 'x', headers()))).toMatchObject({
      status: 502,
      code: 'email_writer_no_quota',
    });
    expect(describeProviderError(new AuthenticationError(401, body('invalid_api_key'), 'x', headers()))).toMatchObject({
      status: 502,
      code: 'email_writer_auth',
    });
    expect(describeProviderError(new NotFoundError(404, body('model_not_found'), 'x', headers()))).toMatchObject({
      status: 502,
      code: 'email_writer_model',
    });
    expect(describeProviderError(new InternalServerError(500, body(null), 'x', headers()))).toMatchObject({
      status: 502,
      code: 'email_writer_failed',
    });
  });

  it('leaves errors that are not the provider’s to the caller', () => {
    expect(describeProviderError(new TypeError('bug'))).toBeNull();
  });
});

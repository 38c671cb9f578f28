import { describe, expect, it } from 'vitest';
import { COPY } from '@app/types';
import { createApiClient } from './api-client.js';

function clientAnswering(response: Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const api = createApiClient({
    baseUrl: 'https://app.example',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      return response;
    },
  });
  return { api, calls };
}

describe('asking whether Gmail can be connected here', () => {
  const status = (gmailAvailable: boolean) =>
    new Response(JSON.stringify({ authorized: false, needsRefresh: false, isConnected: false, gmailAvailable }), {
      status: 200,
    });

  it('says no, with the sentence that points to SMTP, when the server cannot connect Gmail', async () => {
    const { api, calls } = clientAnswering(status(false));
    expect(await api.gmailAvailability()).toEqual({ available: false, message: COPY.compose.gmailNotConfigured });
    expect(calls[0]?.url).toBe('https://app.example/api/auth/gmail/status');
  });

  it('says yes when Gmail can be connected', async () => {
    const { api } = clientAnswering(status(true));
    expect(await api.gmailAvailability()).toEqual({ available: true });
  });
});

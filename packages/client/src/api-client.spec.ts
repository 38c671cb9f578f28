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

describe("signing requests in with the extension's device token", () => {
  function recording(getToken?: () => string | null) {
    const calls: RequestInit[] = [];
    const api = createApiClient({
      baseUrl: 'https://app.example',
      getToken,
      fetch: async (_input, init) => {
        calls.push(init ?? {});
        return new Response(JSON.stringify({ id: 'u1' }), { status: 200 });
      },
    });
    return { api, calls };
  }

  it('sends the token as a bearer and omits cookies when there is one', async () => {
    const { api, calls } = recording(() => 'jrx_secret');
    await api.settings();
    expect(calls[0]?.credentials).toBe('omit');
    expect((calls[0]?.headers as Record<string, string>).Authorization).toBe('Bearer jrx_secret');
  });

  it('uses the cookie session when there is no token', async () => {
    const { api, calls } = recording(() => null);
    await api.settings();
    expect(calls[0]?.credentials).toBe('include');
    expect((calls[0]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

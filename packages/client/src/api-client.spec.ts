import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';

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

describe("asking for a page of a search's jobs", () => {
  it('puts only the filters that are set in the query string', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: 'https://app.example',
      fetch: async (input) => {
        urls.push(input instanceof Request ? input.url : input.toString());
        return new Response(JSON.stringify({ items: [], total: 0, page: 2, pageSize: 20 }), { status: 200 });
      },
    });
    await api.searchJobs('s1', { page: 2, contact: 'verified', minMatch: 60, hideApplied: true, sort: 'date' });
    await api.searchJobs('s1');
    expect(urls).toEqual([
      'https://app.example/api/scrape-job/s1/jobs?page=2&contact=verified&minMatch=60&hideApplied=true&sort=date',
      'https://app.example/api/scrape-job/s1/jobs',
    ]);
  });
});

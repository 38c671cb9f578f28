import { beforeEach, describe, expect, it, vi } from 'vitest';

// @wxt-dev/browser reads the extension API from globalThis when imported: put WXT's fake browser there first.
const { fakeBrowser } = await vi.hoisted(async () => {
  const mod = await import('wxt/testing/fake-browser');
  Object.assign(globalThis, { chrome: mod.fakeBrowser, browser: mod.fakeBrowser });
  return mod;
});
const { apiUrlItem, authTokenItem, DEFAULT_API_URL, pageReportsItem } = await import('./storage');

describe('the typed storage items', () => {
  beforeEach(() => fakeBrowser.reset());

  it('defaults the app address to the build-time URL and keeps a changed one', async () => {
    expect(await apiUrlItem.getValue()).toBe(DEFAULT_API_URL);
    await apiUrlItem.setValue('https://app.example.com');
    expect(await apiUrlItem.getValue()).toBe('https://app.example.com');
  });

  it('holds no token until one is stored, and tells watchers when it changes', async () => {
    expect(await authTokenItem.getValue()).toBeNull();
    const seen: (string | null)[] = [];
    const unwatch = authTokenItem.watch((value) => seen.push(value));
    await authTokenItem.setValue('jrx_token');
    await authTokenItem.setValue(null);
    unwatch();
    expect(seen).toEqual(['jrx_token', null]);
  });

  it('keeps page reports by tab in the session area', async () => {
    const report = {
      url: 'https://www.linkedin.com/jobs/view/4012345678/',
      jobId: '4012345678',
      jobIdFrom: 'url' as const,
      jobUrl: 'https://www.linkedin.com/jobs/view/4012345678/',
      readable: true,
      hints: { title: 'Engineer', companyName: 'Acme' },
      at: 1,
    };
    await pageReportsItem.setValue({ 7: report });
    expect(await pageReportsItem.getValue()).toEqual({ 7: report });
    expect(await fakeBrowser.storage.session.get('pageReports')).toEqual({ pageReports: { 7: report } });
  });
});

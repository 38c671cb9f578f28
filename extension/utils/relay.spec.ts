import { beforeEach, describe, expect, it, vi } from 'vitest';

// @wxt-dev/browser reads the extension API from globalThis when imported: put WXT's fake browser there first.
const { fakeBrowser } = await vi.hoisted(async () => {
  const mod = await import('wxt/testing/fake-browser');
  Object.assign(globalThis, { chrome: mod.fakeBrowser, browser: mod.fakeBrowser });
  return mod;
});
const { forgetTab, relayMessage } = await import('./relay');
const { apiUrlItem, authTokenItem, pageReportsItem } = await import('./storage');

const ID = 'our-extension-id';
const TOKEN = `jrx_${'b'.repeat(43)}`;
const report = {
  url: 'https://www.linkedin.com/jobs/view/4012345678/',
  jobId: '4012345678',
  jobIdFrom: 'url' as const,
  jobUrl: 'https://www.linkedin.com/jobs/view/4012345678/',
  readable: true,
  hints: { title: 'Engineer', companyName: 'Acme' },
};

describe('the background relaying messages', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await apiUrlItem.setValue('http://localhost:3000');
  });

  it("keeps a content script's report for its tab, with when it came, and forgets it when the tab closes", async () => {
    await relayMessage({ type: 'page-report', report }, { id: ID, tab: { id: 5 } as never }, ID, 1000);
    expect(await pageReportsItem.getValue()).toEqual({ 5: { ...report, at: 1000 } });
    await forgetTab(5);
    expect(await pageReportsItem.getValue()).toEqual({});
  });

  it("stores a token handed over by the app's connect page", async () => {
    const sender = { id: ID, url: 'http://localhost:3000/extension/connect' };
    await relayMessage({ type: 'extension-token', token: TOKEN }, sender, ID);
    expect(await authTokenItem.getValue()).toBe(TOKEN);
  });

  it.each([
    ['another page of the app', { id: ID, url: 'http://localhost:3000/settings' }],
    ['the connect page of another origin', { id: ID, url: 'http://localhost:4000/extension/connect' }],
    ['the networking site', { id: ID, url: 'https://www.linkedin.com/extension/connect' }],
    ['another extension', { id: 'someone-else', url: 'http://localhost:3000/extension/connect' }],
  ])('ignores a token from %s', async (_name, sender) => {
    await relayMessage({ type: 'extension-token', token: TOKEN }, sender, ID);
    expect(await authTokenItem.getValue()).toBeNull();
  });
});

describe('the background relaying a token for an app address set in the options page', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await apiUrlItem.setValue('http://127.0.0.1:3370');
  });

  it('stores a token from the connect page at the saved address', async () => {
    await relayMessage(
      { type: 'extension-token', token: TOKEN },
      { id: ID, url: 'http://127.0.0.1:3370/extension/connect' },
      ID,
    );
    expect(await authTokenItem.getValue()).toBe(TOKEN);
  });

  it.each([
    ['the build-time address', 'http://localhost:3000/extension/connect'],
    ['the saved host on another port', 'http://127.0.0.1:4370/extension/connect'],
    ['the saved host over https', 'https://127.0.0.1:3370/extension/connect'],
    ['another site', 'https://evil.example.com/extension/connect'],
  ])('refuses a token from the connect page of %s', async (_name, url) => {
    await relayMessage({ type: 'extension-token', token: TOKEN }, { id: ID, url }, ID);
    expect(await authTokenItem.getValue()).toBeNull();
  });
});

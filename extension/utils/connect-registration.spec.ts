import { describe, expect, it } from 'vitest';
import {
  CONNECT_SCRIPT_FILE,
  CONNECT_SCRIPT_ID,
  connectRegistrationFor,
  type DynamicContentScript,
  type RegistrationApi,
  syncConnectRegistration,
} from './connect-registration';

const BUILT_IN = 'http://localhost:3000';

/** The extension API the registration uses, in memory (WXT's fake browser implements neither API). */
function fakeApi(granted: string[] = []) {
  const scripts = new Map<string, DynamicContentScript>();
  const calls: string[] = [];
  const api: RegistrationApi = {
    permissions: { contains: async ({ origins }) => origins.every((o) => granted.includes(o)) },
    scripting: {
      getRegisteredContentScripts: async ({ ids }) => ids.flatMap((id) => scripts.get(id) ?? []),
      registerContentScripts: async (list) => {
        calls.push('register');
        for (const s of list) {
          if (scripts.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
          scripts.set(s.id, s);
        }
      },
      updateContentScripts: async (list) => {
        calls.push('update');
        for (const s of list) scripts.set(s.id, { ...scripts.get(s.id)!, ...s });
      },
      unregisterContentScripts: async ({ ids }) => {
        calls.push('unregister');
        for (const id of ids) scripts.delete(id);
      },
    },
  };
  return { api, scripts, calls, granted };
}

describe('what an app address needs registered', () => {
  it('needs nothing for the build-time address, or another port on its host (the manifest pattern has no port)', () => {
    expect(connectRegistrationFor('http://localhost:3000', BUILT_IN)).toBeNull();
    expect(connectRegistrationFor('http://localhost:3000/', BUILT_IN)).toBeNull();
    expect(connectRegistrationFor('http://localhost:4000', BUILT_IN)).toBeNull();
  });

  it('needs the host permission and the connect page match for another host or scheme', () => {
    expect(connectRegistrationFor('http://127.0.0.1:3370', BUILT_IN)).toEqual({
      hostPermission: 'http://127.0.0.1/*',
      matches: ['http://127.0.0.1/extension/connect*'],
    });
    expect(connectRegistrationFor('https://app.example.com', BUILT_IN)).toEqual({
      hostPermission: 'https://app.example.com/*',
      matches: ['https://app.example.com/extension/connect*'],
    });
    expect(connectRegistrationFor('https://localhost:3000', BUILT_IN)?.matches).toEqual([
      'https://localhost/extension/connect*',
    ]);
  });

  it('needs nothing for an address that is not http(s)', () => {
    expect(connectRegistrationFor('ftp://app.example.com', BUILT_IN)).toBeNull();
    expect(connectRegistrationFor('not a url', BUILT_IN)).toBeNull();
  });
});

describe('keeping the run-time connect content script in line with the saved address', () => {
  it('registers it, persistent, for an allowed custom address', async () => {
    const { api, scripts } = fakeApi(['https://app.example.com/*']);
    expect(await syncConnectRegistration('https://app.example.com', BUILT_IN, api)).toBe('registered');
    expect(scripts.get(CONNECT_SCRIPT_ID)).toEqual({
      id: CONNECT_SCRIPT_ID,
      matches: ['https://app.example.com/extension/connect*'],
      js: [CONNECT_SCRIPT_FILE],
      runAt: 'document_start',
      persistAcrossSessions: true,
    });
  });

  it('updates it when the address changes, and leaves it alone when it already matches', async () => {
    const { api, scripts, calls } = fakeApi(['https://app.example.com/*', 'https://other.example.com/*']);
    await syncConnectRegistration('https://app.example.com', BUILT_IN, api);
    await syncConnectRegistration('https://app.example.com', BUILT_IN, api);
    await syncConnectRegistration('https://other.example.com', BUILT_IN, api);
    expect(calls).toEqual(['register', 'update']);
    expect(scripts.get(CONNECT_SCRIPT_ID)?.matches).toEqual(['https://other.example.com/extension/connect*']);
  });

  it('unregisters it when the address goes back to the build-time one', async () => {
    const { api, scripts } = fakeApi(['https://app.example.com/*']);
    await syncConnectRegistration('https://app.example.com', BUILT_IN, api);
    expect(await syncConnectRegistration(BUILT_IN, BUILT_IN, api)).toBe('not-needed');
    expect(scripts.size).toBe(0);
  });

  it('registers nothing without the host permission, and removes a registration that lost it', async () => {
    const { api, scripts, granted } = fakeApi(['https://app.example.com/*']);
    expect(await syncConnectRegistration('https://denied.example.com', BUILT_IN, api)).toBe('permission-missing');
    expect(scripts.size).toBe(0);
    await syncConnectRegistration('https://app.example.com', BUILT_IN, api);
    granted.length = 0;
    expect(await syncConnectRegistration('https://app.example.com', BUILT_IN, api)).toBe('permission-missing');
    expect(scripts.size).toBe(0);
  });

  it('does nothing for the build-time address when nothing was registered', async () => {
    const { api, calls } = fakeApi();
    expect(await syncConnectRegistration(BUILT_IN, BUILT_IN, api)).toBe('not-needed');
    expect(calls).toEqual([]);
  });
});

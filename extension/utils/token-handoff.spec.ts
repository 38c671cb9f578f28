import { EXTENSION_TOKEN_MESSAGE } from '@app/types';
import { describe, expect, it } from 'vitest';
import { appOriginOf, isConnectPage, tokenFromHandoff } from './token-handoff';

const APP = 'http://localhost:3000';
const TOKEN = `jrx_${'a'.repeat(43)}`;
const self = { name: 'this window' };

describe('taking the token the connect page posts', () => {
  const event = (patch: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
    origin: APP,
    source: self,
    data: { type: EXTENSION_TOKEN_MESSAGE, token: TOKEN },
    ...patch,
  });

  it('takes a well-formed token posted by this window from the app', () => {
    expect(tokenFromHandoff(event(), self, APP)).toBe(TOKEN);
  });

  it.each([
    ['another origin', event({ origin: 'https://evil.example' })],
    ['another window or frame', event({ source: { name: 'a frame' } })],
    ['another message type', event({ data: { type: 'something-else', token: TOKEN } })],
    ['a token of the wrong shape', event({ data: { type: EXTENSION_TOKEN_MESSAGE, token: 'abc' } })],
    ['a token that is not text', event({ data: { type: EXTENSION_TOKEN_MESSAGE, token: 42 } })],
    ['no data', event({ data: null })],
  ])('ignores a message from %s', (_name, message) => {
    expect(tokenFromHandoff(message, self, APP)).toBeNull();
  });
});

describe('recognising the connect page and the app origin', () => {
  it('accepts only the connect page at the configured origin', () => {
    expect(isConnectPage(`${APP}/extension/connect`, APP)).toBe(true);
    expect(isConnectPage(`${APP}/extension/connect/`, APP)).toBe(true);
    expect(isConnectPage(`${APP}/settings`, APP)).toBe(false);
    expect(isConnectPage('http://localhost:4000/extension/connect', APP)).toBe(false);
    expect(isConnectPage(undefined, APP)).toBe(false);
  });

  it('takes the origin of an http(s) address and refuses others', () => {
    expect(appOriginOf('https://app.example.com/some/path')).toBe('https://app.example.com');
    expect(appOriginOf('javascript:alert(1)')).toBeNull();
    expect(appOriginOf('not a url')).toBeNull();
  });
});

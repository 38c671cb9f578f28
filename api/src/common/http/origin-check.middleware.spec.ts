import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { originCheck } from './origin-check.middleware.js';
import { isCookielessBearer } from '../../auth/extension-tokens/bearer-cors.middleware.js';

function run(method: string, headers: Record<string, string>, path = '/search') {
  const check = originCheck(
    'https://app.example.com',
    ['chrome-extension://abc'],
    ['/notifications/unsubscribe'],
    isCookielessBearer,
  );
  const req = {
    method,
    path,
    protocol: 'https',
    get: (name: string) => (name === 'host' ? 'app.example.com' : headers[name.toLowerCase()]),
  } as unknown as Request;
  const status = vi.fn().mockReturnThis();
  const res = { status, json: vi.fn() } as unknown as Response;
  const next = vi.fn() as NextFunction;
  check(req, res, next);
  return { passed: (next as unknown as ReturnType<typeof vi.fn>).mock.calls.length === 1, res, status };
}

describe('originCheck', () => {
  it.each([
    ['a read from anywhere', 'GET', { origin: 'https://evil.example' }, true],
    ['a write from the app', 'POST', { origin: 'https://app.example.com' }, true],
    ['a write from an allowed extension', 'DELETE', { origin: 'chrome-extension://abc' }, true],
    ['a write from another site', 'POST', { origin: 'https://evil.example' }, false],
    ['a write from the null origin', 'POST', { origin: 'null' }, false],
    ['a same-origin write without Origin', 'PUT', { 'sec-fetch-site': 'same-origin' }, true],
    ['a cross-site write without Origin', 'POST', { 'sec-fetch-site': 'cross-site' }, false],
    ['a same-site (sibling subdomain) write without Origin', 'POST', { 'sec-fetch-site': 'same-site' }, false],
    ['a non-browser write', 'POST', {}, true],
    [
      "a write from any origin with the extension's token and no cookie",
      'POST',
      { origin: 'moz-extension://random-per-install', authorization: 'Bearer jrx_abc' },
      true,
    ],
    [
      'a write from another site with a bearer token and a cookie',
      'POST',
      { origin: 'https://evil.example', authorization: 'Bearer jrx_abc', cookie: 'sid=1' },
      false,
    ],
    [
      'a write from another site with a bearer that is not ours',
      'POST',
      { origin: 'https://evil.example', authorization: 'Bearer abc' },
      false,
    ],
  ])('%s → %s', (_name, method, headers, allowed) => {
    const { passed, status } = run(method, headers);
    expect(passed).toBe(allowed);
    if (!allowed) expect(status).toHaveBeenCalledWith(403);
  });
});

describe('originCheck on a path a signed token authorises', () => {
  it('lets a one-click unsubscribe through from a mail provider or another site', () => {
    expect(run('POST', { origin: 'https://mail.example' }, '/notifications/unsubscribe').passed).toBe(true);
    expect(run('POST', { 'sec-fetch-site': 'cross-site' }, '/notifications/unsubscribe').passed).toBe(true);
  });

  it('still refuses other paths from another site', () => {
    expect(run('POST', { origin: 'https://mail.example' }, '/notifications/unsubscribe/other').passed).toBe(false);
  });
});

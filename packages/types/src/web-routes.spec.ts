import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes.js';

describe('which browser paths the web app has a page for', () => {
  it.each(['/', '/settings', '/results/3f2a9c1e-0000-4000-8000-000000000000', '/extension/connect', '/pricing'])(
    'knows %s',
    (path) => expect(isWebRoute(path)).toBe(true),
  );

  it('matches as react-router does: any case, a trailing slash ignored', () => {
    expect(isWebRoute('/Settings/')).toBe(true);
    expect(isWebRoute('/PRICING')).toBe(true);
  });

  it.each(['/no/such/page', '/results', '/results/abc/extra', '/settings/profile', '/api-docs', '/index.html'])(
    'has no page at %s',
    (path) => expect(isWebRoute(path)).toBe(false),
  );
});

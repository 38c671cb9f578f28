import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { detectBlock } from './detect-block.js';

const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('detectBlock', () => {
  it('reports a rate limit for 429 and for the site’s own 999', () => {
    expect(detectBlock(429, null, '')).toBe('rate-limited');
    expect(detectBlock(999, 'https://www.linkedin.com/authwall', '')).toBe('rate-limited');
  });

  it.each([
    'https://www.linkedin.com/authwall?trk=gf&trkInfo=AQ&original_referer=&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F1',
    '/authwall?trk=bf',
    'https://ch.linkedin.com/signup/cold-join?session_redirect=%2Fjobs%2Fview%2F1',
    '/uas/login?session_redirect=https%3A%2F%2Fwww.linkedin.com%2Fcompany%2Facme',
    'https://www.linkedin.com/login?fromSignIn=true',
  ])('reports the authwall for a redirect to %s', (location) => {
    expect(detectBlock(302, location, '')).toBe('authwall');
  });

  it('reports the authwall when the sign-up wall is served in place of the page', () => {
    expect(detectBlock(200, null, fixture('authwall.html'))).toBe('authwall');
  });

  it('does not flag ordinary pages that carry sign-in links and modals', () => {
    for (const name of ['job-view-full.html', 'job-posting-fragment.html', 'company.html', 'search-div-cards.html']) {
      expect(detectBlock(200, null, fixture(name))).toBeNull();
    }
  });

  it('does not flag other answers, including redirects to real pages and server errors', () => {
    expect(detectBlock(200, null, '<!DOCTYPE html>')).toBeNull();
    expect(detectBlock(301, 'https://www.linkedin.com/jobs/view/senior-engineer-at-acme-4012345601', '')).toBeNull();
    expect(detectBlock(404, null, null)).toBeNull();
    expect(detectBlock(503, undefined, 'Service Unavailable')).toBeNull();
  });
});

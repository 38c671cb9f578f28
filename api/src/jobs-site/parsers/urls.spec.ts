import { describe, expect, it } from 'vitest';

import { canonicalUrl, jobIdFromUrl, jobViewUrl, unwrapRedirect } from './urls.js';

const BASE = 'https://www.linkedin.com';

describe('canonicalUrl', () => {
  it('drops the query string, the fragment and a trailing slash', () => {
    expect(canonicalUrl('https://www.linkedin.com/company/acme/?trk=public_jobs#about', BASE)).toBe(
      'https://www.linkedin.com/company/acme',
    );
  });

  it('folds the site’s country hosts onto the base URL and leaves other hosts alone', () => {
    expect(canonicalUrl('https://in.linkedin.com/in/jane-doe?trk=x', BASE)).toBe(
      'https://www.linkedin.com/in/jane-doe',
    );
    expect(canonicalUrl('https://linkedin.com/company/acme', BASE)).toBe('https://www.linkedin.com/company/acme');
    expect(canonicalUrl('https://careers.acme.com/jobs/1?src=li', BASE)).toBe('https://careers.acme.com/jobs/1');
    expect(canonicalUrl('http://10.0.0.2/jobs/view/1', 'http://10.0.0.1:4010')).toBe('http://10.0.0.2/jobs/view/1');
  });

  it('resolves relative links and refuses what is not a web address', () => {
    expect(canonicalUrl('/company/acme?trk=x', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/company/acme');
    expect(canonicalUrl('javascript:void(0)', BASE)).toBeNull();
    expect(canonicalUrl('mailto:hr@acme.com', BASE)).toBeNull();
    expect(canonicalUrl('  ', BASE)).toBeNull();
  });
});

describe('job ids and links', () => {
  it('reads the id from /jobs/view links with or without a slug, on any host or relative', () => {
    expect(jobIdFromUrl('https://ch.linkedin.com/jobs/view/senior-engineer-at-acme-4012345601?trk=x', BASE)).toBe(
      '4012345601',
    );
    expect(jobIdFromUrl('/jobs/view/4012345601/', BASE)).toBe('4012345601');
    expect(jobIdFromUrl('https://www.linkedin.com/company/acme', BASE)).toBeNull();
  });

  it('builds the canonical job page on the base URL', () => {
    expect(jobViewUrl('4012345601', 'http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/jobs/view/4012345601');
  });
});

describe('unwrapRedirect', () => {
  it('returns the target of the site’s redirect links as written', () => {
    expect(
      unwrapRedirect(
        'https://www.linkedin.com/jobs/view/externalApply/4012345601?url=https%3A%2F%2Fjobs%2Eacme%2Ecom%2F1%3Fa%3Db&urlHash=x',
        BASE,
      ),
    ).toBe('https://jobs.acme.com/1?a=b');
    expect(unwrapRedirect('https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Facme%2Ecom&urlhash=x', BASE)).toBe(
      'https://acme.com',
    );
  });

  it('returns any other link unchanged', () => {
    expect(unwrapRedirect('https://jobs.acme.com/apply', BASE)).toBe('https://jobs.acme.com/apply');
    expect(unwrapRedirect('https://www.linkedin.com/redir/redirect?url=javascript%3Aalert(1)', BASE)).toBe(
      'https://www.linkedin.com/redir/redirect?url=javascript%3Aalert(1)',
    );
  });
});

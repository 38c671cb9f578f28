import { describe, expect, it } from 'vitest';
import { companySlug, listingPath, parsePublicSearchUrl, publicSearchUrl } from './search-url.js';

const BASE = 'https://www.linkedin.com';

describe('search URLs', () => {
  const search = {
    keywords: 'frontend developer',
    location: 'Bengaluru, Karnataka, India',
    geoId: '105214831',
    workType: 2 as const,
    timeRange: null,
  };

  it('builds the public search URL a person can open', () => {
    expect(publicSearchUrl(BASE, search)).toBe(
      'https://www.linkedin.com/jobs/search?keywords=frontend+developer&location=Bengaluru%2C+Karnataka%2C+India&geoId=105214831&f_WT=2',
    );
  });

  it('round-trips through the parser', () => {
    expect(parsePublicSearchUrl(publicSearchUrl(BASE, search), BASE)).toEqual(search);
  });

  it('builds the guest listing path with start', () => {
    expect(listingPath(search, 20)).toBe(
      '/jobs-guest/jobs/api/seeMoreJobPostings/search?keywords=frontend+developer&location=Bengaluru%2C+Karnataka%2C+India&geoId=105214831&f_WT=2&start=20',
    );
  });

  it.each([
    ['another host', 'https://evil.example/jobs/search?keywords=x'],
    ['a look-alike host', 'https://www.linkedin.com.evil.example/jobs/search?keywords=x'],
    ['another path', 'https://www.linkedin.com/feed/?keywords=x'],
    ['no keywords', 'https://www.linkedin.com/jobs/search?location=Pune'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses %s', (_name, url) => {
    expect(() => parsePublicSearchUrl(url, BASE)).toThrow(/must be a LinkedIn URL/);
  });

  it('ignores unknown filter values instead of passing them on', () => {
    const s = parsePublicSearchUrl(`${BASE}/jobs/search?keywords=x&f_WT=9&f_TPR=r1&geoId=abc`, BASE);
    expect(s).toMatchObject({ workType: null, timeRange: null, geoId: null });
  });

  it('reads company slugs only from the site', () => {
    expect(companySlug(`${BASE}/company/acme-corp?trk=x`, BASE)).toBe('acme-corp');
    expect(companySlug('https://evil.example/company/acme', BASE)).toBeNull();
    expect(companySlug(null, BASE)).toBeNull();
  });
});

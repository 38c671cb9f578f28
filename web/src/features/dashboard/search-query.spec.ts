import { describe, expect, it } from 'vitest';
import { searchQueryParts } from './search-query';

describe('searchQueryParts', () => {
  it('decodes keywords and location from a search URL', () => {
    const url =
      'https://www.linkedin.com/jobs/search?keywords=full%20stack%20developer&location=Bengaluru%2C+Karnataka%2C+India&geoId=105214831&f_WT=2';
    expect(searchQueryParts(url)).toEqual({
      keywords: 'full stack developer',
      location: 'Bengaluru, Karnataka, India',
    });
  });

  it('reads non-ASCII text', () => {
    expect(searchQueryParts('https://x.test/jobs?keywords=d%C3%A9veloppeur&location=Z%C3%BCrich')).toEqual({
      keywords: 'développeur',
      location: 'Zürich',
    });
  });

  it('gives null for missing or blank parts', () => {
    expect(searchQueryParts('https://x.test/jobs?keywords=+&f_WT=1')).toEqual({ keywords: null, location: null });
  });

  it('still reads the query of a URL that does not parse', () => {
    expect(searchQueryParts('/jobs/search?keywords=qa+engineer#top')).toEqual({
      keywords: 'qa engineer',
      location: null,
    });
    expect(searchQueryParts('not a url')).toEqual({ keywords: null, location: null });
  });
});

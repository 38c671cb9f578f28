import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobsSiteStandIn, type JobsSiteStandIn } from './index.js';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const LISTING = '/jobs-guest/jobs/api/seeMoreJobPostings/search';
const COMMON = 'keywords=frontend%20developer&location=Bengaluru&geoId=105214831';

let site: JobsSiteStandIn;
beforeAll(async () => {
  site = await startJobsSiteStandIn({ port: 0, now: NOW });
});
afterAll(async () => {
  await site.close();
});

/** A GET as a browser on one of the site's country hosts sends it (`it.linkedin.test` → Italian pages). */
function get(path: string, host?: string): Promise<string> {
  const url = new URL(path, site.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host: `${host}:${url.port}` } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

const jobIds = (body: string) => [...body.matchAll(/data-entity-urn="urn:li:jobPosting:(\d+)"/g)].map((m) => m[1]!);
const criteria = (body: string) =>
  [...body.matchAll(/criteria-subheader">\s*([^<]*?)\s*<\/h3>\s*<span[^>]*>\s*([^<]*?)\s*<\/span>/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
const applicants = (body: string) => /num-applicants__caption[^>]*>\s*([^<]*?)\s*</.exec(body)![1]!;

describe('the site stand-in on its country subdomains', () => {
  it('words the criteria and the applicant count in the host’s language, the same job as on www', async () => {
    const [id] = jobIds(await get(`${LISTING}?${COMMON}&start=0`));
    const english = await get(`/jobs-guest/jobs/api/jobPosting/${id}`);
    const italian = await get(`/jobs-guest/jobs/api/jobPosting/${id}`, 'it.linkedin.test');
    const swedish = await get(`/jobs/view/${id}`, 'se.linkedin.test');
    expect(criteria(english).map(([label]) => label)).toEqual(
      ['Seniority level', 'Employment type', 'Job function', 'Industries'].slice(0, criteria(english).length),
    );
    expect(criteria(italian).map(([label]) => label)).toEqual(
      ['Livello di anzianità', 'Tipo di impiego', 'Funzione lavorativa', 'Settori'].slice(0, criteria(italian).length),
    );
    expect(criteria(swedish)[0]![0]).toBe('Senioritetsnivå');
    expect(criteria(italian)[1]![1]).not.toBe(criteria(english)[1]![1]);
    expect(applicants(english)).toMatch(/^(\d+ applicants|Over 200 applicants|Be among the first 25 applicants)$/);
    expect(applicants(italian)).toMatch(/^(\d+ candidati|Oltre 200 candidati|Sii tra i primi 25 candidati)$/);
  });

  it('answers a search with no job with the no-result box beside its filter menus, in English and French', async () => {
    const path = `${LISTING}?keywords=noresults%20baker&location=Lyon&start=0`;
    const english = await get(path);
    expect(english).toContain('class="core-section-container my-3 no-results"');
    expect(english).toMatch(
      /We couldn’t find a match for\s*<strong class="no-results__main-title-keywords">noresults baker · Lyon</,
    );
    expect(english.match(/<li /g)?.length).toBeGreaterThan(2);
    expect(await get(path, 'fr.linkedin.test')).toContain('Nous n’avons trouvé aucun résultat pour');
    expect(await get(`/jobs/search?keywords=noresults&location=Lyon`)).toContain('no-results__main-title-keywords');
    // Past the first page there is nothing, as at the end of any listing.
    expect(await get(`${LISTING}?keywords=noresults&location=Lyon&start=10`)).not.toContain('no-results');
  });

  it('says something of visa sponsorship in some descriptions: offers, and refusals naming it', async () => {
    const ids: string[] = [];
    for (const start of [0, 10, 20, 30, 40, 50, 60, 70])
      ids.push(...jobIds(await get(`${LISTING}?${COMMON}&start=${start}`)));
    const pages = await Promise.all(ids.map((id) => get(`/jobs-guest/jobs/api/jobPosting/${id}`)));
    const offers = pages.filter((p) =>
      /visa sponsorship is available|we offer visa sponsorship|we sponsor work visas/i.test(p),
    );
    const refusals = pages.filter((p) =>
      /unable to sponsor|sponsorship is not available|no sponsorship is offered/i.test(p),
    );
    expect(offers.length).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(0);
    expect(offers.length + refusals.length).toBeLessThan(pages.length / 3);
  });
});

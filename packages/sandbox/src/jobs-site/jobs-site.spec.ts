import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMailDomain, truthOf } from '../mail/domains.js';
import { COMPANIES } from './catalog/companies.js';
import { startJobsSiteStandIn, type JobsSiteStandIn } from './index.js';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const LISTING = '/jobs-guest/jobs/api/seeMoreJobPostings/search';
const COMMON = 'keywords=frontend%20developer&location=Bengaluru&geoId=105214831';
const RARE = 'keywords=rare%20fortran%20wizard&location=India';

let site: JobsSiteStandIn;

beforeAll(async () => {
  site = await startJobsSiteStandIn({ port: 0, now: NOW });
});
afterAll(async () => {
  await site.close();
});

async function get(path: string, init?: RequestInit): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(`${site.url}${path}`, { redirect: 'manual', ...init });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

const jobIds = (body: string) => [...body.matchAll(/data-entity-urn="urn:li:jobPosting:(\d+)"/g)].map((m) => m[1]!);
const titles = (body: string) =>
  [...body.matchAll(/<h3 class="base-search-card__title">\s*([^<]*?)\s*<\/h3>/g)].map((m) => m[1]!);

async function resetKnobs(): Promise<void> {
  site.control({
    latencyMs: 0,
    rateLimit: null,
    burst429: 0,
    authwallEvery: 0,
    failEvery: 0,
    pageSize: 10,
    markup: 'current',
  });
}

describe('listings', () => {
  it('answers the same cards for the same query and start, also from a fresh instance', async () => {
    const first = await get(`${LISTING}?${COMMON}&start=0`);
    const again = await get(`${LISTING}?${COMMON}&start=0`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(again.body).toBe(first.body);
    expect(jobIds(first.body)).toHaveLength(10);

    const other = await startJobsSiteStandIn({ port: 0, now: NOW });
    try {
      const res = await fetch(`${other.url}${LISTING}?${COMMON}&start=0`);
      const body = await res.text();
      expect(jobIds(body)).toEqual(jobIds(first.body));
      expect(titles(body)).toEqual(titles(first.body));
    } finally {
      await other.close();
    }
  });

  it('gives titles about the keyword', async () => {
    const { body } = await get(`${LISTING}?${COMMON}&start=0`);
    for (const title of titles(body)) expect(title).toMatch(/front|react|ui |ui$|angular/i);
  });

  it('advances with start and ends after 37 jobs for a rare query', async () => {
    const pages: string[][] = [];
    for (let start = 0; start <= 40; start += 10)
      pages.push(jobIds((await get(`${LISTING}?${RARE}&start=${start}`)).body));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 7, 0]);
    expect(pages[1]).not.toEqual(pages[0]);
    const end = await get(`${LISTING}?${RARE}&start=37`);
    expect(end.status).toBe(200);
    expect(['', '<!DOCTYPE html>']).toContain(end.body);
  });

  it('has 1000 to 1200 jobs for a common query but stops at start=1000', async () => {
    expect(jobIds((await get(`${LISTING}?${COMMON}&start=990`)).body)).toHaveLength(10);
    const end = await get(`${LISTING}?${COMMON}&start=1000`);
    expect(end.status).toBe(200);
    expect(jobIds(end.body)).toHaveLength(0);
  });

  it('mixes both card shapes, with entities and non-ASCII text', async () => {
    let all = '';
    for (let start = 0; start < 300; start += 10) all += (await get(`${LISTING}?${COMMON}&start=${start}`)).body;
    expect(all).toMatch(/<div class="base-card [^"]*job-search-card" data-entity-urn="urn:li:jobPosting:\d+"/);
    expect(all).toMatch(
      /<a class="base-card [^"]*job-search-card" href="[^"]+\/jobs\/view\/[^"]+"[^>]*data-entity-urn=/,
    );
    expect(all).toContain('class="base-card__full-link');
    expect(all).toContain('job-search-card__salary-info');
    expect(all).toMatch(/job-posting-benefits__text|result-benefits__text/);
    expect(all).toMatch(/<time class="job-search-card__listdate(--new)?" datetime="\d{4}-\d{2}-\d{2}">/);
    expect(all).toContain('&amp;');
    expect(all).toContain('&#39;');
    expect([...all].some((c) => c.charCodeAt(0) > 127)).toBe(true);
    // About 3% of positions repeat an earlier posting.
    const ids = jobIds(all);
    expect(new Set(ids).size).toBeLessThan(ids.length);
    expect(new Set(ids).size).toBeGreaterThan(ids.length * 0.9);
  });

  it('keeps only recent postings with f_TPR', async () => {
    const { body } = await get(`${LISTING}?${COMMON}&f_TPR=r86400&start=0`);
    const dates = [...body.matchAll(/datetime="([\d-]+)"/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toHaveLength(10);
    for (const date of dates) expect(NOW - date).toBeLessThanOrEqual(2 * 86_400_000);
  });

  it('obeys the pageSize knob', async () => {
    site.control({ pageSize: 25 });
    try {
      expect(jobIds((await get(`${LISTING}?${COMMON}&start=0`)).body)).toHaveLength(25);
    } finally {
      await resetKnobs();
    }
  });
});

describe('job pages', () => {
  it('serves the full page and the fragment for a listed job, matching its card', async () => {
    const { body } = await get(`${LISTING}?${COMMON}&start=0`);
    const id = jobIds(body)[0]!;
    const title = titles(body)[0]!;
    const href = /href="([^"]*\/jobs\/view\/[^"?]+)/.exec(body)![1]!;
    const full = await get(new URL(href).pathname);
    expect(full.status).toBe(200);
    expect(full.body).toMatch(/^<!DOCTYPE html>\s*<html/);
    expect(full.body).toMatch(
      new RegExp(
        `<h1 class="top-card-layout__title[^"]*">\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*</h1>`,
      ),
    );
    const fragment = await get(`/jobs-guest/jobs/api/jobPosting/${id}`);
    expect(fragment.status).toBe(200);
    expect(fragment.body).toMatch(/<h2 class="top-card-layout__title[^"]*topcard__title">/);
    for (const part of [
      'topcard__flavor--bullet',
      'posted-time-ago__text',
      'num-applicants__caption',
      'show-more-less-html__markup',
      'description__job-criteria-subheader',
    ]) {
      expect(fragment.body).toContain(part);
    }
  });

  it('shows the poster on some jobs and an off-site apply URL on others', async () => {
    const { body } = await get(`${LISTING}?${COMMON}&start=20`);
    const pages = await Promise.all(jobIds(body).map((id) => get(`/jobs-guest/jobs/api/jobPosting/${id}`)));
    const withPoster = pages.filter((p) => p.body.includes('class="message-the-recruiter'));
    expect(withPoster.length).toBeGreaterThan(0);
    expect(withPoster.length).toBeLessThan(pages.length);
    expect(withPoster[0]!.body).toMatch(/<h3 class="base-main-card__title[^"]*">/);
    expect(
      pages.some((p) => /<code id="applyUrl" style="display: none"><!--"https?:\/\/[^"]+"--><\/code>/.test(p.body)),
    ).toBe(true);
  });

  it('publishes an existing role mailbox of the company in some descriptions, also where no poster is shown', async () => {
    const ids: string[] = [];
    for (const start of [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]) {
      ids.push(...jobIds((await get(`${LISTING}?${COMMON}&start=${start}`)).body));
    }
    const pages = await Promise.all(ids.map((id) => get(`/jobs-guest/jobs/api/jobPosting/${id}`)));
    const publishing = pages
      .map((p) => ({ address: /\b([a-z]+@[a-z0-9-]+\.example)\b/.exec(p.body)?.[1], page: p.body }))
      .filter((p): p is { address: string; page: string } => !!p.address);
    expect(publishing.length).toBeGreaterThan(3);
    expect(publishing.length).toBeLessThan(pages.length / 4);
    for (const { address } of publishing) {
      const domain = findMailDomain(address.split('@')[1]!)!;
      expect(domain.roles).toContain(address.split('@')[0]);
      expect(truthOf(address)).not.toBe('invalid');
    }
    expect(publishing.some((p) => !p.page.includes('class="message-the-recruiter'))).toBe(true);
  });

  it("sends off-site applications to the company's own careers pages or to applicant trackers, mostly through the externalApply redirect", async () => {
    const ids: string[] = [];
    for (const start of [0, 10, 20, 30, 40, 50, 60, 70])
      ids.push(...jobIds((await get(`${LISTING}?${COMMON}&start=${start}`)).body));
    const links = (await Promise.all(ids.map((id) => get(`/jobs-guest/jobs/api/jobPosting/${id}`))))
      .map((p) => /<code id="applyUrl" style="display: none"><!--"([^"]+)"-->/.exec(p.body)?.[1])
      .filter((raw): raw is string => !!raw)
      .map((raw) => raw.replace(/&amp;/g, '&'));
    const wrapped = links.filter((l) => l.includes('/jobs/view/externalApply/'));
    expect(wrapped.length).toBeGreaterThan(links.length / 2);
    expect(wrapped.length).toBeLessThan(links.length);
    const targets = links.map((l) => (l.includes('externalApply') ? new URL(l).searchParams.get('url')! : l));
    const hosts = targets.map((t) => new URL(t).hostname);
    expect(hosts.some((h) => /^(careers|www|jobs)\.[a-z0-9-]+\.example$/.test(h))).toBe(true);
    const trackers = /greenhouse\.io|lever\.co|myworkdayjobs\.com|smartrecruiters\.com|icims\.com|ashbyhq\.com/;
    expect(hosts.some((h) => trackers.test(h))).toBe(true);
  });

  it('answers a job it never listed from the id alone, and 404 for ids it cannot have', async () => {
    const unlisted = String(3_700_000_000 + 32 * 12_345 + 1);
    const page = await get(`/jobs/view/some-title-at-somewhere-${unlisted}`);
    expect(page.status).toBe(200);
    expect((await get(`/jobs/view/${unlisted}`)).body).toBe(page.body);
    expect((await get('/jobs/view/123')).status).toBe(404);
    expect((await get('/jobs/view/not-a-job')).status).toBe(404);
    expect((await get('/jobs-guest/jobs/api/jobPosting/999')).status).toBe(404);
  });
});

describe('company pages', () => {
  it('carries JSON-LD that parses to an Organization, and the about-us fields', async () => {
    const { body } = await get(`${LISTING}?${COMMON}&start=0`);
    const slug = /\/company\/([^?"]+)\?trk=/.exec(body)![1]!;
    const page = await get(`/company/${slug}`);
    expect(page.status).toBe(200);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!;
    const graph = (JSON.parse(json) as { '@graph': Array<Record<string, unknown>> })['@graph'];
    const org = graph.find((node) => node['@type'] === 'Organization')!;
    expect(org.name).toEqual(expect.any(String));
    expect(org.numberOfEmployees).toEqual({ value: expect.any(Number), '@type': 'QuantitativeValue' });
    expect(page.body).toContain('data-test-id="about-us__industry"');
    expect(page.body).toMatch(
      /data-test-id="about-us__size">\s*<dt[^>]*>\s*Company size\s*<\/dt>\s*<dd[^>]*>\s*[\d,+-]+ employees/,
    );
    expect((await get('/company/no-such-company-anywhere')).status).toBe(404);
  });

  it('writes its JSON-LD strings HTML-escaped, as the real site does', async () => {
    const company = COMPANIES.find((c) => c.hasPage && c.name.includes('&'))!;
    const page = await get(`/company/${company.slug}`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!;
    const org = (JSON.parse(json) as { '@graph': Array<Record<string, unknown>> })['@graph'][0]!;
    expect(org.name).toBe(company.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));

    const { body } = await get(`${LISTING}?${COMMON}&start=0`);
    const job = await get(`/jobs/view/${jobIds(body)[0]}`);
    const posting = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(job.body)![1]!) as {
      description: string;
    };
    expect(posting.description).toMatch(/&lt;(p|br|strong)&gt;/);
    expect(posting.description).not.toContain('<');
  });
});

describe('GEO typeahead', () => {
  const hits = async (query: string) =>
    JSON.parse(
      (await get(`/jobs-guest/api/typeaheadHits?typeaheadType=GEO&query=${encodeURIComponent(query)}`)).body,
    ) as Array<{
      id: string;
      displayName: string;
    }>;

  it('matches prefixes case-insensitively, aliases included', async () => {
    expect((await hits('beng'))[0]).toMatchObject({ id: '105214831', displayName: 'Bengaluru, Karnataka, India' });
    expect((await hits('BANGALORE'))[0]!.id).toBe('105214831');
    expect((await hits('worldwide'))[0]!.id).toBe('92000000');
    expect((await hits('new')).map((h) => h.displayName)).toEqual(
      expect.arrayContaining(['New York, New York, United States', 'New Delhi, Delhi, India']),
    );
    expect(await hits('qqqzzz')).toEqual([]);
  });
});

describe('behaviour knobs', () => {
  it('rate-limits per client with 429 and Retry-After', async () => {
    site.control({ rateLimit: { requests: 2, windowMs: 60_000 } });
    try {
      expect((await get(`${LISTING}?${COMMON}&start=0`)).status).toBe(200);
      expect((await get(`${LISTING}?${COMMON}&start=10`)).status).toBe(200);
      const blocked = await get(`${LISTING}?${COMMON}&start=20`);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await get(`${LISTING}?${COMMON}&start=0`)).status);
      // Every 7th block is the site's own 999.
      expect(statuses).toEqual([429, 429, 429, 429, 429, 999]);
    } finally {
      await resetKnobs();
    }
  });

  it('answers a burst of 429s to the next listing requests, set through POST /__control', async () => {
    const set = await get('/__control', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ burst429: 2 }),
    });
    expect(set.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(`${LISTING}?${COMMON}&start=0`)).status);
    expect(statuses).toEqual([429, 429, 200]);
    expect(JSON.parse((await get('/__control')).body)).toMatchObject({ burst429: 0 });
    const bad = await get('/__control', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"nope":1}',
    });
    expect(bad.status).toBe(400);
  });

  it('redirects every Nth job page to the sign-in wall', async () => {
    site.control({ authwallEvery: 2 });
    try {
      const id = jobIds((await get(`${LISTING}?${COMMON}&start=0`)).body)[0]!;
      expect((await get(`/jobs/view/${id}`)).status).toBe(200);
      const walled = await get(`/jobs/view/${id}`);
      expect(walled.status).toBe(302);
      const location = walled.headers.get('location')!;
      expect(location).toMatch(/\/authwall\?trk=[^&]+&.*sessionRedirect=/);
      const wall = await fetch(location);
      expect(wall.status).toBe(200);
      expect(await wall.text()).toContain('authwall-join-form');
    } finally {
      await resetKnobs();
    }
  });

  it('fails every Nth request with 503 and adds latency', async () => {
    site.control({ failEvery: 3, latencyMs: 120 });
    try {
      const startedAt = Date.now();
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await get('/jobs-guest/api/typeaheadHits?typeaheadType=GEO&query=pu')).status);
      expect(statuses).toEqual([200, 200, 503]);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3 * 110);
    } finally {
      await resetKnobs();
    }
  });

  it('counts requests per endpoint kind', async () => {
    await get('/__stats/reset', { method: 'POST' });
    await get(`${LISTING}?${COMMON}&start=0`);
    await get('/jobs-guest/api/typeaheadHits?typeaheadType=GEO&query=lon');
    await get('/company/no-such-company-anywhere');
    const stats = JSON.parse((await get('/__stats')).body) as Record<string, number>;
    expect(stats).toMatchObject({ listing: 1, job: 0, company: 1, typeahead: 1 });
    expect(site.stats()).toEqual(stats);
    site.resetStats();
    expect(site.stats().listing).toBe(0);
  });
});

describe('the markup knob', () => {
  const setMarkup = (markup: unknown) =>
    get('/__control', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ markup }),
    });
  const viewIds = (body: string) => [...body.matchAll(/\/jobs\/view\/[^"?]*-(\d+)\?/g)].map((m) => m[1]!);
  const served = async (markup: string, path: string) => {
    await setMarkup(markup);
    try {
      return (await get(path)).body;
    } finally {
      await resetKnobs();
    }
  };

  it('refuses a markup it does not serve, naming the ones it does', async () => {
    const bad = await setMarkup('brutalist');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe(
      'markup must be one of current, legacy, no-urn, relative-dates, poster-minimal, redesigned',
    );
  });

  it('serves the same jobs in every markup but the redesign, which keeps only the componentkey', async () => {
    const path = `${LISTING}?${COMMON}&start=10`;
    const current = jobIds(await served('current', path));
    expect(current).toHaveLength(10);
    const legacy = await served('legacy', path);
    expect(jobIds(legacy)).toEqual(current);
    expect(legacy).toContain('class="result-card job-result-card');
    expect(legacy).not.toContain('base-search-card');
    const noUrn = await served('no-urn', path);
    expect(jobIds(noUrn)).toEqual([]);
    expect(viewIds(noUrn)).toEqual(current);
    const redesigned = await served('redesigned', path);
    expect([...redesigned.matchAll(/componentkey="job-card-component-ref-(\d+)"/g)].map((m) => m[1])).toEqual(current);
    expect(redesigned).not.toMatch(/\/jobs\/view\/|class="[a-z]|<h3/);
  });

  it('writes dates only as wording, in a country host’s language, under relative-dates', async () => {
    const pages: string[] = [];
    for (const start of [0, 10, 20, 30, 40, 50]) {
      pages.push(await served('relative-dates', `${LISTING}?${COMMON}&start=${start}`));
    }
    for (const page of pages) expect(page).not.toContain('datetime=');
    const wording = pages.join('\n');
    expect(wording).toMatch(
      /<time class="job-search-card__listdate[^"]*">\s*(\d+ \w+ ago|vor \d+|il y a \d+|hace \d+|há \d+|för \d+ \S+ sedan)/,
    );
    expect(new Set([...wording.matchAll(/\b(ago|vor|il y a|hace|há|sedan)\b/g)].map((m) => m[1])).size).toBeGreaterThan(
      2,
    );
    const id = jobIds(await served('current', `${LISTING}?${COMMON}&start=0`))[0]!;
    const page = await served('relative-dates', `/jobs/view/${id}`);
    expect(page).toContain('"@type":"JobPosting"');
    expect(page).not.toContain('datePosted');
  });

  it('drops the poster block’s headings under poster-minimal, keeping the name in the link and the photo', async () => {
    const ids = jobIds(await served('current', `${LISTING}?${COMMON}&start=20`));
    await setMarkup('poster-minimal');
    try {
      const pages = await Promise.all(ids.map((id) => get(`/jobs-guest/jobs/api/jobPosting/${id}`)));
      const block = pages
        .map((p) => /<div class="message-the-recruiter[\s\S]*?Message/.exec(p.body)?.[0])
        .find(Boolean)!;
      expect(block).not.toContain('base-main-card__title');
      const name = /<span class="sr-only">\s*([^<]*?)\s*<\/span>/.exec(block)![1]!;
      expect(block).toContain(`alt="${name}"`);
    } finally {
      await resetKnobs();
    }
  });

  it('serves the redesigned job and company pages as empty shells that still say what they are', async () => {
    const listing = await served('current', `${LISTING}?${COMMON}&start=0`);
    const id = jobIds(listing)[0]!;
    const slug = /\/company\/([^?"]+)\?trk=/.exec(listing)![1]!;
    const fragment = await served('redesigned', `/jobs-guest/jobs/api/jobPosting/${id}`);
    expect(fragment).toContain(`componentkey="job-details-component-ref-${id}"`);
    expect(fragment).not.toMatch(/topcard|<h[1-4]/);
    const company = await served('redesigned', `/company/${slug}`);
    expect(company).toContain(`<link rel="canonical" href="${site.url}/company/${slug}">`);
    expect(company).not.toContain('application/ld+json');
  });
});

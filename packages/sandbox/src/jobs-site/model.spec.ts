import { describe, expect, it } from 'vitest';
import { FAMILIES, familyOf } from './catalog/roles.js';
import { COMPANIES } from './catalog/companies.js';
import { SiteModel, isValidJobId, parseListingQuery, totalFor } from './jobs.js';
import { Rng, hash32 } from './prng.js';
import { resolveSearchPlace } from './geo.js';

const query = (params: Record<string, string>) => parseListingQuery(params);

describe('seeded randomness', () => {
  it('repeats for the same seed and differs between seeds', () => {
    const a = Rng.of('x', 1);
    const b = Rng.of('x', 1);
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
    expect(hash32('a')).not.toBe(hash32('b'));
  });
});

describe('catalog', () => {
  it('has about 300 companies with unique slugs', () => {
    expect(COMPANIES.length).toBe(300);
    expect(new Set(COMPANIES.map((c) => c.slug)).size).toBe(COMPANIES.length);
    expect(COMPANIES.some((c) => c.website === null)).toBe(true);
    expect(COMPANIES.some((c) => c.website?.kind === 'shortener')).toBe(true);
    expect(COMPANIES.some((c) => c.website?.kind === 'self')).toBe(true);
  });

  it('reads the role family from keywords', () => {
    const key = (keywords: string) => FAMILIES[familyOf(keywords)]!.key;
    expect(key('frontend developer')).toBe('frontend');
    expect(key('Senior Data Engineer')).toBe('data-engineering');
    expect(key('javascript developer')).toBe('frontend');
    expect(key('java developer')).toBe('backend');
    expect(key('developer')).toBe('software');
    expect(key('beekeeper')).toBe('general');
  });
});

describe('listing model', () => {
  it('sizes results by query', () => {
    const total = totalFor(query({ keywords: 'product manager', location: 'London' }));
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(total).toBeLessThanOrEqual(1200);
    expect(totalFor(query({ keywords: 'rare bird' }))).toBe(37);
  });

  it('lists valid ids whose pages repeat the card', () => {
    const model = new SiteModel(Date.parse('2025-06-01T00:00:00Z'));
    const { jobs } = model.search(query({ keywords: 'android developer', geoId: '102713980' }), 0, 10);
    for (const job of jobs) {
      expect(isValidJobId(job.seed.id)).toBe(true);
      expect(job.seed.location).toMatch(/India/);
      expect(model.job(job.seed.id)).toMatchObject({ seed: job.seed, postedAtMs: job.postedAtMs });
    }
  });

  it('resolves places by geo id or by name', () => {
    expect(resolveSearchPlace('105214831', '')).toMatchObject({ geo: { displayName: 'Bengaluru, Karnataka, India' } });
    expect(resolveSearchPlace('', 'bangalore')).toMatchObject({ geo: { id: '105214831' } });
    expect(resolveSearchPlace('', 'Atlantis')).toEqual({ custom: 'Atlantis' });
  });
});

describe('fresh postings (the freshPostings knob)', () => {
  const q = query({ keywords: 'rare frontend developer', geoId: '105214831' });
  const ids = (model: SiteModel, fresh: number) =>
    Array.from({ length: 6 }, (_, page) => model.search(q, page * 10, 10, fresh).jobs)
      .flat()
      .map((j) => j.seed.id);

  it('lists the newest postings first and pushes the rest down, the same ones every time', () => {
    const model = new SiteModel(Date.parse('2026-11-01T07:00:00Z'));
    const before = ids(model, 0);
    const after = ids(model, 5);
    expect(before).toHaveLength(37);
    expect(after).toHaveLength(42);
    expect(after.slice(5)).toEqual(before);
    const fresh = after.slice(0, 5);
    expect(fresh.every((id) => !before.includes(id))).toBe(true);
    expect(ids(new SiteModel(Date.parse('2026-11-01T07:00:00Z')), 5)).toEqual(after);
  });

  it('gives them pages posted within the last six hours, of the query’s kind and place', () => {
    const model = new SiteModel(Date.parse('2026-11-01T07:00:00Z'));
    const { jobs } = model.search(q, 0, 3, 3);
    for (const job of jobs) {
      expect(job.ageMinutes).toBeLessThan(6 * 60);
      expect(job.seed.location).toMatch(/Bengaluru|India/);
      expect(model.job(job.seed.id)).toMatchObject({ seed: job.seed });
    }
  });

  it('adds nothing to a query that finds nothing', () => {
    const model = new SiteModel(Date.parse('2026-11-01T07:00:00Z'));
    expect(model.search(query({ keywords: 'noresults' }), 0, 10, 5)).toEqual({ total: 0, jobs: [] });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseCompanyPage } from './company-page.js';
import { parseJobPage } from './job-page.js';
import { parseSearchCards } from './search-cards.js';

// Pages the site itself served, saved by other people between 2022 and 2026 (../shared/real-pages, its README says
// where each came from). Every one is read here, and every field each shows is checked.
const REAL_PAGES = new URL('../../../../../shared/real-pages/', import.meta.url);
const BASE = 'https://www.linkedin.com';
const NOW = new Date('2026-11-28T00:00:00Z');

const files = (kind: string) => readdirSync(new URL(`${kind}/`, REAL_PAGES)).filter((name) => name.endsWith('.html'));
const page = (kind: string, name: string) => readFileSync(new URL(`${kind}/${name}`, REAL_PAGES), 'utf8');

/** Cards per listing page (the README's count); the no-result page has none. */
const LISTING_CARDS: Record<string, number> = {
  'yao-creative__best_unis__linkedin_search.html': 25,
  'JeasonYork__Job-Maket-Projet-Fil-Rouge__LinkedInHTML.html': 25,
  '0Mico__TAP_project__output_c35328e8.html': 60,
  'dextorion__jobscraper__StaticDocumentSupplier_embedded.html': 10,
  'Akichan0201__multisite_job_listing__linkedin.html': 60,
  'HBR12__datainterncronjob__debug_linkedin.html': 0,
  'theworld2020__job-aggregator-backend__linkedin_debug_server.html': 60,
  'maeldk__apify-actor-linkedin-jobs-scraper__linkedin_serp.html': 10,
  'Mohanarangan123__JOB-SEARCH-BOT-__raw_0a14eef3.html': 58,
  // Cut off by its saver mid-markup: the fifth card ends before its location and date.
  'tinashegomo__JobPulseBackend__linkedin_sample.html': 5,
};
const CUT_OFF = 'tinashegomo__JobPulseBackend__linkedin_sample.html';

// The fields each real job page shows, as read: criteria in English whatever the page's language.
const JOB_PAGES: Record<string, Record<string, unknown>> = {
  '0Mico__TAP_project__job_page.html': {
    siteJobId: '3946498763',
    title: 'DATA ANALYST',
    companyName: 'Rai - Radiotelevisione Italiana',
    postedDate: '2024-06-11',
    applicants: 'Oltre 200 candidati',
    applicantCount: { count: 200, qualifier: 'over' },
    // "Livello di anzianità: Livello medio", "Tipo di impiego: A tempo pieno".
    experienceLevel: 'Associate',
    employmentType: 'Full-time',
    readBy: { experienceLevel: 'label', employmentType: 'label' },
    jobFunction: 'Marketing',
    industries: 'Produzione e distribuzione di contenuti radiotelevisivi',
    applyUrl: expect.stringContaining('adecco.ncoreplat.com'),
  },
  'Silobus4040__auto-apply-beta__linkedin_test.html': {
    siteJobId: '4424075463',
    title: 'Manufacturing Data Analyst | Remote',
    companyName: 'Crossing Hurdles',
    salary: '$70.00/hr - $100.00/hr',
    applicantCount: { count: 157, qualifier: 'exact' },
    experienceLevel: 'Associate',
    employmentType: 'Contract',
  },
  'Tommy12789__job-finder__soup_f427142c.html': {
    siteJobId: '4033958700',
    title: 'DATA INGENIEUR',
    companyName: 'IUCT-Oncopole',
    location: 'Toulouse, Occitanie, France',
    applicantCount: { count: 68, qualifier: 'exact' },
    experienceLevel: 'Mid-Senior level',
    employmentType: 'Full-time',
    jobPosterName: 'Margaux Estingoy',
    jobPosterTitle: 'Technicienne RH chez IUCT-Oncopole | Gestion RH',
    jobPosterLinkedinUrl: `${BASE}/in/margaux-estingoy-56340a18b`,
  },
  'joaohlmello__LinkedinJobScraper__linkedin_sample.html': {
    siteJobId: '4197948497',
    title: 'Gerente de Projetos - Híbrido SP',
    companyName: 'NEORIS',
    location: 'São Paulo, Brazil',
    applicantCount: { count: 166, qualifier: 'exact' },
    experienceLevel: 'Mid-Senior level',
    employmentType: 'Full-time',
  },
  'maeldk__apify-actor-linkedin-jobs-scraper__linkedin_detail.html': {
    siteJobId: '4406118990',
    title: 'Software Engineer, New Grad',
    companyName: 'Notion',
    applicants: 'Over 200 applicants',
    applicantCount: { count: 200, qualifier: 'over' },
    experienceLevel: 'Not Applicable',
    employmentType: 'Full-time',
  },
};

describe('the real pages of ../shared/real-pages', () => {
  it('holds every page this spec knows, and no page it does not check', () => {
    expect(files('listing').sort()).toEqual(Object.keys(LISTING_CARDS).sort());
    expect(files('job').sort()).toEqual(Object.keys(JOB_PAGES).sort());
    expect(files('company')).toHaveLength(1);
  });

  describe.each(Object.entries(LISTING_CARDS))('listing %s', (name, count) => {
    it(`reads its ${count} cards with every core field`, () => {
      const cards = parseSearchCards(page('listing', name), { baseUrl: BASE, now: NOW });
      expect(cards).toHaveLength(count);
      expect(new Set(cards.map((card) => card.siteJobId)).size).toBe(count);
      const complete = name === CUT_OFF ? cards.slice(0, -1) : cards;
      for (const card of cards) {
        expect(card.siteJobId).toMatch(/^\d{6,}$/);
        expect(card.title, card.siteJobId).toBeTruthy();
        expect(card.companyName, card.siteJobId).toBeTruthy();
        expect(card.link).toMatch(new RegExp(`^${BASE}/jobs/view/([^/]*-)?${card.siteJobId}$`));
      }
      for (const card of complete) {
        expect(card.location, card.siteJobId).toBeTruthy();
        expect(card.postedDate, card.siteJobId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });
  });

  it('reads the no-result page ("We couldn’t find a match for …") as an empty result', () => {
    expect(
      parseSearchCards(page('listing', 'HBR12__datainterncronjob__debug_linkedin.html'), { baseUrl: BASE, now: NOW }),
    ).toEqual([]);
  });

  describe.each(Object.keys(JOB_PAGES))('job page %s', (name) => {
    it('reads every core field', () => {
      const job = parseJobPage(page('job', name), { baseUrl: BASE, now: NOW });
      expect(job).toMatchObject(JOB_PAGES[name]!);
      for (const field of ['siteJobId', 'title', 'companyName', 'location', 'postedDate', 'description'] as const) {
        expect(job[field], field).toBeTruthy();
      }
      // The poster's title is never the block's own heading.
      expect(job.jobPosterTitle ?? '').not.toMatch(/message the job poster/i);
    });
  });

  it('reads the company page', () => {
    const [name] = files('company');
    expect(parseCompanyPage(page('company', name!), { baseUrl: BASE })).toMatchObject({
      name: 'Audiense',
      industry: 'Advertising Services',
      size: '51-200 employees',
      headquarters: 'London, London',
      founded: '2011',
      website: 'http://www.audiense.com',
      slug: 'audiense',
      employeeCount: 69,
    });
  });
});

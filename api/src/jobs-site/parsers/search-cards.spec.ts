import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseSearchCards } from './search-cards.js';

const BASE = 'https://www.linkedin.com';
const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('parseSearchCards', () => {
  it('reads every div-shaped card of a current listing page with all its fields', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), BASE);

    expect(cards.map((card) => card.siteJobId)).toEqual([
      '4012345601',
      '4012345602',
      '4012345603',
      '4012345604',
      '4012345605',
      '4012345606',
      '4012345607',
      '4012345608',
      '4012345609',
      '4012345610',
    ]);
    expect(cards[0]).toEqual({
      siteJobId: '4012345601',
      title: 'Senior Backend Engineer (Payments & Risk)',
      companyName: 'Helvetia Ledger',
      companyLinkedinUrl: 'https://www.linkedin.com/company/helvetia-ledger',
      companyLogo:
        'https://media.licdn.com/dms/image/v2/D4E0BAQu1OZxE4xrx/company-logo_100_100/company-logo_100_100/0/1712745098123/helvetia-ledger_logo?e=2147483647&v=beta&t=30nf7JTsG_pBBHy3ap4LzqchgT2sJI7_',
      location: 'Zürich, Zurich, Switzerland',
      postedDate: '2024-09-16',
      salary: 'CHF 140,000.00 - CHF 175,000.00',
      benefits: 'Actively Hiring',
      link: 'https://www.linkedin.com/jobs/view/senior-backend-engineer-payments-risk-at-helvetia-ledger-4012345601',
    });
  });

  it('reads anchor-shaped cards, where the whole card is the link and the company is plain text', () => {
    const cards = parseSearchCards(fixture('search-anchor-cards.html'), BASE);

    expect(cards).toHaveLength(5);
    expect(cards[1]).toEqual({
      siteJobId: '4023456702',
      title: 'QA Automation Engineer (m/w/d)',
      companyName: 'Kraft & Klar GmbH',
      companyLinkedinUrl: null,
      companyLogo: expect.stringMatching(/^https:\/\/media\.licdn\.com\/.+kraft-klar_logo\?e=2147483647&v=beta&t=/),
      location: 'Köln, North Rhine-Westphalia, Germany',
      postedDate: '2024-09-18',
      salary: null,
      benefits: null,
      link: 'https://www.linkedin.com/jobs/view/qa-automation-engineer-at-kraft-%26-klar-4023456702',
    });
    expect(cards[2]?.salary).toBe('CA$110,000.00/yr - CA$135,000.00/yr');
  });

  it('reads the older 25-card markup with its result-benefits badge', () => {
    const cards = parseSearchCards(fixture('search-legacy-25.html'), BASE);

    expect(cards).toHaveLength(25);
    expect(new Set(cards.map((card) => card.siteJobId)).size).toBe(25);
    expect(cards[0]).toMatchObject({
      siteJobId: '2712345600',
      title: 'Software Engineer',
      companyName: 'Globex Corporation',
      companyLinkedinUrl: 'https://www.linkedin.com/company/globex',
      location: 'New York, NY',
      postedDate: '2021-09-14',
      benefits: 'Actively recruiting',
      link: 'https://www.linkedin.com/jobs/view/software-engineer-at-globex-2712345600',
    });
    expect(cards[1]?.benefits).toBeNull();
    expect(cards[10]?.title).toBe('R&D Engineer');
    expect(cards[6]?.companyName).toBe('Café Olé Software');
  });

  it('reads the result-card markup that predates base cards, with the urn on the list item', () => {
    const html = `<li class="result-card job-result-card result-card--with-hover-state" data-entity-urn="urn:li:jobPosting:1969536036" data-id="1969536036">
      <a class="result-card__full-card-link" href="https://www.linkedin.com/jobs/view/analyst-at-initech-1969536036?refId=abc&amp;trk=guest_job_search_job-result-card_result-card_full-click"><span class="screen-reader-text">Analyst</span></a>
      <img class="artdeco-entity-image artdeco-entity-image--square-4" data-delayed-url="https://media.licdn.com/logo.png" alt="Initech">
      <div class="result-card__contents job-result-card__contents">
        <h3 class="result-card__title job-result-card__title">Analyst</h3>
        <h4 class="result-card__subtitle job-result-card__subtitle"><a class="result-card__subtitle-link job-result-card__subtitle-link" href="https://www.linkedin.com/company/initech?trk=guest_job_search_job-result-card_result-card_subtitle-click">Initech</a></h4>
        <div class="job-result-card__meta">
          <span class="job-result-card__location">Austin, TX</span>
          <div class="result-benefits"><span class="result-benefits__text">Actively recruiting</span></div>
          <time class="job-result-card__listdate" datetime="2020-08-03">2 days ago</time>
        </div>
      </div>
    </li>`;

    expect(parseSearchCards(html, BASE)).toEqual([
      {
        siteJobId: '1969536036',
        title: 'Analyst',
        companyName: 'Initech',
        companyLinkedinUrl: 'https://www.linkedin.com/company/initech',
        companyLogo: 'https://media.licdn.com/logo.png',
        location: 'Austin, TX',
        postedDate: '2020-08-03',
        salary: null,
        benefits: 'Actively recruiting',
        link: 'https://www.linkedin.com/jobs/view/analyst-at-initech-1969536036',
      },
    ]);
  });

  it('returns no cards for an empty body or a bare doctype, the page that ends a search', () => {
    expect(parseSearchCards('', BASE)).toEqual([]);
    expect(parseSearchCards('<!DOCTYPE html>', BASE)).toEqual([]);
    expect(parseSearchCards(fixture('search-empty.html'), BASE)).toEqual([]);
  });

  it('skips cards that carry no job posting urn', () => {
    const html = `
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:organization:1115"><h3 class="base-search-card__title">Promoted company</h3></div></li>
      <li><div class="base-card base-search-card job-search-card"><h3 class="base-search-card__title">No urn</h3></div></li>
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:"><h3 class="base-search-card__title">Empty id</h3></div></li>
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:42"><h3 class="base-search-card__title">Real job</h3></div></li>`;

    expect(parseSearchCards(html, BASE).map((card) => [card.siteJobId, card.title])).toEqual([['42', 'Real job']]);
  });

  it('decodes HTML entities and keeps non-ASCII names intact', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), BASE);
    const byId = new Map(cards.map((card) => [card.siteJobId, card]));

    expect(byId.get('4012345603')?.companyName).toBe('Müller & Söhne Digital GmbH');
    expect(byId.get('4012345605')?.companyName).toBe('株式会社メルカリ');
    expect(byId.get('4012345606')?.title).toBe('Staff Engineer, Search & Discovery');
    expect(byId.get('4012345607')?.location).toBe('Łódź, Łódzkie, Poland');
    expect(byId.get('4012345608')?.title).toBe('Machine Learning Engineer "Applied AI"');
    expect(byId.get('4012345608')?.salary).toBe('£85,000.00/yr - £105,000.00/yr');
  });

  it('drops tracking parameters and folds country hosts onto the base URL in links', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), BASE);

    for (const card of cards) {
      expect(card.link).toMatch(/^https:\/\/www\.linkedin\.com\/jobs\/view\/[^?#]+-\d+$/);
      expect(card.link.endsWith(card.siteJobId)).toBe(true);
      if (card.companyLinkedinUrl)
        expect(card.companyLinkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/company\/[^?#/]+$/);
    }
    expect(cards[6]?.companyLinkedinUrl).toBe('https://www.linkedin.com/company/lodz-systems');
  });

  it('resolves relative links against a base URL on another host, such as the stand-in', () => {
    const html = `<li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:77">
      <a class="base-card__full-link" href="/jobs/view/tester-at-acme-77?position=3&amp;pageNum=0&amp;trk=x"></a>
      <h4 class="base-search-card__subtitle"><a class="hidden-nested-link" href="/company/acme/?trk=y">Acme</a></h4>
    </div></li>`;

    expect(parseSearchCards(html, 'http://127.0.0.1:4010')[0]).toMatchObject({
      link: 'http://127.0.0.1:4010/jobs/view/tester-at-acme-77',
      companyLinkedinUrl: 'http://127.0.0.1:4010/company/acme',
    });
  });

  it('leaves fields the card does not show as null instead of guessing them', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), BASE);
    const byId = new Map(cards.map((card) => [card.siteJobId, card]));

    // Only the placeholder (data-ghost-url) image: no logo.
    expect(byId.get('4012345605')?.companyLogo).toBeNull();
    // Company printed without a link.
    expect(byId.get('4012345608')).toMatchObject({ companyName: 'BrightPath', companyLinkedinUrl: null });
    expect(byId.get('4012345610')).toMatchObject({ salary: null, benefits: null });
  });

  it('takes the logo from src when the card has no delayed URL, and builds the link from the id when there is none', () => {
    const html = `<li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:9001">
      <img class="artdeco-entity-image" src="https://media.licdn.com/direct.png" alt="">
      <h3 class="base-search-card__title">  Nurse&nbsp;–&nbsp;Nights  </h3>
      <time class="job-search-card__listdate" datetime="not-a-date">today</time>
    </div></li>`;

    expect(parseSearchCards(html, BASE)[0]).toMatchObject({
      title: 'Nurse – Nights',
      companyLogo: 'https://media.licdn.com/direct.png',
      postedDate: null,
      link: 'https://www.linkedin.com/jobs/view/9001',
    });
  });
});

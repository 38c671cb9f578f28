import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { MarkupNotUnderstood } from './markup-not-understood.js';
import { parseSearchCards } from './search-cards.js';
import type { SearchCard } from './types.js';

const BASE = 'https://www.linkedin.com';
const NOW = new Date('2024-09-18T10:00:00Z');
// Today's markup: every field by its first strategy.
const CURRENT = {
  siteJobId: 'urn',
  title: 'class',
  companyName: 'class',
  location: 'class',
  postedDate: 'datetime',
  link: 'link',
};
const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('parseSearchCards', () => {
  it('reads every div-shaped card of a current listing page with all its fields', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), { baseUrl: BASE, now: NOW });

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
      readBy: CURRENT,
    });
  });

  it('reads anchor-shaped cards, where the whole card is the link and the company is plain text', () => {
    const cards = parseSearchCards(fixture('search-anchor-cards.html'), { baseUrl: BASE, now: NOW });

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
      readBy: CURRENT,
    });
    expect(cards[2]?.salary).toBe('CA$110,000.00/yr - CA$135,000.00/yr');
  });

  it('reads the older 25-card markup with its result-benefits badge', () => {
    const cards = parseSearchCards(fixture('search-legacy-25.html'), { baseUrl: BASE, now: NOW });

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

    expect(parseSearchCards(html, { baseUrl: BASE, now: NOW })).toEqual([
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
        readBy: CURRENT,
      },
    ]);
  });

  it('returns no cards for an empty body or a bare doctype, the page that ends a search', () => {
    expect(parseSearchCards('', { baseUrl: BASE, now: NOW })).toEqual([]);
    expect(parseSearchCards('<!DOCTYPE html>', { baseUrl: BASE, now: NOW })).toEqual([]);
    expect(parseSearchCards(fixture('search-empty.html'), { baseUrl: BASE, now: NOW })).toEqual([]);
  });

  it('reads a page saying the search matched nothing as no cards, in English and French, even among filter menus', () => {
    const filters = '<ul>' + '<li class="filter-values"><label>Full-time (12)</label></li>'.repeat(5) + '</ul>';
    const english = `${filters}<section class="core-section-container no-results"><h1>We couldn’t find a match for
      <strong class="no-results__main-title-keywords">Data Internship jobs in Morocco</strong></h1></section>`;
    // Restyled: only the heading's wording is left to recognise it.
    const french = `${filters}<main><h1>Nous n’avons trouvé aucun résultat pour <strong>Boulanger à Lyon</strong></h1></main>`;
    expect(parseSearchCards(english, { baseUrl: BASE, now: NOW })).toEqual([]);
    expect(parseSearchCards(french, { baseUrl: BASE, now: NOW })).toEqual([]);
    // The same menus with another heading are still a list no strategy reads.
    expect(() => parseSearchCards(`${filters}<h1>Boulanger à Lyon</h1>`, { baseUrl: BASE, now: NOW })).toThrow(
      MarkupNotUnderstood,
    );
  });

  it('skips cards that carry no job posting urn', () => {
    const html = `
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:organization:1115"><h3 class="base-search-card__title">Promoted company</h3></div></li>
      <li><div class="base-card base-search-card job-search-card"><h3 class="base-search-card__title">No urn</h3></div></li>
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:"><h3 class="base-search-card__title">Empty id</h3></div></li>
      <li><div class="base-card base-search-card job-search-card" data-entity-urn="urn:li:jobPosting:42"><h3 class="base-search-card__title">Real job</h3></div></li>`;

    expect(parseSearchCards(html, { baseUrl: BASE, now: NOW }).map((card) => [card.siteJobId, card.title])).toEqual([
      ['42', 'Real job'],
    ]);
  });

  it('decodes HTML entities and keeps non-ASCII names intact', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), { baseUrl: BASE, now: NOW });
    const byId = new Map(cards.map((card) => [card.siteJobId, card]));

    expect(byId.get('4012345603')?.companyName).toBe('Müller & Söhne Digital GmbH');
    expect(byId.get('4012345605')?.companyName).toBe('株式会社メルカリ');
    expect(byId.get('4012345606')?.title).toBe('Staff Engineer, Search & Discovery');
    expect(byId.get('4012345607')?.location).toBe('Łódź, Łódzkie, Poland');
    expect(byId.get('4012345608')?.title).toBe('Machine Learning Engineer "Applied AI"');
    expect(byId.get('4012345608')?.salary).toBe('£85,000.00/yr - £105,000.00/yr');
  });

  it('drops tracking parameters and folds country hosts onto the base URL in links', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), { baseUrl: BASE, now: NOW });

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

    expect(parseSearchCards(html, { baseUrl: 'http://127.0.0.1:4010', now: NOW })[0]).toMatchObject({
      link: 'http://127.0.0.1:4010/jobs/view/tester-at-acme-77',
      companyLinkedinUrl: 'http://127.0.0.1:4010/company/acme',
    });
  });

  it('leaves fields the card does not show as null instead of guessing them', () => {
    const cards = parseSearchCards(fixture('search-div-cards.html'), { baseUrl: BASE, now: NOW });
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

    expect(parseSearchCards(html, { baseUrl: BASE, now: NOW })[0]).toMatchObject({
      title: 'Nurse – Nights',
      companyLogo: 'https://media.licdn.com/direct.png',
      postedDate: null,
      link: 'https://www.linkedin.com/jobs/view/9001',
    });
  });

  describe('when the markup drifts, each field falls back to its next strategy and says which answered', () => {
    const read = (html: string) => parseSearchCards(html, { baseUrl: BASE, now: NOW });
    const current = read(fixture('search-div-cards.html'));
    const withoutReadBy = (cards: SearchCard[]) => cards.map(({ readBy: _readBy, ...card }) => card);

    it('reads the id from the trailing digits of each card’s link when the cards carry no urn', () => {
      const cards = read(fixture('search-no-urn.html'));
      expect(withoutReadBy(cards)).toEqual(withoutReadBy(current));
      expect(cards.every((card) => card.readBy.siteJobId === 'link')).toBe(true);
    });

    it('reads dates from the relative text when <time> has no datetime', () => {
      const cards = read(fixture('search-relative-dates.html'));
      expect(cards.map((card) => card.postedDate)).toEqual([
        '2024-09-16', // 2 days ago
        '2024-09-17', // 1 day ago
        '2024-09-18', // 5 hours ago
        '2024-09-11', // 1 week ago
        '2024-09-04', // 2 weeks ago (the exact date was 30 August: the wording rounds)
        '2024-09-18', // 32 minutes ago
        '2024-08-18', // 1 month ago
        '2024-09-14', // 4 days ago
        '2024-09-15', // 3 days ago
        '2024-09-12', // 6 days ago
      ]);
      expect(cards.every((card) => card.readBy.postedDate === 'relative-text')).toBe(true);
      expect(cards.map((card) => card.siteJobId)).toEqual(current.map((card) => card.siteJobId));
    });

    it('reads the relative text of a country host in its language', () => {
      const german = read(fixture('search-relative-dates-de.html'));
      const english = read(fixture('search-relative-dates.html'));
      expect(german.map((card) => card.postedDate)).toEqual(english.map((card) => card.postedDate));
      expect(german.map((card) => card.location)).toEqual(english.map((card) => card.location));
    });

    it('reads a restyled listing (every class renamed, no urns) from its links, headings and remaining text', () => {
      const cards = read(fixture('search-restyled.html'));
      const comparable = (list: SearchCard[]) =>
        list.map((card) => [card.siteJobId, card.title, card.companyName, card.location, card.postedDate, card.link]);
      expect(comparable(cards)).toEqual(comparable(current));
      expect(cards[0]?.readBy).toEqual({
        siteJobId: 'link',
        title: 'heading',
        companyName: 'company-link',
        location: 'text',
        postedDate: 'datetime',
        link: 'link',
      });
      // A company printed without a link is its card's second heading.
      expect(cards[7]).toMatchObject({ companyName: 'BrightPath', readBy: { companyName: 'heading' } });
    });

    it('reads componentkey cards that keep their text: title, company and location in order, the date from its wording', () => {
      const card = (id: string, title: string) => `<li><div role="button" componentkey="job-card-component-ref-${id}">
        <div class="_a1"><p class="_b2">${title}</p><p class="_c3">Globex</p><p class="_d4">Lyon, France</p>
        <p class="_e5">il y a 3 jours</p></div></div></li>`;
      const cards = read(card('4100000001', 'Data Engineer') + card('4100000002', 'Analyst'));
      expect(cards[0]).toEqual({
        siteJobId: '4100000001',
        title: 'Data Engineer',
        companyName: 'Globex',
        companyLinkedinUrl: null,
        companyLogo: null,
        location: 'Lyon, France',
        postedDate: '2024-09-15',
        salary: null,
        benefits: null,
        link: 'https://www.linkedin.com/jobs/view/4100000001',
        readBy: {
          siteJobId: 'componentkey',
          title: 'text',
          companyName: 'text',
          location: 'text',
          postedDate: 'relative-text',
          link: 'from-id',
        },
      });
    });

    it('reads data-job-id cards, and a title that only the job link’s text gives', () => {
      const html = `<li data-occludable-job-id="4100000003"><div><span>Nurse</span><span>Initech</span></div></li>
        <li><a href="/jobs/view/cook-at-initech-4100000004?trk=x"><span>Cook</span></a><span>Initech</span></li>`;
      const [byAttribute] = read(html);
      expect(byAttribute).toMatchObject({
        siteJobId: '4100000003',
        title: 'Nurse',
        companyName: 'Initech',
        readBy: { siteJobId: 'data-job-id', title: 'text', companyName: 'text' },
      });
      const [byLink] = read(html.replace(/^<li data-occludable-job-id[^\n]*\n/, ''));
      expect(byLink).toMatchObject({
        siteJobId: '4100000004',
        title: 'Cook',
        companyName: 'Initech',
        link: 'https://www.linkedin.com/jobs/view/cook-at-initech-4100000004',
        readBy: { siteJobId: 'link', title: 'link-text', companyName: 'text' },
      });
    });

    it('throws MarkupNotUnderstood for a redesigned list whose cards hold no readable title, never an empty page', () => {
      const attempt = () => read(fixture('search-redesigned.html'));
      expect(attempt).toThrow(MarkupNotUnderstood);
      expect(attempt).toThrow(expect.objectContaining({ page: 'listing', strategy: 'componentkey' }));
      expect(attempt).toThrow(
        expect.objectContaining({
          problem: expect.stringMatching(/10 job cards \(found by componentkey\), but none has a title/),
        }),
      );
    });

    it('throws MarkupNotUnderstood for repeated items none of which is a job card any strategy knows', () => {
      const html = '<ul>' + '<li class="_x"><div class="_y">Senior Engineer · Acme</div></li>'.repeat(5) + '</ul>';
      expect(() => read(html)).toThrow(expect.objectContaining({ page: 'listing', strategy: 'repeated-items' }));
    });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseJobPage } from './job-page.js';

const BASE = 'https://www.linkedin.com';
const NOW = new Date('2024-09-18T10:00:00Z');
const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('parseJobPage', () => {
  it('reads every field of the full /jobs/view page, salary, apply link and poster included', () => {
    const job = parseJobPage(fixture('job-view-full.html'), { baseUrl: BASE, now: NOW });

    expect(job).toEqual({
      siteJobId: '4012345601',
      title: 'Senior Backend Engineer (Payments & Risk)',
      companyName: 'Helvetia Ledger',
      companyLogo:
        'https://media.licdn.com/dms/image/v2/D4E0BAQu1OZxE4xrx/company-logo_100_100/company-logo_100_100/0/1712745098123/helvetia_ledger_logo?e=2147483647&v=beta&t=30nf7JTsG_pBBHy3ap4LzqchgT2sJI7_',
      companyLinkedinUrl: 'https://www.linkedin.com/company/helvetia-ledger',
      location: 'Zürich, Zurich, Switzerland',
      postedDate: '2024-09-16',
      postedAgo: '2 days ago',
      applicants: 'Over 200 applicants',
      salary: 'CHF 140,000.00/yr - CHF 175,000.00/yr',
      description: expect.stringContaining("Helvetia Ledger's Payments & Risk team"),
      descriptionHtml: expect.stringMatching(/^<strong>About the team<\/strong>.*<\/p>$/s),
      experienceLevel: 'Mid-Senior level',
      employmentType: 'Full-time',
      jobFunction: 'Engineering and Information Technology',
      industries: 'Financial Services and Banking',
      link: 'https://www.linkedin.com/jobs/view/4012345601',
      applyUrl: 'https://careers.helvetialedger.ch/jobs/4821?source=linkedin',
      jobPosterName: 'Zoë Ødegaard',
      jobPosterTitle: 'Senior Technical Recruiter at Helvetia Ledger – Hiring in DACH & Nordics',
      jobPosterLinkedinUrl: 'https://www.linkedin.com/in/zoe-odegaard-5a1b2c3',
      jobPosterImageUrl:
        'https://media.licdn.com/dms/image/v2/D4E03AQFq1wZxT8pR2w/profile-displayphoto-shrink_100_100/profile-displayphoto-shrink_100_100/0/1700000000000?e=2147483647&v=beta&t=kM2nB3vC4xZ5lK6jH7gF8dS9aP0oI1uY2tR3eW4qE5r',
    });
  });

  it('reads the jobs-guest fragment and leaves the poster, salary and apply link it lacks as null', () => {
    const job = parseJobPage(fixture('job-posting-fragment.html'), { baseUrl: BASE, now: NOW, siteJobId: '1' });

    expect(job).toMatchObject({
      siteJobId: '4012345606',
      title: 'Staff Engineer, Search & Discovery',
      companyName: 'Acme & Co.',
      companyLogo: expect.stringContaining('acme_co_logo?e=2147483647&v=beta&t='),
      companyLinkedinUrl: 'https://www.linkedin.com/company/acme-co',
      location: 'United States',
      postedAgo: '2 weeks ago',
      applicants: 'Be among the first 25 applicants',
      salary: null,
      experienceLevel: 'Director',
      employmentType: 'Contract',
      jobFunction: 'Engineering',
      industries: null,
      link: 'https://www.linkedin.com/jobs/view/4012345606',
      applyUrl: null,
      jobPosterName: null,
      jobPosterTitle: null,
      jobPosterLinkedinUrl: null,
      jobPosterImageUrl: null,
    });
  });

  it('approximates the posted date from the relative wording when the page has no structured date', () => {
    const job = parseJobPage(fixture('job-posting-fragment.html'), { baseUrl: BASE, now: NOW });

    expect(job.postedDate).toBe('2024-09-04');
  });

  it('prefers the structured datePosted over the rounded relative wording', () => {
    const html = `<script type="application/ld+json">{"@type":"JobPosting","datePosted":"2024-08-02T23:10:00.000Z"}</script>
      <span class="posted-time-ago__text">1 month ago</span>`;

    expect(parseJobPage(html, { baseUrl: BASE, now: NOW }).postedDate).toBe('2024-08-02');
  });

  it('takes the job id from the page, and from the caller only when the page names none', () => {
    const full = parseJobPage(fixture('job-view-full.html'), { baseUrl: BASE, now: NOW, siteJobId: '999' });
    const bare = parseJobPage('<h2 class="top-card-layout__title topcard__title">Cook</h2>', {
      baseUrl: BASE,
      now: NOW,
      siteJobId: '4099',
    });
    const unknown = parseJobPage('<h2 class="topcard__title">Cook</h2>', { baseUrl: BASE, now: NOW });

    expect(full.siteJobId).toBe('4012345601');
    expect(bare).toMatchObject({ siteJobId: '4099', title: 'Cook', link: 'https://www.linkedin.com/jobs/view/4099' });
    expect(unknown).toMatchObject({ siteJobId: null, link: null });
  });

  it('keeps paragraphs, line breaks and list items on their own lines in the plain-text description', () => {
    const job = parseJobPage(fixture('job-view-full.html'), { baseUrl: BASE, now: NOW });

    expect(job.description).toBe(
      [
        'About the team',
        '',
        "Helvetia Ledger's Payments & Risk team builds the ledger behind card settlement for 40 banks across Zürich, Genève and Lisbon.",
        '',
        'What you’ll do',
        'Design and run services in Go & Kotlin',
        'Own reliability for card settlement (>99.95% uptime)',
        'Mentor engineers across Zürich & Lisbon',
        '',
        'What we offer',
        '',
        'Hybrid work (3 days in the office), 5 weeks of holidays and a CHF 3’000 learning budget.',
        '',
        'We welcome applications from everyone — Grüezi!',
      ].join('\n'),
    );
  });

  it('turns no-break spaces into plain spaces and ignores comments in the description', () => {
    const job = parseJobPage(fixture('job-posting-fragment.html'), { baseUrl: BASE, now: NOW });

    expect(job.description).toBe(
      [
        'Who we are',
        '',
        'Acme & Co. helps 12 000 shops find what their customers mean, not just what they type.',
        '',
        'Responsibilities',
        '',
        'Lead the ranking & retrieval roadmap',
        'Partner with José, Ana and the São Paulo team',
        '',
        'Location: remote (US time zones) — “async first”.',
      ].join('\n'),
    );
  });

  it('returns the description markup exactly as the page wrote it', () => {
    const job = parseJobPage(fixture('job-posting-fragment.html'), { baseUrl: BASE, now: NOW });

    expect(job.descriptionHtml).toBe(
      '<p><strong>Who we are</strong></p><p>Acme &amp; Co. helps 12&nbsp;000 shops find what their customers mean, not just what they type.</p><p><br></p><p><strong>Responsibilities</strong></p><ol><li>Lead the ranking &amp; retrieval roadmap</li><li>Partner with José, Ana and the São Paulo team</li></ol><!----><p>Location: remote (US time zones) — “async first”.</p>',
    );
  });

  it('reads the apply link from the commented JSON string, unwrapped or already direct', () => {
    const direct = `<code id="applyUrl" style="display: none"><!--"https://jobs.example.com/apply?id=7&amp;src=li"--></code>`;
    const escaped = `<code id="applyUrl" style="display: none"><!--&quot;https:\\/\\/jobs.example.com\\/a?b=1&quot;--></code>`;

    expect(parseJobPage(direct, { baseUrl: BASE, now: NOW }).applyUrl).toBe(
      'https://jobs.example.com/apply?id=7&src=li',
    );
    expect(parseJobPage(escaped, { baseUrl: BASE, now: NOW }).applyUrl).toBe('https://jobs.example.com/a?b=1');
    expect(parseJobPage('<code id="applyUrl"><!----></code>', { baseUrl: BASE, now: NOW }).applyUrl).toBeNull();
  });

  it('does not take similar-job cards for the posting or the applicants count for the location', () => {
    const full = parseJobPage(fixture('job-view-full.html'), { baseUrl: BASE, now: NOW });
    const fragment = parseJobPage(fixture('job-posting-fragment.html'), { baseUrl: BASE, now: NOW });

    expect(full.jobPosterName).toBe('Zoë Ødegaard');
    expect(full.siteJobId).not.toBe('4012399999');
    expect(fragment.location).toBe('United States');
  });

  it('leaves the location null rather than reading the applicants count, which also wears the bullet class', () => {
    const html = `<section class="top-card-layout"><div class="topcard__flavor-row">
      <span class="num-applicants__caption topcard__flavor--metadata topcard__flavor--bullet">Over 200 applicants</span>
      <figure class="num-applicants__figure topcard__flavor--bullet"><figcaption class="num-applicants__caption">Over 200 applicants</figcaption></figure>
    </div></section>`;

    expect(parseJobPage(html, { baseUrl: BASE, now: NOW })).toMatchObject({
      location: null,
      applicants: 'Over 200 applicants',
    });
  });

  it('answers nulls, not guesses, for a page without job markup', () => {
    const job = parseJobPage('<html><body><p>Something went wrong</p></body></html>', { baseUrl: BASE, now: NOW });

    expect(Object.values(job).every((value) => value === null)).toBe(true);
  });
});

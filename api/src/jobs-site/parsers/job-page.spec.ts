import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseJobPage } from './job-page.js';
import { MarkupNotUnderstood } from './markup-not-understood.js';

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
      applicantCount: { count: 200, qualifier: 'over' },
      salary: 'CHF 140,000.00/yr - CHF 175,000.00/yr',
      description: expect.stringContaining("Helvetia Ledger's Payments & Risk team"),
      descriptionHtml: expect.stringMatching(/^<strong>About the team<\/strong>.*<\/p>$/s),
      experienceLevel: 'Mid-Senior level',
      employmentType: 'Full-time',
      jobFunction: 'Engineering and Information Technology',
      industries: 'Financial Services and Banking',
      visaSponsorship: null,
      link: 'https://www.linkedin.com/jobs/view/4012345601',
      applyUrl: 'https://careers.helvetialedger.ch/jobs/4821?source=linkedin',
      jobPosterName: 'Zoë Ødegaard',
      jobPosterTitle: 'Senior Technical Recruiter at Helvetia Ledger – Hiring in DACH & Nordics',
      jobPosterLinkedinUrl: 'https://www.linkedin.com/in/zoe-odegaard-5a1b2c3',
      jobPosterImageUrl:
        'https://media.licdn.com/dms/image/v2/D4E03AQFq1wZxT8pR2w/profile-displayphoto-shrink_100_100/profile-displayphoto-shrink_100_100/0/1700000000000?e=2147483647&v=beta&t=kM2nB3vC4xZ5lK6jH7gF8dS9aP0oI1uY2tR3eW4qE5r',
      // Today's markup: every field by its first strategy.
      readBy: {
        siteJobId: 'urn',
        title: 'class',
        companyName: 'class',
        location: 'class',
        postedDate: 'json-ld',
        description: 'class',
        experienceLevel: 'label',
        employmentType: 'label',
        jobPosterName: 'heading',
        jobPosterTitle: 'heading',
      },
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
      applicantCount: { count: 25, qualifier: 'among-first' },
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
    const html = `<script type="application/ld+json">{"@type":"JobPosting","title":"Cook","datePosted":"2024-08-02T23:10:00.000Z"}</script>
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
    const html = `<section class="top-card-layout"><h2 class="topcard__title">Cook</h2><div class="topcard__flavor-row">
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

    const { readBy, ...fields } = job;
    expect(Object.values(fields).every((value) => value === null)).toBe(true);
    expect(readBy).toEqual({});
  });

  describe('when the markup drifts, each field falls back to its next strategy and says which answered', () => {
    const read = (html: string, siteJobId?: string) => parseJobPage(html, { baseUrl: BASE, now: NOW, siteJobId });
    const block = (inner: string) =>
      `<h2 class="topcard__title">Cook</h2><div class="message-the-recruiter"><h2>Meet the hiring team</h2>${inner}
       <a href="https://www.linkedin.com/login?trk=public_jobs_message-the-recruiter">Message</a></div>`;

    it('finds the poster of a block without headings: the name from the link’s sr-only text, the title from the rest', () => {
      const job = read(fixture('job-poster-minimal.html'));
      expect(job).toMatchObject({
        jobPosterName: 'Zoë Ødegaard',
        jobPosterTitle: 'Senior Technical Recruiter at Helvetia Ledger – Hiring in DACH & Nordics',
        jobPosterLinkedinUrl: 'https://www.linkedin.com/in/zoe-odegaard-5a1b2c3',
        jobPosterImageUrl: expect.stringContaining('profile-displayphoto-shrink_100_100'),
        readBy: { jobPosterName: 'link-text', jobPosterTitle: 'text' },
      });
      // The rest of the page is today's markup.
      const { readBy: _full, ...full } = read(fixture('job-view-full.html'));
      const { readBy: _minimal, ...minimal } = job;
      expect(minimal).toEqual(full);
    });

    it('takes the poster’s headline from the card’s own text, never the block’s heading above the card', () => {
      // As the site serves it (a <p> heading over the card), with the headline in a plain span.
      const job = read(`<h2 class="topcard__title">Cook</h2>
        <div class="message-the-recruiter"><p>Direct message the job poster from IUCT-Oncopole</p>
          <div class="base-card"><a href="https://fr.linkedin.com/in/margaux-estingoy-56340a18b"><span class="sr-only">Margaux Estingoy</span></a>
            <img alt="" src="https://media.licdn.com/m.jpg">
            <div class="base-main-card__info"><span>Technicienne RH chez IUCT-Oncopole</span></div>
            <a href="https://www.linkedin.com/login?trk=public_jobs_message-the-recruiter-cta">Message</a>
          </div>
        </div>`);
      expect(job).toMatchObject({
        jobPosterName: 'Margaux Estingoy',
        jobPosterTitle: 'Technicienne RH chez IUCT-Oncopole',
        readBy: { jobPosterName: 'link-text', jobPosterTitle: 'text' },
      });
      // A card with no headline at all has no title, rather than the heading.
      const bare = read(`<h2 class="topcard__title">Cook</h2>
        <div class="message-the-recruiter"><p>Direct message the job poster from IUCT-Oncopole</p>
          <div class="base-card"><a href="https://fr.linkedin.com/in/margaux-estingoy-56340a18b">Margaux Estingoy</a></div>
        </div>`);
      expect(bare.jobPosterTitle).toBeNull();
    });

    it('takes the poster’s name from the photo’s alt text, then from the profile’s slug', () => {
      const withAlt = read(
        block(`<a href="/in/jane-doe-1a2b3c"></a><img alt="Jane Doe" src="https://media.licdn.com/jane.jpg">
          <span>Talent Partner</span>`),
      );
      expect(withAlt).toMatchObject({
        jobPosterName: 'Jane Doe',
        jobPosterTitle: 'Talent Partner',
        readBy: { jobPosterName: 'photo-alt', jobPosterTitle: 'text' },
      });
      const slugOnly = read(block(`<a href="/in/jane-van-der-berg-1a2b3c?trk=x"></a><img alt=""><span>CTO</span>`));
      expect(slugOnly).toMatchObject({
        jobPosterName: 'Jane Van Der Berg',
        jobPosterTitle: 'CTO',
        jobPosterLinkedinUrl: 'https://www.linkedin.com/in/jane-van-der-berg-1a2b3c',
        readBy: { jobPosterName: 'profile-slug' },
      });
    });

    it('reads a posting that only its structured data describes', () => {
      const html = `<link rel="canonical" href="https://www.linkedin.com/jobs/view/nurse-at-initech-4100000009">
        <script type="application/ld+json">{"@type":"JobPosting","title":"Night Nurse","datePosted":"2024-09-01",
        "hiringOrganization":{"@type":"Organization","name":"Initech"},
        "jobLocation":{"@type":"Place","address":{"addressLocality":"Austin","addressRegion":"TX","addressCountry":"US"}},
        "description":"<p>Care for <strong>patients</strong>.</p><ul><li>Nights</li></ul>"}</script>`;
      expect(read(html)).toMatchObject({
        siteJobId: '4100000009',
        title: 'Night Nurse',
        companyName: 'Initech',
        location: 'Austin, TX, US',
        postedDate: '2024-09-01',
        description: 'Care for patients.\n\nNights',
        descriptionHtml: '<p>Care for <strong>patients</strong>.</p><ul><li>Nights</li></ul>',
        readBy: {
          siteJobId: 'canonical',
          title: 'json-ld',
          companyName: 'json-ld',
          location: 'json-ld',
          postedDate: 'json-ld',
          description: 'json-ld',
        },
      });
    });

    it('decodes the HTML entities the site writes into its JSON-LD, the description markup included', () => {
      const html = `<link rel="canonical" href="https://www.linkedin.com/jobs/view/nurse-at-sk-4100000011">
        <script type="application/ld+json">{"@type":"JobPosting","title":"Nurse &amp; Carer",
        "hiringOrganization":{"@type":"Organization","name":"Smith &amp; Kapoor"},
        "description":"&lt;p&gt;Care for &lt;strong&gt;patients&lt;/strong&gt; &amp;amp; families, we&amp;#39;re kind.&lt;/p&gt;"}</script>`;
      expect(read(html)).toMatchObject({
        title: 'Nurse & Carer',
        companyName: 'Smith & Kapoor',
        description: "Care for patients & families, we're kind.",
        descriptionHtml: '<p>Care for <strong>patients</strong> &amp; families, we&#39;re kind.</p>',
        readBy: { title: 'json-ld', companyName: 'json-ld', description: 'json-ld' },
      });
    });

    it('reads a restyled posting’s title from its heading, the company from its link, the date from <time>', () => {
      const html = `<main><h1 class="_t">Line Cook</h1><a class="_c" href="/company/initech?trk=x">Initech</a>
        <time datetime="2024-09-10">1 week ago</time></main><footer><a href="/company/linkedin">LinkedIn</a></footer>`;
      expect(read(html, '4100000010')).toMatchObject({
        siteJobId: '4100000010',
        title: 'Line Cook',
        companyName: 'Initech',
        postedDate: '2024-09-10',
        postedAgo: '1 week ago',
        readBy: { siteJobId: 'requested', title: 'heading', companyName: 'company-link', postedDate: 'datetime' },
      });
    });

    it('reads the older job-criteria list', () => {
      const html = `<h2 class="topcard__title">Cook</h2><ul class="job-criteria__list">
        <li class="job-criteria__item"><h3 class="job-criteria__subheader">Seniority level</h3><span class="job-criteria__text">Entry level</span></li>
        <li class="job-criteria__item"><h3 class="job-criteria__subheader">Employment type</h3><span class="job-criteria__text">Part-time</span></li></ul>`;
      expect(read(html)).toMatchObject({ experienceLevel: 'Entry level', employmentType: 'Part-time' });
    });

    it('throws MarkupNotUnderstood for a redesigned posting whose title no strategy finds', () => {
      const attempt = () => read(fixture('job-redesigned.html'), '4012345601');
      expect(attempt).toThrow(MarkupNotUnderstood);
      expect(attempt).toThrow(
        expect.objectContaining({ page: 'job', strategy: 'canonical', problem: expect.stringMatching(/title/) }),
      );
    });
  });
});

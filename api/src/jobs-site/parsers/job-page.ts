import { type CheerioAPI, type CheerioOptions, type HTMLParser2Options, load } from 'cheerio/slim';
import { jobIdFromUrn } from '@app/types';

import { readApplicantCount } from './applicants.js';
import { type Criteria, readCriteria } from './criteria.js';
import { attrOf, blockText, type DomNode, imageUrl, innerSource, type Selection, textOf, textRuns } from './dom.js';
import { dateFromRelativeText, isoDate } from './dates.js';
import { findJsonLd, isObject, stringField } from './json-ld.js';
import { MarkupNotUnderstood } from './markup-not-understood.js';
import { readVisaSponsorship } from './sponsorship.js';
import { firstAnswer, type ReadBy } from './strategies.js';
import { cleanText } from './text.js';
import type { JobPageOptions, JobPosting } from './types.js';
import { canonicalUrl, jobIdFromUrl, jobViewUrl, unwrapRedirect } from './urls.js';

// The full page titles with an h1, the jobs-guest fragment with an h2; both carry both classes.
const TITLE = '.top-card-layout__title, .topcard__title';
const COMPANY_LOGO =
  'img.top-card-layout__entity-image, .top-card-layout a[data-tracking-control-name$="topcard_logo"] img';
// The applicants count also wears `topcard__flavor--bullet`; the location is the other one.
const LOCATION = '.topcard__flavor--bullet:not(.num-applicants__caption):not(.num-applicants__figure)';
// Source positions let the description's markup be cut out of the page exactly as written (htmlparser2 options,
// which cheerio/slim passes through but does not declare on CheerioOptions).
const WITH_POSITIONS: CheerioOptions & HTMLParser2Options = { withStartIndices: true, withEndIndices: true };

/**
 * A job's page: the full `/jobs/view/{id}` document or the `/jobs-guest/jobs/api/jobPosting/{id}` fragment. Each
 * field is read by its strategies in turn (FIELD_STRATEGIES.job); the id comes from the page when it names one,
 * else from `options.siteJobId`. A page that is clearly a posting but whose title no strategy finds throws
 * MarkupNotUnderstood.
 */
export function parseJobPage(html: string, options: JobPageOptions): JobPosting {
  const { baseUrl, now } = options;
  const $ = load(html, WITH_POSITIONS);
  const readBy: ReadBy<'job'> = {};
  const jsonLd = findJsonLd($, 'JobPosting');
  const hiringOrganization = isObject(jsonLd?.['hiringOrganization']) ? jsonLd['hiringOrganization'] : null;
  const topCard = scope($, '.top-card-layout');
  const postedAgo = textOf($('.posted-time-ago__text')) ?? textOf(postingPart($, 'time'));
  const markup = $('.show-more-less-html__markup').first();
  const jsonLdDescription = stringField(jsonLd?.['description']);
  const criteria = readCriteria(criteriaItems($));
  const applicants = textOf($('.num-applicants__caption'));
  const companyLink = $('a.topcard__org-name-link').first();

  // The report menu names the posting's urn; canonical, og:url and the title link name its URL. Similar-job cards
  // carry other jobs' urns, so `data-entity-urn` is not read here.
  const siteJobId = firstAnswer(readBy, 'siteJobId', [
    ['urn', () => jobIdFromUrn(attrOf($('[data-semaphore-content-urn]'), 'data-semaphore-content-urn'))],
    ['canonical', () => jobIdFromUrl(attrOf($('link[rel="canonical"]'), 'href'), baseUrl)],
    ['og-url', () => jobIdFromUrl(attrOf($('meta[property="og:url"]'), 'content'), baseUrl)],
    ['title-link', () => jobIdFromUrl(attrOf($('a.topcard__link'), 'href'), baseUrl)],
    ['requested', () => options.siteJobId],
  ]);
  const title = firstAnswer(readBy, 'title', [
    ['class', () => textOf($(TITLE))],
    ['json-ld', () => cleanText(stringField(jsonLd?.['title']))],
    ['heading', () => textOf(postingPart($, 'h1')) ?? textOf(postingPart($, 'h2'))],
  ]);
  if (!title) throwIfPosting($);
  const companyName = firstAnswer(readBy, 'companyName', [
    ['class', () => textOf(companyLink) ?? textOf(topCard.find('.topcard__flavor:not(.topcard__flavor--bullet)'))],
    ['json-ld', () => cleanText(stringField(hiringOrganization?.['name']))],
    ['company-link', () => textOf(postingPart($, 'a[href*="/company/"]').filter((_, a) => $(a).text().trim() !== ''))],
  ]);
  const location = firstAnswer(readBy, 'location', [
    ['class', () => textOf(topCard.find(LOCATION))],
    ['json-ld', () => jsonLdLocation(jsonLd?.['jobLocation'])],
  ]);
  // The structured data has the exact posting time; the visible wording is only approximate.
  const postedDate = firstAnswer(readBy, 'postedDate', [
    ['json-ld', () => isoDate(stringField(jsonLd?.['datePosted']))],
    ['datetime', () => isoDate(attrOf(postingPart($, 'time[datetime]'), 'datetime'))],
    ['relative-text', () => dateFromRelativeText(postedAgo, now)],
  ]);
  const description = firstAnswer(readBy, 'description', [
    ['class', () => (markup.length > 0 ? blockText(markup) : null)],
    ['json-ld', () => (jsonLdDescription ? blockText(load(jsonLdDescription, null, false).root()) : null)],
  ]);
  return {
    siteJobId,
    title,
    companyName,
    companyLogo: imageUrl($(COMPANY_LOGO)) ?? stringField(hiringOrganization?.['logo']),
    companyLinkedinUrl: canonicalUrl(companyLink.attr('href'), baseUrl),
    location,
    postedDate,
    postedAgo,
    applicants,
    applicantCount: readApplicantCount(applicants),
    salary: textOf($('.compensation__salary')),
    description,
    descriptionHtml:
      readBy.description === 'json-ld' ? jsonLdDescription : markup.length > 0 ? innerSource(html, markup) : null,
    experienceLevel: firstAnswer(readBy, 'experienceLevel', criterion(criteria, 'experienceLevel')),
    employmentType: firstAnswer(readBy, 'employmentType', criterion(criteria, 'employmentType')),
    jobFunction: criteria.values.jobFunction ?? null,
    industries: criteria.values.industries ?? null,
    visaSponsorship: readVisaSponsorship(description),
    link: siteJobId ? jobViewUrl(siteJobId, baseUrl) : null,
    applyUrl: readApplyUrl($, baseUrl),
    ...readPoster($, baseUrl, readBy),
    readBy,
  };
}

// What shows that a page is a posting even when none of its fields can be read, named for the metric.
const POSTING_EVIDENCE: readonly (readonly [string, ($: CheerioAPI) => boolean])[] = [
  ['json-ld', ($) => findJsonLd($, 'JobPosting') !== null],
  [
    'canonical',
    ($) =>
      jobIdFromUrl(
        attrOf($('link[rel="canonical"]'), 'href') ?? attrOf($('meta[property="og:url"]'), 'content'),
        'http://site.invalid',
      ) !== null,
  ],
  ['urn', ($) => $('[data-semaphore-content-urn]').length > 0],
  ['componentkey', ($) => $('[componentkey*="job"]').length > 0],
  ['data-job-id', ($) => $('[data-job-id]').length > 0],
  ['class', ($) => $('.top-card-layout, .topcard, .show-more-less-html, .description__text').length > 0],
];

function throwIfPosting($: CheerioAPI): void {
  const evidence = POSTING_EVIDENCE.find(([, holds]) => holds($))?.[0];
  if (!evidence) return;
  throw new MarkupNotUnderstood(
    'job',
    evidence,
    `the page is a job posting (recognised by its ${evidence}), but no strategy finds the job's title`,
  );
}

/** Elements of the posting itself: outside the header, the footer and the similar-jobs list. */
function postingPart($: CheerioAPI, selector: string): Selection {
  return $(selector).filter((_, element) => $(element).closest('header, footer, nav, .similar-jobs').length === 0);
}

/** Elements inside `selector` when the page has it, else the whole document (fragments may lack wrappers). */
function scope($: CheerioAPI, selector: string): Selection {
  const found = $(selector).first();
  return found.length > 0 ? found : $.root();
}

function jsonLdLocation(place: unknown): string | null {
  const first: unknown = Array.isArray(place) ? place[0] : place;
  if (!isObject(first) || !isObject(first['address'])) return null;
  const address = first['address'];
  const parts = [address['addressLocality'], address['addressRegion'], address['addressCountry']]
    .map(stringField)
    .filter(Boolean);
  return cleanText(parts.join(', '));
}

/** A criterion as the one strategy that placed it (label, value or position), for `readBy`. */
function criterion(criteria: Criteria, field: 'experienceLevel' | 'employmentType') {
  const by = criteria.by[field];
  return by ? [[by, () => criteria.values[field]] as const] : [];
}

/** The criteria list's items in page order, label (in the page's language) and value. */
function criteriaItems($: CheerioAPI): { label: string | null; value: string }[] {
  // Today's classes, then the older `job-criteria__*` ones.
  return $('.description__job-criteria-item, .job-criteria__item')
    .toArray()
    .flatMap((item) => {
      const label = textOf($(item).find('.description__job-criteria-subheader, .job-criteria__subheader'));
      const value = textOf($(item).find('.description__job-criteria-text, .job-criteria__text'));
      return value ? [{ label, value }] : [];
    });
}

/**
 * The off-site application link hides in `<code id="applyUrl"><!--"…"--></code>: a JSON string, HTML-escaped,
 * usually wrapped in the site's externalApply redirect, which is unwrapped to the employer's page.
 */
function readApplyUrl($: CheerioAPI, baseUrl: string): string | null {
  const comment = $('code#applyUrl')
    .contents()
    .toArray()
    .find((node) => node.nodeType === 8);
  const raw = comment && 'data' in comment ? comment.data.trim() : '';
  if (!raw) return null;
  const unescaped = load(raw, null, false).root().text().trim();
  return unwrapRedirect(jsonString(unescaped), baseUrl);
}

function jsonString(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value.replace(/^"|"$/g, '');
  }
}

type Poster = Pick<JobPosting, 'jobPosterName' | 'jobPosterTitle' | 'jobPosterLinkedinUrl' | 'jobPosterImageUrl'>;

const PROFILE_LINK = 'a[href*="/in/"]';
const NO_POSTER: Poster = {
  jobPosterName: null,
  jobPosterTitle: null,
  jobPosterLinkedinUrl: null,
  jobPosterImageUrl: null,
};

/**
 * The "Meet the hiring team" block, shown on some postings only. The name comes from the card's heading, else the
 * profile link's screen-reader text, else the photo's alt text, else the profile's slug; the title from the
 * subheading, else the block's remaining text.
 */
function readPoster($: CheerioAPI, baseUrl: string, readBy: ReadBy<'job'>): Poster {
  const block = posterBlock($);
  if (!block) return NO_POSTER;
  const link = block.find(PROFILE_LINK).first();
  const profileUrl = canonicalUrl(link.attr('href'), baseUrl);
  const img = block.find('img').first();
  const name = firstAnswer(readBy, 'jobPosterName', [
    ['heading', () => textOf(block.find('.base-main-card__title, h3'))],
    ['link-text', () => textOf(link.find('.sr-only')) ?? textOf(link)],
    ['photo-alt', () => attrOf(img, 'alt')],
    ['profile-slug', () => nameFromProfileUrl(profileUrl)],
  ]);
  // The title is read from the person's card only: the block's own heading ("Direct message the job poster from X",
  // a <p>) sits outside it. Links (the name, "Message"), buttons and headings are not the title.
  const card = posterCard(block, link);
  const remaining = () => textRuns(card, (inner) => /^(a|button|h[1-3])$/.test(inner.name)).find((run) => run !== name);
  const title = firstAnswer(readBy, 'jobPosterTitle', [
    ['heading', () => textOf(block.find('.base-main-card__subtitle, h4'))],
    ['text', remaining],
  ]);
  return {
    jobPosterName: name,
    jobPosterTitle: title,
    jobPosterLinkedinUrl: profileUrl,
    jobPosterImageUrl: imageUrl(img),
  };
}

/**
 * The person's card inside the block: the block's child holding the profile link, down through wrappers that hold
 * nothing else; the block itself when the link sits directly in it.
 */
function posterCard(block: Selection, link: Selection): DomNode {
  const root = block.get(0)!;
  let card: DomNode | null | undefined = link.get(0);
  if (!card || card.parent === root) return root;
  while (card.parent && card.parent !== root) card = card.parent;
  return card.parent === root ? card : root;
}

/** The block by its class, else around the posting's first profile link. */
function posterBlock($: CheerioAPI): Selection | null {
  const block = $('.message-the-recruiter').first();
  if (block.length > 0) return block;
  const link = postingPart($, PROFILE_LINK).first();
  return link.length > 0 ? link.parent() : null;
}

/** "zoe-odegaard-5a1b2c3" → "Zoe Odegaard": the slug's words, without the id the site appends. */
function nameFromProfileUrl(url: string | null): string | null {
  const slug = url?.match(/\/in\/([^/?#]+)/)?.[1];
  if (!slug) return null;
  let words: string[];
  try {
    words = decodeURIComponent(slug).split('-').filter(Boolean);
  } catch {
    return null;
  }
  if (words.length > 1 && /\d/.test(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || words.some((word) => /\d/.test(word))) return null;
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

import { type CheerioAPI, type CheerioOptions, type HTMLParser2Options, load } from 'cheerio/slim';

import { attrOf, blockText, imageUrl, innerSource, type Selection, textOf } from './dom.js';
import { dateFromRelative, isoDate } from './dates.js';
import { findJsonLd, isObject, stringField } from './json-ld.js';
import { cleanText } from './text.js';
import type { JobPageOptions, JobPosting } from './types.js';
import { canonicalUrl, jobIdFromUrl, jobIdFromUrn, jobViewUrl, unwrapRedirect } from './urls.js';

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
 * A job's page: the full `/jobs/view/{id}` document or the `/jobs-guest/jobs/api/jobPosting/{id}` fragment.
 * The id comes from the page when it names one, else from `options.siteJobId`.
 */
export function parseJobPage(html: string, options: JobPageOptions): JobPosting {
  const { baseUrl, now } = options;
  const $ = load(html, WITH_POSITIONS);
  const jsonLd = findJsonLd($, 'JobPosting');
  const hiringOrganization = isObject(jsonLd?.['hiringOrganization']) ? jsonLd['hiringOrganization'] : null;
  const topCard = scope($, '.top-card-layout');
  const siteJobId = pageJobId($, baseUrl) ?? options.siteJobId ?? null;
  const postedAgo = textOf($('.posted-time-ago__text'));
  const markup = $('.show-more-less-html__markup').first();
  const criteria = readCriteria($);
  const poster = readPoster($, baseUrl);
  const companyLink = $('a.topcard__org-name-link').first();
  return {
    siteJobId,
    title: textOf($(TITLE)) ?? cleanText(stringField(jsonLd?.['title'])),
    companyName: textOf(companyLink) ?? textOf(topCard.find('.topcard__flavor:not(.topcard__flavor--bullet)')),
    companyLogo: imageUrl($(COMPANY_LOGO)) ?? stringField(hiringOrganization?.['logo']),
    companyLinkedinUrl: canonicalUrl(companyLink.attr('href'), baseUrl),
    location: textOf(topCard.find(LOCATION)),
    // The structured data has the exact posting time; the visible wording is only approximate.
    postedDate: isoDate(stringField(jsonLd?.['datePosted'])) ?? dateFromRelative(postedAgo, now),
    postedAgo,
    applicants: textOf($('.num-applicants__caption')),
    salary: textOf($('.compensation__salary')),
    description: markup.length > 0 ? blockText(markup) : null,
    descriptionHtml: markup.length > 0 ? innerSource(html, markup) : null,
    experienceLevel: criteria.get('seniority level') ?? null,
    employmentType: criteria.get('employment type') ?? null,
    jobFunction: criteria.get('job function') ?? null,
    industries: criteria.get('industries') ?? null,
    link: siteJobId ? jobViewUrl(siteJobId, baseUrl) : null,
    applyUrl: readApplyUrl($, baseUrl),
    ...poster,
  };
}

/** Elements inside `selector` when the page has it, else the whole document (fragments may lack wrappers). */
function scope($: CheerioAPI, selector: string): Selection {
  const found = $(selector).first();
  return found.length > 0 ? found : $.root();
}

// The report menu names the posting's urn; canonical, og:url and the title link name its URL. Similar-job cards
// carry other jobs' urns, so `data-entity-urn` is not read here.
function pageJobId($: CheerioAPI, baseUrl: string): string | null {
  return (
    jobIdFromUrn(attrOf($('[data-semaphore-content-urn^="urn:li:jobPosting:"]'), 'data-semaphore-content-urn')) ??
    jobIdFromUrl(attrOf($('link[rel="canonical"]'), 'href'), baseUrl) ??
    jobIdFromUrl(attrOf($('meta[property="og:url"]'), 'content'), baseUrl) ??
    jobIdFromUrl(attrOf($('a.topcard__link'), 'href'), baseUrl)
  );
}

/** The criteria list as lower-cased label → value ("seniority level" → "Mid-Senior level"). */
function readCriteria($: CheerioAPI): Map<string, string> {
  const criteria = new Map<string, string>();
  $('.description__job-criteria-item').each((_, item) => {
    const label = textOf($(item).find('.description__job-criteria-subheader'));
    const value = textOf($(item).find('.description__job-criteria-text'));
    if (label && value) criteria.set(label.toLowerCase(), value);
  });
  return criteria;
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

/** The "Meet the hiring team" block, shown on some postings only. */
function readPoster($: CheerioAPI, baseUrl: string): Poster {
  const block = $('.message-the-recruiter').first();
  return {
    jobPosterName: textOf(block.find('.base-main-card__title')),
    jobPosterTitle: textOf(block.find('.base-main-card__subtitle')),
    jobPosterLinkedinUrl: canonicalUrl(block.find('a.base-card__full-link').first().attr('href'), baseUrl),
    jobPosterImageUrl: imageUrl(block.find('img')),
  };
}

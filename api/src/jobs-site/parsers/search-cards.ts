import { type CheerioAPI, load } from 'cheerio/slim';
import { jobIdFromAttribute, jobIdFromComponentKey, jobIdFromUrn } from '@app/types';

import { fold } from './criteria.js';
import { type DomElement, imageUrl, isElement, textOf, textRuns } from './dom.js';
import { dateFromRelativeText, isoDate } from './dates.js';
import { MarkupNotUnderstood } from './markup-not-understood.js';
import { firstAnswer, type ReadBy } from './strategies.js';
import type { SearchCard, SearchPageOptions } from './types.js';
import { canonicalUrl, jobIdFromUrl, jobViewUrl } from './urls.js';

/**
 * How a page's cards are found, most specific first; the first finder that matches serves the whole page. Today's
 * cards (`job-search-card`: a div with an inner link, or the whole card as a link) and the older `job-result-card`
 * wear classes; without them a card is whatever carries a job's urn, componentkey or data-job-id, or a list item
 * linking to a job.
 */
const CARD_FINDERS = [
  ['class', '.job-search-card, .job-result-card'],
  ['urn', '[data-entity-urn^="urn:li:jobPosting:"]'],
  ['componentkey', '[componentkey^="job-card-component-ref-"]'],
  ['data-job-id', '[data-job-id], [data-occludable-job-id]'],
  ['list-item', 'li:has(a[href*="/jobs/view/"])'],
] as const;

// Repeated items outside the page's header and footer: a list, even when no finder knows its cards.
const LIST_ITEMS = 'li, [role="listitem"], [role="button"]';
const MIN_LIST_ITEMS = 3;

// The classes each field is read from, current markup first.
const FIELD_CLASSES = {
  link: ['base-card__full-link', 'result-card__full-card-link'],
  title: ['base-search-card__title', 'result-card__title'],
  subtitle: ['base-search-card__subtitle', 'result-card__subtitle'],
  location: ['job-search-card__location', 'job-result-card__location'],
  salary: ['job-search-card__salary-info', 'job-result-card__salary-info'],
  benefits: ['job-posting-benefits__text', 'result-benefits__text'],
} as const;

type ClassField = keyof typeof FIELD_CLASSES;

const FIELD_OF_CLASS = new Map<string, ClassField>(
  Object.entries(FIELD_CLASSES).flatMap(([field, classes]) => classes.map((name) => [name, field as ClassField])),
);

/** What one walk over a card collects; the strategies choose among it. */
interface CardParts extends Partial<Record<ClassField, DomElement>> {
  img?: DomElement;
  /** The first `time` with a datetime attribute, and the first `time` at all (its text may be "3 days ago"). */
  datedTime?: DomElement;
  time?: DomElement;
  headings: DomElement[];
  jobLink?: DomElement;
  companyLink?: DomElement;
  componentKey?: string;
  dataJobId?: string;
}

type Found = { strategy: (typeof CARD_FINDERS)[number][0]; elements: DomElement[] };

/**
 * The cards of one listing page; cards without a job id (promotions, malformed entries) are skipped. An empty body
 * or a bare doctype is the end of the results, and a page saying the search matched nothing ("We couldn't find a
 * match for …", in any of the site's languages) has none: []. A page that is clearly a list but whose cards yield no job with
 * a title throws MarkupNotUnderstood, so a markup change is never mistaken for "no jobs found".
 */
export function parseSearchCards(html: string, options: SearchPageOptions): SearchCard[] {
  // The page that ends a search has no element at all: no need to build a document for it.
  if (!/<[a-z]/i.test(html)) return [];
  const $ = load(html);
  const found = findCards($);
  if (!found && saysNoResults($)) return [];
  if (!found) {
    const items = $(LIST_ITEMS).filter((_, item) => $(item).closest('header, footer, nav').length === 0).length;
    if (items >= MIN_LIST_ITEMS) {
      throw new MarkupNotUnderstood(
        'listing',
        'repeated-items',
        `the listing page holds ${items} repeated items, but no job card that any strategy knows ` +
          '(no job card class, jobPosting urn, /jobs/view/ link, componentkey or data-job-id)',
      );
    }
    return [];
  }
  const cards = found.elements
    .map((element) => readCard($, element, options))
    .filter((card): card is SearchCard => card !== null);
  if (!cards.some((card) => card.title)) {
    const missing = cards.length === 0 ? 'a job id' : 'a title';
    throw new MarkupNotUnderstood(
      'listing',
      found.strategy,
      `the listing page holds ${found.elements.length} job cards (found by ${found.strategy}), ` +
        `but none has ${missing} that any strategy can read`,
    );
  }
  return cards;
}

// A search the site has no job for: its own box, else its heading's wording in the site's languages (folded).
const NO_RESULTS_BOX = '.no-results, .no-results__main-title-keywords';
const NO_RESULTS_WORDING = [
  'we couldn t find a match for',
  'we couldn t find any jobs',
  'nous n avons trouve aucun resultat pour',
  'nous n avons trouve aucune correspondance pour',
  'aucun resultat ne correspond a',
  'wir konnten keine treffer fur',
  'wir haben keine ergebnisse fur',
  'no encontramos ningun resultado para',
  'no hemos encontrado ningun resultado para',
  'non abbiamo trovato risultati per',
  'non e stato trovato alcun risultato per',
  'nao encontramos resultados para',
  'nao encontramos nenhuma correspondencia para',
  'we hebben geen resultaten gevonden voor',
  'we konden geen match vinden voor',
  'vi hittade inga resultat for',
  'vi kunde inte hitta nagon matchning for',
];

/** The page says the search has no results (and holds no card): an empty result, not a markup change. */
function saysNoResults($: CheerioAPI): boolean {
  if ($(NO_RESULTS_BOX).length > 0) return true;
  const headings = $('h1, h2')
    .toArray()
    .map((heading) => fold($(heading).text()));
  return headings.some((heading) => NO_RESULTS_WORDING.some((wording) => heading.startsWith(wording)));
}

function findCards($: CheerioAPI): Found | null {
  for (const [strategy, selector] of CARD_FINDERS) {
    const elements = $(selector).toArray().filter(isElement);
    if (elements.length > 0) return { strategy, elements: outermost(elements) };
  }
  return null;
}

/** Drops elements nested in another matched one (a card's inner parts may carry the same attribute). */
function outermost(elements: DomElement[]): DomElement[] {
  const matched = new Set(elements);
  return elements.filter((element) => {
    for (let up = element.parent; up; up = up.parent) if (isElement(up) && matched.has(up)) return false;
    return true;
  });
}

function readCard($: CheerioAPI, card: DomElement, { baseUrl, now }: SearchPageOptions): SearchCard | null {
  const parts = cardParts(card);
  const readBy: ReadBy<'listing'> = {};
  const text = (element: DomElement | undefined) => (element ? textOf($(element)) : null);
  const jobHref = card.name === 'a' ? card.attribs['href'] : (parts.link ?? parts.jobLink)?.attribs['href'];
  // Older markup put the urn on the surrounding <li>.
  const parent = card.parent && isElement(card.parent) ? card.parent : null;

  const siteJobId = firstAnswer(readBy, 'siteJobId', [
    ['urn', () => jobIdFromUrn(card.attribs['data-entity-urn'] ?? parent?.attribs['data-entity-urn'])],
    ['link', () => jobIdFromUrl(jobHref, baseUrl)],
    ['componentkey', () => jobIdFromComponentKey(card.attribs['componentkey'] ?? parts.componentKey)],
    [
      'data-job-id',
      () =>
        jobIdFromAttribute(card.attribs['data-job-id'] ?? card.attribs['data-occludable-job-id'] ?? parts.dataJobId),
    ],
  ]);
  if (!siteJobId) return null;

  // The card's text pieces outside its <time>, in order: what markup without classes or headings leaves to read.
  let runs: string[] | undefined;
  const remaining = () => (runs ??= textRuns(card, (element) => element.name === 'time'));
  const jobLinkText = parts.jobLink && parts.jobLink !== card ? text(parts.jobLink) : null;

  const title = firstAnswer(readBy, 'title', [
    ['class', () => text(parts.title)],
    ['heading', () => text(parts.headings[0])],
    ['link-text', () => jobLinkText],
    ['text', () => remaining()[0]],
  ]);
  const companyName = firstAnswer(readBy, 'companyName', [
    ['class', () => text(parts.subtitle)],
    ['company-link', () => text(parts.companyLink)],
    ['heading', () => text(parts.headings[1])],
    ['text', () => remaining().find((run) => run !== title)],
  ]);
  const location = firstAnswer(readBy, 'location', [
    ['class', () => text(parts.location)],
    [
      'text',
      () =>
        remaining().find(
          (run) =>
            run !== title && run !== companyName && run !== jobLinkText && dateFromRelativeText(run, now) === null,
        ),
    ],
  ]);
  const postedDate = firstAnswer(readBy, 'postedDate', [
    ['datetime', () => isoDate(parts.datedTime?.attribs['datetime'])],
    [
      'relative-text',
      () =>
        dateFromRelativeText(text(parts.time), now) ??
        remaining().reduce<string | null>((date, run) => date ?? dateFromRelativeText(run, now), null),
    ],
  ]);
  const link = firstAnswer(readBy, 'link', [
    ['link', () => canonicalUrl(jobHref, baseUrl)],
    ['from-id', () => jobViewUrl(siteJobId, baseUrl)],
  ]);

  return {
    siteJobId,
    title,
    companyName,
    // The anchor-shaped card cannot nest the company link, so the company stays unlinked there.
    companyLinkedinUrl: canonicalUrl((firstLink(parts.subtitle) ?? parts.companyLink)?.attribs['href'], baseUrl),
    companyLogo: parts.img ? imageUrl($(parts.img)) : null,
    location,
    postedDate,
    salary: text(parts.salary),
    benefits: text(parts.benefits),
    link: link ?? jobViewUrl(siteJobId, baseUrl),
    readBy,
  };
}

const JOB_PATH = /\/jobs\/view\//;
const COMPANY_PATH = /\/company\//;
const HEADING = /^h[1-6]$/;

/**
 * Every part of a card, found in one walk over it. A selector per field would re-compile and re-walk for each of
 * them, which more than halves listing throughput.
 */
function cardParts(card: DomElement): CardParts {
  const parts: CardParts = { headings: [] };
  const visit = (node: DomElement) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      const { name, attribs } = child;
      for (const className of attribs['class']?.split(/\s+/) ?? []) {
        const field = FIELD_OF_CLASS.get(className);
        if (field && !parts[field]) parts[field] = child;
      }
      if (name === 'img') parts.img ??= child;
      else if (name === 'time') {
        parts.time ??= child;
        if (attribs['datetime']) parts.datedTime ??= child;
      } else if (HEADING.test(name)) parts.headings.push(child);
      else if (name === 'a' && attribs['href']) {
        if (JOB_PATH.test(attribs['href'])) parts.jobLink ??= child;
        else if (COMPANY_PATH.test(attribs['href'])) parts.companyLink ??= child;
      }
      parts.componentKey ??= attribs['componentkey'];
      parts.dataJobId ??= attribs['data-job-id'] ?? attribs['data-occludable-job-id'];
      visit(child);
    }
  };
  visit(card);
  return parts;
}

/** The first link inside `node`. */
function firstLink(node: DomElement | undefined): DomElement | undefined {
  if (!node) return undefined;
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.name === 'a' && child.attribs['href']) return child;
    const nested = firstLink(child);
    if (nested) return nested;
  }
  return undefined;
}

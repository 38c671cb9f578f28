import { type CheerioAPI, load } from 'cheerio/slim';

import { type DomElement, type DomNode, imageUrl, isElement, textOf } from './dom.js';
import { isoDate } from './dates.js';
import type { SearchCard } from './types.js';
import { canonicalUrl, jobIdFromUrn, jobViewUrl } from './urls.js';

// Today's cards (`job-search-card`: a div with an inner link, or the whole card as a link) and the older
// `job-result-card` markup.
const CARD = '.job-search-card, .job-result-card';

// The classes each field is read from, current markup first.
const FIELD_CLASSES = {
  link: ['base-card__full-link', 'result-card__full-card-link'],
  title: ['base-search-card__title', 'result-card__title'],
  subtitle: ['base-search-card__subtitle', 'result-card__subtitle'],
  location: ['job-search-card__location', 'job-result-card__location'],
  salary: ['job-search-card__salary-info', 'job-result-card__salary-info'],
  benefits: ['job-posting-benefits__text', 'result-benefits__text'],
} as const;

type Field = keyof typeof FIELD_CLASSES | 'img' | 'time';
type CardParts = Partial<Record<Field, DomElement>>;

const FIELD_OF_CLASS = new Map<string, Field>(
  Object.entries(FIELD_CLASSES).flatMap(([field, classes]) => classes.map((name) => [name, field as Field])),
);

/**
 * The cards of one listing page. One parse per page; cards without a job posting urn (promotions, malformed
 * entries) are skipped. An empty body or a bare doctype gives [].
 */
export function parseSearchCards(html: string, baseUrl: string): SearchCard[] {
  // The page that ends a search is an empty doctype: no need to build a document for it.
  if (!html.includes('jobPosting:')) return [];
  const $ = load(html);
  const cards: SearchCard[] = [];
  $(CARD).each((_, element) => {
    const card = readCard($, element, baseUrl);
    if (card) cards.push(card);
  });
  return cards;
}

function readCard($: CheerioAPI, card: DomElement, baseUrl: string): SearchCard | null {
  // Older markup put the urn on the surrounding <li>.
  const parent = card.parent;
  const urn =
    card.attribs['data-entity-urn'] ?? (parent && isElement(parent) ? parent.attribs['data-entity-urn'] : null);
  const siteJobId = jobIdFromUrn(urn);
  if (!siteJobId) return null;
  const parts = cardParts(card);
  const text = (element: DomElement | undefined) => (element ? textOf($(element)) : null);
  const href = card.name === 'a' ? card.attribs['href'] : parts.link?.attribs['href'];
  return {
    siteJobId,
    title: text(parts.title),
    companyName: text(parts.subtitle),
    // The anchor-shaped card cannot nest the company link, so the company stays unlinked there.
    companyLinkedinUrl: canonicalUrl(parts.subtitle && firstLink(parts.subtitle), baseUrl),
    companyLogo: parts.img ? imageUrl($(parts.img)) : null,
    location: text(parts.location),
    postedDate: isoDate(parts.time?.attribs['datetime']),
    salary: text(parts.salary),
    benefits: text(parts.benefits),
    link: canonicalUrl(href, baseUrl) ?? jobViewUrl(siteJobId, baseUrl),
  };
}

/**
 * The first element of each field, found in one walk over the card. A selector per field would re-compile and
 * re-walk for each of them, which more than halves listing throughput.
 */
function cardParts(card: DomElement): CardParts {
  const parts: CardParts = {};
  const visit = (node: DomElement) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      for (const name of child.attribs['class']?.split(/\s+/) ?? []) {
        const field = FIELD_OF_CLASS.get(name);
        if (field && !parts[field]) parts[field] = child;
      }
      if (child.name === 'img' && !parts.img) parts.img = child;
      if (child.name === 'time' && child.attribs['datetime'] && !parts.time) parts.time = child;
      visit(child);
    }
  };
  visit(card);
  return parts;
}

function firstLink(node: DomNode): string | null {
  if (!isElement(node)) return null;
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.name === 'a' && child.attribs['href']) return child.attribs['href'];
    const nested = firstLink(child);
    if (nested) return nested;
  }
  return null;
}

import { type CheerioAPI, load } from 'cheerio/slim';

import { attrOf, imageUrl, textOf } from './dom.js';
import { findJsonLd, isObject, type JsonObject, stringField } from './json-ld.js';
import { MarkupNotUnderstood } from './markup-not-understood.js';
import { firstAnswer, type ReadBy } from './strategies.js';
import { cleanText, countIn, splitList } from './text.js';
import type { CompanyPage, CompanyPageOptions } from './types.js';
import { canonicalUrl, onSite, toUrl, unwrapRedirect } from './urls.js';

/**
 * A company's page. Reads the JSON-LD `Organization` and the "About us" list, each filling what the other lacks.
 * Null when the page names no company and is not a company page; MarkupNotUnderstood when it clearly is one (its
 * canonical address, structured data or about-us list say so) but no strategy finds the name.
 */
export function parseCompanyPage(html: string, options: CompanyPageOptions): CompanyPage | null {
  const { baseUrl } = options;
  const $ = load(html);
  const readBy: ReadBy<'company'> = {};
  const org = findJsonLd($, 'Organization') ?? {};
  const about = (field: string) => textOf($(`[data-test-id="about-us__${field}"] dd`));
  const linkedinUrl = companyUrl($, org, baseUrl);
  const name = firstAnswer(readBy, 'name', [
    ['json-ld', () => cleanText(stringField(org['name']))],
    ['class', () => textOf($('h1.top-card-layout__title'))],
    ['heading', () => (linkedinUrl ? textOf($('main h1, body h1').first()) : null)],
    ['og-title', () => (linkedinUrl ? ogTitleName($) : null)],
  ]);
  if (!name) {
    if (linkedinUrl || $('[data-test-id^="about-us__"]').length > 0) {
      throw new MarkupNotUnderstood(
        'company',
        linkedinUrl ? 'canonical' : 'class',
        'the page is a company page, but no strategy finds the company’s name',
      );
    }
    return null;
  }
  return {
    name,
    logo: jsonLdImage(org['logo']) ?? imageUrl($('img.top-card-layout__entity-image')),
    tagline: cleanText(stringField(org['slogan'])) ?? textOf($('.top-card-layout__second-subline')),
    description: firstAnswer(readBy, 'description', [
      ['json-ld', () => cleanText(stringField(org['description']))],
      ['class', () => textOf($('[data-test-id="about-us__description"]'))],
    ]),
    industry: about('industry'),
    size: about('size'),
    // The list shows the address the way people write it; the JSON-LD one is a fallback.
    headquarters: firstAnswer(readBy, 'headquarters', [
      ['about-us', () => about('headquarters')],
      ['json-ld', () => jsonLdAddress(org['address'])],
    ]),
    founded: about('foundedOn') ?? stringField(org['foundingDate']),
    specialties: splitList(about('specialties')),
    website: firstAnswer(readBy, 'website', [
      ['about-us', () => aboutWebsite($, baseUrl)],
      ['json-ld', () => jsonLdWebsite(org['sameAs'], baseUrl)],
    ]),
    linkedinUrl,
    slug: linkedinUrl ? (new URL(linkedinUrl).pathname.match(/^\/company\/([^/]+)/)?.[1] ?? null) : null,
    organizationType: about('organizationType'),
    employeeCount: jsonLdCount(org['numberOfEmployees']) ?? countIn(textOf($('a.face-pile__cta'))),
    readBy,
  };
}

/** "Helvetia Ledger | LinkedIn" → "Helvetia Ledger"; a title without the company's name in front is no answer. */
function ogTitleName($: CheerioAPI): string | null {
  const title = attrOf($('meta[property="og:title"]'), 'content') ?? textOf($('title'));
  return cleanText(title?.match(/^(.*\S)\s*\|\s*LinkedIn\s*$/i)?.[1]);
}

function companyUrl($: CheerioAPI, org: JsonObject, baseUrl: string): string | null {
  const candidates = [
    stringField(org['url']),
    attrOf($('link[rel="canonical"]'), 'href'),
    attrOf($('meta[property="og:url"]'), 'content'),
  ];
  for (const candidate of candidates) {
    const url = canonicalUrl(candidate, baseUrl);
    if (url && new URL(url).pathname.startsWith('/company/')) return url;
  }
  return null;
}

// The link goes through the site's redirector; its text is the address the company gave.
function aboutWebsite($: CheerioAPI, baseUrl: string): string | null {
  const link = $('[data-test-id="about-us__website"] a').first();
  const shown = textOf(link);
  if (shown && /^https?:\/\/\S+$/i.test(shown) && toUrl(shown, baseUrl)) return shown;
  return unwrapRedirect(link.attr('href'), baseUrl);
}

// sameAs lists the company's other addresses; the website is the one off the site itself.
function jsonLdWebsite(sameAs: unknown, baseUrl: string): string | null {
  for (const link of (Array.isArray(sameAs) ? sameAs : [sameAs]).map(stringField)) {
    const url = toUrl(link, baseUrl);
    if (link && url && /^https?:\/\//i.test(link) && !onSite(url, baseUrl)) return link;
  }
  return null;
}

function jsonLdImage(logo: unknown): string | null {
  if (isObject(logo)) return stringField(logo['contentUrl']) ?? stringField(logo['url']);
  return stringField(logo);
}

function jsonLdAddress(address: unknown): string | null {
  if (!isObject(address)) return cleanText(stringField(address));
  const parts = [address['addressLocality'], address['addressRegion']].map(stringField).filter(Boolean);
  return cleanText(parts.length > 0 ? parts.join(', ') : stringField(address['addressCountry']));
}

function jsonLdCount(employees: unknown): number | null {
  const value = isObject(employees) ? employees['value'] : employees;
  const count = typeof value === 'number' ? value : countIn(stringField(value));
  return count !== null && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

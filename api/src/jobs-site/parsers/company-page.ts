import { type CheerioAPI, load } from 'cheerio/slim';

import { attrOf, imageUrl, textOf } from './dom.js';
import { findJsonLd, isObject, type JsonObject, stringField } from './json-ld.js';
import { cleanText, countIn, splitList } from './text.js';
import type { CompanyPage, CompanyPageOptions } from './types.js';
import { canonicalUrl, onSite, toUrl, unwrapRedirect } from './urls.js';

/**
 * A company's page. Reads the JSON-LD `Organization` and the "About us" list, each filling what the other lacks.
 * Null when the page names no company (not a company page).
 */
export function parseCompanyPage(html: string, options: CompanyPageOptions): CompanyPage | null {
  const { baseUrl } = options;
  const $ = load(html);
  const org = findJsonLd($, 'Organization') ?? {};
  const about = (field: string) => textOf($(`[data-test-id="about-us__${field}"] dd`));
  const name = cleanText(stringField(org['name'])) ?? textOf($('h1.top-card-layout__title'));
  if (!name) return null;
  const linkedinUrl = companyUrl($, org, baseUrl);
  return {
    name,
    logo: jsonLdImage(org['logo']) ?? imageUrl($('img.top-card-layout__entity-image')),
    tagline: cleanText(stringField(org['slogan'])) ?? textOf($('.top-card-layout__second-subline')),
    description: cleanText(stringField(org['description'])) ?? textOf($('[data-test-id="about-us__description"]')),
    industry: about('industry'),
    size: about('size'),
    // The list shows the address the way people write it; the JSON-LD one is a fallback.
    headquarters: about('headquarters') ?? jsonLdAddress(org['address']),
    founded: about('foundedOn') ?? stringField(org['foundingDate']),
    specialties: splitList(about('specialties')),
    website: aboutWebsite($, baseUrl) ?? jsonLdWebsite(org['sameAs'], baseUrl),
    linkedinUrl,
    slug: linkedinUrl ? (new URL(linkedinUrl).pathname.match(/^\/company\/([^/]+)/)?.[1] ?? null) : null,
    organizationType: about('organizationType'),
    employeeCount: jsonLdCount(org['numberOfEmployees']) ?? countIn(textOf($('a.face-pile__cta'))),
  };
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

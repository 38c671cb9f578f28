import { type CheerioAPI } from 'cheerio/slim';
import { decodeHTML } from 'entities';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string field (numbers are accepted as their text), or null. */
export function stringField(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

function hasType(node: JsonObject, type: string): boolean {
  const declared = node['@type'];
  return Array.isArray(declared) ? declared.includes(type) : declared === type;
}

// Pages put one object, an array, or an {"@graph": [...]} in each script; flatten them all.
function flatten(value: unknown, into: JsonObject[]): void {
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, into);
  } else if (isObject(value)) {
    into.push(value);
    if (Array.isArray(value['@graph'])) flatten(value['@graph'], into);
  }
}

/**
 * The site HTML-escapes every string it writes into its JSON-LD ("clinics &amp; hospitals", a job description's
 * markup as "&lt;p&gt;…"): each string is decoded once, so text reads as written and markup is markup again.
 */
function decoded(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('&') ? decodeHTML(value) : value;
  if (Array.isArray(value)) return value.map(decoded);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, decoded(v)]));
  return value;
}

/** The first JSON-LD object of the given schema.org type, its strings entity-decoded; unreadable scripts are skipped. */
export function findJsonLd($: CheerioAPI, type: string): JsonObject | null {
  const nodes: JsonObject[] = [];
  $('script[type="application/ld+json"]').each((_, script) => {
    try {
      flatten(decoded(JSON.parse($(script).text())), nodes);
    } catch {
      // A broken block is the page's problem; the DOM fields still apply.
    }
  });
  return nodes.find((node) => hasType(node, type)) ?? null;
}

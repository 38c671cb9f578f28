import { type CheerioAPI } from 'cheerio/slim';

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

/** The first JSON-LD object of the given schema.org type; unreadable scripts are skipped. */
export function findJsonLd($: CheerioAPI, type: string): JsonObject | null {
  const nodes: JsonObject[] = [];
  $('script[type="application/ld+json"]').each((_, script) => {
    try {
      flatten(JSON.parse($(script).text()), nodes);
    } catch {
      // A broken block is the page's problem; the DOM fields still apply.
    }
  });
  return nodes.find((node) => hasType(node, type)) ?? null;
}

import { isObject, stringField } from './json-ld.js';
import type { GeoHit } from './types.js';

/**
 * The location typeahead's answer: `[{id, displayName, …}]`. Extra fields are ignored and entries without an id or
 * a name are skipped; an answer that is not a JSON array throws (the caller has the wrong page).
 */
export function parseGeoTypeahead(json: string): GeoHit[] {
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Location typeahead answer is not valid JSON (${reason}): ${json.slice(0, 80)}`, { cause: error });
  }
  if (!Array.isArray(answer)) {
    throw new Error(`Location typeahead answer is not a JSON array: ${json.slice(0, 80)}`);
  }
  const hits: GeoHit[] = [];
  for (const entry of answer) {
    if (!isObject(entry)) continue;
    const id = stringField(entry['id']);
    const displayName = stringField(entry['displayName'])?.replace(/\s+/g, ' ') ?? null;
    if (id && displayName) hits.push({ id, displayName });
  }
  return hits;
}

import { fold } from './text.js';
import { hash32, type Rng } from './prng.js';

/** A place the site knows, with its geo id (the `geoId` search parameter). Ids follow the real site's where known. */
export interface Geo {
  id: string;
  displayName: string;
  kind: 'city' | 'country' | 'region' | 'worldwide';
  /** ISO 3166-1 alpha-2; null for regions and Worldwide. */
  countryCode: string | null;
  /** Other names a person types ("Bangalore", "Bombay"). */
  aliases: string[];
  /** Other location strings cards show for jobs in this place ("Greater Bengaluru Area"). */
  variants: string[];
  /** Share of postings; bigger job markets post more. */
  weight: number;
  city?: { name: string; region: string | null; country: string };
}

interface CityRow {
  id: string;
  name: string;
  region: string | null;
  cc: string;
  weight: number;
  aliases?: string[];
  variants?: string[];
}

const COUNTRIES: ReadonlyArray<{ id: string; name: string; cc: string; weight: number; variants?: string[] }> = [
  { id: '102713980', name: 'India', cc: 'IN', weight: 40 },
  { id: '103644278', name: 'United States', cc: 'US', weight: 30 },
  { id: '101165590', name: 'United Kingdom', cc: 'GB', weight: 8 },
  { id: '101282230', name: 'Germany', cc: 'DE', weight: 6 },
  { id: '101174742', name: 'Canada', cc: 'CA', weight: 5 },
  { id: '102454443', name: 'Singapore', cc: 'SG', weight: 3, variants: ['Singapore, Singapore'] },
  { id: '102890719', name: 'Netherlands', cc: 'NL', weight: 2 },
  { id: '104738515', name: 'Ireland', cc: 'IE', weight: 2 },
  { id: '101452733', name: 'Australia', cc: 'AU', weight: 2 },
  { id: '104305776', name: 'United Arab Emirates', cc: 'AE', weight: 2 },
];

const CITIES: readonly CityRow[] = [
  {
    id: '105214831',
    name: 'Bengaluru',
    region: 'Karnataka',
    cc: 'IN',
    weight: 12,
    aliases: ['Bangalore'],
    variants: ['Bengaluru East, Karnataka, India', 'Greater Bengaluru Area'],
  },
  {
    id: '106164952',
    name: 'Mumbai',
    region: 'Maharashtra',
    cc: 'IN',
    weight: 8,
    aliases: ['Bombay'],
    variants: ['Navi Mumbai, Maharashtra, India', 'Mumbai Metropolitan Region'],
  },
  { id: '106187582', name: 'Delhi', region: null, cc: 'IN', weight: 5, variants: ['Delhi, Delhi, India'] },
  { id: '115918471', name: 'New Delhi', region: 'Delhi', cc: 'IN', weight: 3 },
  {
    id: '114806696',
    name: 'Pune',
    region: 'Maharashtra',
    cc: 'IN',
    weight: 7,
    variants: ['Pune/Pimpri-Chinchwad Area'],
  },
  { id: '105556991', name: 'Hyderabad', region: 'Telangana', cc: 'IN', weight: 8 },
  { id: '106888327', name: 'Chennai', region: 'Tamil Nadu', cc: 'IN', weight: 6, aliases: ['Madras'] },
  { id: '111795395', name: 'Kolkata', region: 'West Bengal', cc: 'IN', weight: 3, aliases: ['Calcutta'] },
  { id: '115884833', name: 'Gurugram', region: 'Haryana', cc: 'IN', weight: 5, aliases: ['Gurgaon'] },
  { id: '104869687', name: 'Noida', region: 'Uttar Pradesh', cc: 'IN', weight: 4 },
  { id: '104990346', name: 'Ahmedabad', region: 'Gujarat', cc: 'IN', weight: 2 },
  { id: '106480425', name: 'Kochi', region: 'Kerala', cc: 'IN', weight: 1, aliases: ['Cochin'] },
  {
    id: '102571732',
    name: 'New York',
    region: 'New York',
    cc: 'US',
    weight: 8,
    aliases: ['NYC', 'New York City'],
    variants: ['New York City Metropolitan Area'],
  },
  {
    id: '102277331',
    name: 'San Francisco',
    region: 'California',
    cc: 'US',
    weight: 7,
    aliases: ['SF'],
    variants: ['San Francisco Bay Area'],
  },
  { id: '104116203', name: 'Seattle', region: 'Washington', cc: 'US', weight: 4, variants: ['Greater Seattle Area'] },
  { id: '104472865', name: 'Austin', region: 'Texas', cc: 'US', weight: 3 },
  { id: '102380872', name: 'Boston', region: 'Massachusetts', cc: 'US', weight: 3 },
  { id: '103112676', name: 'Chicago', region: 'Illinois', cc: 'US', weight: 3 },
  { id: '102448103', name: 'Los Angeles', region: 'California', cc: 'US', weight: 2 },
  {
    id: '102257491',
    name: 'London',
    region: 'England',
    cc: 'GB',
    weight: 6,
    variants: ['London Area, United Kingdom', 'Greater London, England, United Kingdom'],
  },
  { id: '102943586', name: 'Manchester', region: 'England', cc: 'GB', weight: 1 },
  { id: '106967730', name: 'Berlin', region: 'Berlin', cc: 'DE', weight: 4, variants: ['Berlin Metropolitan Area'] },
  { id: '100477049', name: 'Munich', region: 'Bavaria', cc: 'DE', weight: 2, aliases: ['München'] },
  { id: '100025096', name: 'Toronto', region: 'Ontario', cc: 'CA', weight: 3, variants: ['Greater Toronto Area'] },
  { id: '103366113', name: 'Vancouver', region: 'British Columbia', cc: 'CA', weight: 2 },
  { id: '102011674', name: 'Amsterdam', region: 'North Holland', cc: 'NL', weight: 2 },
  { id: '105178154', name: 'Dublin', region: 'County Dublin', cc: 'IE', weight: 2 },
  { id: '104769905', name: 'Sydney', region: 'New South Wales', cc: 'AU', weight: 2 },
  { id: '106204383', name: 'Dubai', region: 'Dubai', cc: 'AE', weight: 2 },
];

const countryName = (cc: string) => COUNTRIES.find((c) => c.cc === cc)!.name;

function buildGeos(): Geo[] {
  const geos: Geo[] = [];
  for (const row of CITIES) {
    const country = countryName(row.cc);
    const displayName = [row.name, row.region, country].filter(Boolean).join(', ');
    // People type "Mumbai, India" or "Bangalore, Karnataka": every spelling of the name starts a typed prefix.
    const names = [row.name, ...(row.aliases ?? [])];
    const aliases = names.flatMap((name) => [
      name,
      `${name}, ${country}`,
      ...(row.region ? [`${name}, ${row.region}`, `${name}, ${row.region}, ${country}`] : []),
    ]);
    geos.push({
      id: row.id,
      displayName,
      kind: 'city',
      countryCode: row.cc,
      aliases: aliases.filter((a) => a !== displayName),
      variants: row.variants ?? [],
      weight: row.weight,
      city: { name: row.name, region: row.region, country },
    });
  }
  for (const c of COUNTRIES) {
    geos.push({
      id: c.id,
      displayName: c.name,
      kind: 'country',
      countryCode: c.cc,
      aliases: c.cc === 'US' ? ['USA', 'US', 'United States of America'] : c.cc === 'GB' ? ['UK', 'Britain'] : [],
      variants: c.variants ?? [],
      weight: c.weight,
    });
  }
  geos.push({
    id: '91000000',
    displayName: 'European Union',
    kind: 'region',
    countryCode: null,
    aliases: ['EU', 'Europe'],
    variants: [],
    weight: 1,
  });
  geos.push({
    id: '92000000',
    displayName: 'Worldwide',
    kind: 'worldwide',
    countryCode: null,
    aliases: ['Anywhere', 'Remote'],
    variants: [],
    weight: 1,
  });
  return geos;
}

export const GEOS: readonly Geo[] = buildGeos();
export const WORLDWIDE: Geo = GEOS.find((g) => g.id === '92000000')!;
const BY_ID = new Map(GEOS.map((g) => [g.id, g]));
/** Cities, biggest markets first: typeahead ranks by it, as the site ranks by popularity. */
const RANKED = [...GEOS].sort((a, b) => rank(b) - rank(a));
export const CITY_GEOS: readonly Geo[] = GEOS.filter((g) => g.kind === 'city');

function rank(g: Geo): number {
  return g.kind === 'country' ? 100 + g.weight : g.kind === 'worldwide' ? 90 : g.weight;
}

export function geoById(id: string): Geo | undefined {
  return BY_ID.get(id.trim());
}

const normalise = (s: string) =>
  fold(s)
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();

function hasWordStartingWith(name: string, q: string): boolean {
  for (let i = 1; i < name.length; i++) {
    if (' ,/-('.includes(name[i - 1]!) && name.startsWith(q, i)) return true;
  }
  return false;
}

/** One typeahead hit as the site answers it (the real hits carry a few more fields than id and displayName). */
export interface TypeaheadHit {
  id: string;
  type: 'GEO';
  displayName: string;
  trackingId: string;
}

/**
 * GEO typeahead: names (and aliases) starting with the query first, then names with a word starting with it;
 * case- and accent-insensitive; at most 10 hits.
 */
export function typeahead(query: string, limit = 10): TypeaheadHit[] {
  const q = normalise(query);
  if (!q) return [];
  const starts: Geo[] = [];
  const words: Geo[] = [];
  for (const geo of RANKED) {
    const names = [geo.displayName, ...geo.aliases].map(normalise);
    if (names.some((n) => n.startsWith(q))) starts.push(geo);
    else if (names.some((n) => hasWordStartingWith(n, q))) words.push(geo);
  }
  return [...starts, ...words].slice(0, limit).map((geo) => ({
    id: geo.id,
    type: 'GEO',
    displayName: geo.displayName,
    trackingId: Buffer.from(hash32('typeahead', geo.id, q).toString(16).padStart(8, '0'), 'hex').toString('base64'),
  }));
}

/** The place a search means: its geoId when known, else its location text if the site recognises it. */
export function resolveSearchPlace(geoId: string, location: string): { geo: Geo } | { custom: string } | null {
  const byId = geoId ? geoById(geoId) : undefined;
  if (byId) return { geo: byId };
  const text = location.trim();
  if (!text) return null;
  const exact = normalise(text);
  const named = GEOS.find((g) => [g.displayName, ...g.aliases].some((n) => normalise(n) === exact));
  if (named) return { geo: named };
  const hit = typeahead(text, 1)[0];
  if (hit) return { geo: geoById(hit.id)! };
  return { custom: text.replace(/\s+/g, ' ') };
}

export interface PlacedLocation {
  /** What the card prints. */
  text: string;
  countryCode: string | null;
}

function pickCity(rng: Rng, among: readonly Geo[]): Geo {
  return rng.weighted(among.map((g) => [g, g.weight] as const));
}

function cityText(rng: Rng, city: Geo): string {
  return city.variants.length > 0 && rng.chance(0.15) ? rng.pick(city.variants) : city.displayName;
}

/** A location string for one posting found by a search in `place`; remote postings often name only a country. */
export function pickLocation(
  rng: Rng,
  place: { geo: Geo } | { custom: string } | null,
  remote: boolean,
): PlacedLocation {
  if (place && 'custom' in place) return { text: place.custom, countryCode: null };
  const geo = place?.geo ?? WORLDWIDE;
  let city: Geo;
  if (geo.kind === 'city') {
    return { text: cityText(rng, geo), countryCode: geo.countryCode };
  } else if (geo.kind === 'country') {
    const inCountry = CITY_GEOS.filter((c) => c.countryCode === geo.countryCode);
    if (inCountry.length === 0 || rng.chance(remote ? 0.35 : 0.08)) {
      return {
        text: geo.variants.length > 0 && rng.chance(0.5) ? geo.variants[0]! : geo.displayName,
        countryCode: geo.countryCode,
      };
    }
    city = pickCity(rng, inCountry);
  } else if (geo.kind === 'region') {
    city = pickCity(
      rng,
      CITY_GEOS.filter((c) => ['DE', 'NL', 'IE'].includes(c.countryCode ?? '')),
    );
  } else {
    city = pickCity(rng, CITY_GEOS);
  }
  if (remote && rng.chance(0.3)) return { text: city.city!.country, countryCode: city.countryCode };
  return { text: cityText(rng, city), countryCode: city.countryCode };
}

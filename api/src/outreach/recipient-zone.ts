import { canonicalTimeZone, isTimeZone } from '@app/types';
import cityTimezones, { type CityData } from 'city-timezones';
import countriesAndTimezones from 'countries-and-timezones';

/** Where a recipient works, as far as the job's location says: their IANA zone and the place to name it by. */
export interface RecipientClock {
  timeZone: string;
  /** "Bengaluru", "London", "Germany": the location's city, else what the zone was found from. */
  place: string;
}

/** Country names the site writes that the country list spells otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'US',
  usa: 'US',
  us: 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'czech republic': 'CZ',
  korea: 'KR',
  'the netherlands': 'NL',
};

/** Cities renamed since the city list was made, under the name the list knows ("Bangalore Urban" is Bengaluru's). */
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'Bengaluru',
  bombay: 'Mumbai',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  gurgaon: 'Gurugram',
  'new delhi': 'Delhi',
};

/** Words the site adds around a place ("Greater Bengaluru Area", "Bangalore Urban", "Remote, India"). */
const NOISE = /\b(greater|metropolitan|metro|bay area|area|urban|rural|region|district|remote|hybrid|on-site)\b/gi;

const clean = (part: string) =>
  part
    .replace(/\(.*?\)/g, ' ')
    .replace(NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let countryIds: Map<string, string> | undefined;
/** Country name (lower case) → ISO 3166 code. */
function countryId(name: string): string | undefined {
  if (!countryIds) {
    countryIds = new Map(
      Object.values(countriesAndTimezones.getAllCountries()).map((c) => [c.name.toLowerCase(), c.id] as const),
    );
  }
  const key = name.toLowerCase();
  return COUNTRY_ALIASES[key] ?? countryIds.get(key);
}

/**
 * The country's one clock: its zone when it has one, or when all its zones keep the same offsets all year (Germany's
 * Berlin and Büsingen); undefined when its zones tell different times (the United States).
 */
function countryZone(id: string): string | undefined {
  const zones = countriesAndTimezones.getTimezonesForCountry(id) ?? [];
  const first = zones[0];
  if (!first) return undefined;
  const sameClock = zones.every((z) => z.utcOffset === first.utcOffset && z.dstOffset === first.dstOffset);
  return sameClock ? first.name : undefined;
}

/** The most populous city of that name (in the country when known), trying "Bengaluru East" as "Bengaluru" too. */
function findCity(name: string, country: string | undefined): CityData | undefined {
  const words = name.split(' ');
  for (let n = words.length; n > 0; n -= 1) {
    const tried = words.slice(0, n).join(' ');
    const spelled = CITY_ALIASES[tried.toLowerCase()] ?? tried;
    const found = cityTimezones
      .lookupViaCity(spelled)
      .filter((c) => !country || c.iso2 === country)
      .sort((a, b) => b.pop - a.pop)[0];
    if (found) return found;
  }
  return undefined;
}

/** A state or province whose cities all share one zone ("California, United States"). */
function provinceZone(name: string, country: string | undefined): string | undefined {
  const key = name.toLowerCase();
  const zones = new Set(
    cityTimezones.cityMapping
      .filter((c) => (c.province ?? '').toLowerCase() === key && (!country || c.iso2 === country))
      .map((c) => c.timezone),
  );
  return zones.size === 1 ? [...zones][0] : undefined;
}

const known = (zone: string | undefined, place: string): RecipientClock | null => {
  if (!zone) return null;
  const timeZone = canonicalTimeZone(zone);
  return isTimeZone(timeZone) ? { timeZone, place } : null;
};

/**
 * The recipient's clock from a job's free-text location ("Bengaluru, Karnataka, India", "Bangalore Urban",
 * "Remote, India", "San Francisco Bay Area", "London Area, United Kingdom", "Germany"), offline: the city's zone (in
 * the named country when there is one), else a state's one zone, else the country's one clock. Null when unknown
 * (no location, or a country of many clocks and no city, like "United States").
 */
export function recipientClockOf(location: string | null | undefined): RecipientClock | null {
  if (!location) return null;
  const raw = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (raw.length === 0) return null;
  const country = countryId(raw[raw.length - 1]!);
  const countryName = country ? raw[raw.length - 1]! : undefined;
  const places = (country ? raw.slice(0, -1) : raw).map(clean).filter(Boolean);

  const city = places[0] ? findCity(places[0], country) : undefined;
  if (city) return known(city.timezone, places[0]!);
  for (const place of places) {
    const zone = provinceZone(place, country);
    if (zone) return known(zone, places[0]!);
  }
  if (country) return known(countryZone(country), places[0] ?? countryName!);
  return null;
}

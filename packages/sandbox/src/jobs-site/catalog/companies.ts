import { CITY_GEOS, type Geo } from '../geo.js';
import { Rng } from '../prng.js';
import { slugify } from '../text.js';

/** Where a company says its website is. `self` points back at the networking site; `shortener` at a short link. */
export type CompanyWebsite = { kind: 'site' | 'shortener'; url: string } | { kind: 'self' } | null;

export interface Company {
  index: number;
  name: string;
  slug: string;
  /** A few posters have no company page: their cards print the name without a link. */
  hasPage: boolean;
  industry: string;
  specialties: string[] | null;
  sizeLabel: string;
  employees: number;
  headquarters: {
    city: string;
    region: string | null;
    country: string;
    countryCode: string;
    street: string;
    postalCode: string;
  } | null;
  organizationType: string | null;
  foundedOn: number | null;
  website: CompanyWebsite;
  /** The company's own domain (under .example), for careers pages and emails even when no website is listed. */
  domain: string;
  slogan: string | null;
  description: string;
  followers: number;
  logoToken: string;
}

interface Industry {
  name: string;
  noun: string;
  specialties: string[];
}

const INDUSTRIES: Record<string, Industry> = {
  software: {
    name: 'Software Development',
    noun: 'software',
    specialties: ['SaaS', 'Cloud', 'Developer Tools', 'APIs', 'Enterprise Software', 'AI', 'Mobile Apps', 'Security'],
  },
  itServices: {
    name: 'IT Services and IT Consulting',
    noun: 'technology services',
    specialties: [
      'Digital Transformation',
      'Cloud Migration',
      'Data & Analytics',
      'Managed Services',
      'SAP',
      'Salesforce',
    ],
  },
  internet: {
    name: 'Technology, Information and Internet',
    noun: 'online products',
    specialties: ['E-commerce', 'Marketplaces', 'Consumer Internet', 'Payments', 'Search', 'Recommendations'],
  },
  finance: {
    name: 'Financial Services',
    noun: 'financial products',
    specialties: ['Payments', 'Lending', 'Wealth Management', 'Risk', 'UPI', 'Banking-as-a-Service', 'Insurance'],
  },
  health: {
    name: 'Hospitals and Health Care',
    noun: 'care',
    specialties: ['Telemedicine', 'Diagnostics', 'Health Records', 'Patient Experience', 'Clinical Research'],
  },
  logistics: {
    name: 'Transportation, Logistics, Supply Chain and Storage',
    noun: 'logistics',
    specialties: ['Last-mile Delivery', 'Warehousing', 'Fleet Management', 'Freight', 'Supply Chain Visibility'],
  },
  media: {
    name: 'Online Audio and Video Media',
    noun: 'media',
    specialties: ['Streaming', 'Podcasts', 'Video Production', 'Content Licensing', 'Ad Tech'],
  },
  bio: {
    name: 'Biotechnology Research',
    noun: 'life sciences',
    specialties: ['Genomics', 'Drug Discovery', 'Bioinformatics', 'Lab Automation'],
  },
  energy: {
    name: 'Renewable Energy Power Generation',
    noun: 'clean energy',
    specialties: ['Solar', 'Wind', 'Battery Storage', 'EV Charging', 'Smart Grid'],
  },
  games: {
    name: 'Computer Games',
    noun: 'games',
    specialties: ['Mobile Games', 'Unity', 'Unreal Engine', 'Live Ops', 'Game Design'],
  },
  robotics: {
    name: 'Automation Machinery Manufacturing',
    noun: 'robots',
    specialties: ['Industrial Automation', 'Computer Vision', 'Embedded Systems', 'Robotics', 'IoT'],
  },
  staffing: {
    name: 'Staffing and Recruiting',
    noun: 'hiring',
    specialties: ['Permanent Staffing', 'Contract Staffing', 'Executive Search', 'RPO', 'IT Recruitment'],
  },
  education: {
    name: 'E-Learning Providers',
    noun: 'learning',
    specialties: ['EdTech', 'Online Courses', 'Test Prep', 'Upskilling', 'K-12'],
  },
  retail: { name: 'Retail', noun: 'retail', specialties: ['Omnichannel', 'D2C', 'Merchandising', 'Loyalty Programs'] },
};

const SUFFIXES: ReadonlyArray<readonly [string, keyof typeof INDUSTRIES]> = [
  ['Labs', 'software'],
  ['Systems', 'itServices'],
  ['Technologies', 'itServices'],
  ['Software', 'software'],
  ['Analytics', 'software'],
  ['Digital', 'internet'],
  ['Solutions', 'itServices'],
  ['Health', 'health'],
  ['Capital', 'finance'],
  ['Pay', 'finance'],
  ['Networks', 'internet'],
  ['Robotics', 'robotics'],
  ['Cloud', 'software'],
  ['AI', 'software'],
  ['Commerce', 'retail'],
  ['Logistics', 'logistics'],
  ['Media', 'media'],
  ['Bio', 'bio'],
  ['Energy', 'energy'],
  ['Games', 'games'],
  ['Learning', 'education'],
  ['Infotech Pvt. Ltd.', 'itServices'],
  ['Technologies Inc.', 'software'],
  ['Software GmbH', 'software'],
];

const PREFIXES = [
  'Northwind',
  'Bluepeak',
  'Silverline',
  'Brightpath',
  'Quantum',
  'Crescent',
  'Lumen',
  'Vertex',
  'Ironbridge',
  'Sapphire',
  'Evergreen',
  'Redwood',
  'Cobalt',
  'Nimbus',
  'Harbor',
  'Meridian',
  'Aurora',
  'Granite',
  'Helix',
  'Keystone',
  'Lighthouse',
  'Maple',
  'Orbit',
  'Pinnacle',
  'Riverstone',
  'Summit',
  'Tidal',
  'Vantage',
  'Willow',
  'Zenith',
  'Falcon',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lotus',
  'Monsoon',
  'Nova',
  'Opal',
  'Prism',
  'Saffron',
  'Banyan',
  'Peacock',
  'Himalaya',
  'Deccan',
  'Kaveri',
  'Coral',
  'Atlas',
  'Beacon',
  'Cedar',
  'Driftwood',
];

/** Hand-made names: entities (&, '), non-ASCII letters, Indian firms, a staffing agency that posts a lot. */
const SPECIAL: ReadonlyArray<readonly [string, keyof typeof INDUSTRIES]> = [
  ['Smith & Kapoor Analytics', 'software'],
  ["O'Neil Robotics", 'robotics'],
  ['Zoë Health', 'health'],
  ['Müller & Söhne Software GmbH', 'software'],
  ['Łódź Data Works', 'itServices'],
  ['José Ñúñez Consultores', 'itServices'],
  ['Ångström Materials AB', 'energy'],
  ['Société Lumière SAS', 'media'],
  ['Straße Mobility GmbH', 'logistics'],
  ['Nguyễn Games Studio', 'games'],
  ['Øresund Energy ApS', 'energy'],
  ['Café Bytes', 'internet'],
  ['Raghunathan & Sons Infotech Pvt. Ltd.', 'itServices'],
  ['Shree Ganesh Technologies', 'itServices'],
  ['Sharma Infotech Pvt. Ltd.', 'itServices'],
  ['Iyer & Rao Consulting LLP', 'itServices'],
  ['Bharat FinServe', 'finance'],
  ['Navi Mumbai Logistics', 'logistics'],
  ['Chennai Silks Digital', 'retail'],
  ['Dhruv Learning', 'education'],
  ['TalentBridge Staffing', 'staffing'],
  ['HireHub Recruitment Services', 'staffing'],
  ['A&B Networks', 'internet'],
  ['The "Good" Software Co.', 'software'],
  ["Dr. Reddy's Digital Labs", 'health'],
  ["Nature's Basket Tech", 'retail'],
  ["Children's Health Partners", 'health'],
];

const SIZES: ReadonlyArray<readonly [string, number, number, number]> = [
  // label, weight, smallest and largest member count on the site
  ['2-10 employees', 6, 2, 25],
  ['11-50 employees', 14, 8, 80],
  ['51-200 employees', 20, 40, 260],
  ['201-500 employees', 16, 150, 700],
  ['501-1,000 employees', 12, 400, 1400],
  ['1,001-5,000 employees', 16, 900, 6500],
  ['5,001-10,000 employees', 8, 4000, 12000],
  ['10,001+ employees', 8, 9000, 250000],
];

const ORGANIZATION_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['Privately Held', 60],
  ['Public Company', 20],
  ['Partnership', 6],
  ['Self-Owned', 4],
  ['Nonprofit', 3],
  ['Government Agency', 2],
  ['Educational', 2],
];

const SLOGANS = [
  'Building the future of {noun}.',
  'Data you can trust.',
  '{noun} for everyone',
  'Where great teams ship faster',
  'Small team. Big ambitions.',
  'Engineering that matters – since {founded}',
  "We're hiring! Join us.",
  'Simple, honest {noun}.',
];

const STREETS = [
  'MG Road',
  'Outer Ring Road',
  'Market Street',
  'Main Street',
  'Friedrichstraße',
  'King Street West',
  'Old Street',
  'Bandra Kurla Complex',
  'Hitech City Road',
  'Rajiv Gandhi Salai',
];

function postalCode(rng: Rng, cc: string): string {
  const digits = (n: number) => rng.token(n, '0123456789');
  const letters = (n: number) => rng.token(n, 'ABCDEFGHJKLMNPRSTUVWXYZ');
  switch (cc) {
    case 'IN':
    case 'SG':
      return `${rng.int(1, 8)}${digits(5)}`;
    case 'GB':
      return `${letters(2)}${rng.int(1, 9)} ${rng.int(1, 9)}${letters(2)}`;
    case 'CA':
      return `${letters(1)}${rng.int(1, 9)}${letters(1)} ${rng.int(1, 9)}${letters(1)}${rng.int(1, 9)}`;
    case 'NL':
      return `${rng.int(1, 9)}${digits(3)} ${letters(2)}`;
    default:
      return `${rng.int(1, 9)}${digits(4)}`;
  }
}

/** "Müller & Söhne Software GmbH" → "mueller-soehne-software" style domains: ASCII, legal suffixes dropped. */
function domainOf(name: string, rng: Rng): string {
  const base = slugify(name.replace(/\b(Pvt\. Ltd\.|Inc\.|GmbH|LLP|AB|SAS|ApS|Co\.)/g, '')).replace(/-and-/g, '-');
  return `${rng.chance(0.5) ? base : base.replace(/-/g, '')}.example`;
}

function describe(c: Omit<Company, 'description'>, industry: Industry, rng: Rng): string {
  const where = c.headquarters ? ` and headquartered in ${c.headquarters.city}` : '';
  const founded = c.foundedOn
    ? `Founded in ${c.foundedOn}${where}, `
    : c.headquarters
      ? `Headquartered in ${c.headquarters.city}, `
      : '';
  const lines = [
    `${c.name} builds ${industry.noun} that teams rely on every day. ${founded}we're a team of ${c.sizeLabel.replace(' employees', '')} people.`,
    '',
    rng.pick([
      `Our R&D group works on ${industry.specialties.slice(0, 2).join(' & ').toLowerCase()}, and we ship to customers in ${rng.int(3, 40)} countries.`,
      `We believe in "${rng.pick(['ownership', 'craft', 'kindness', 'speed'])}" – and in giving people room to do their best work.`,
      `We're proud to be an equal opportunity employer.`,
    ]),
    '',
    'Follow us for news, stories from our team & open roles.',
  ];
  return lines.join('\n');
}

function buildCompanies(): Company[] {
  const rng = Rng.of('companies', 1);
  const combos = PREFIXES.flatMap((p) => SUFFIXES.map(([s, industry]) => [`${p} ${s}`, industry] as const));
  const ordered: Array<readonly [string, keyof typeof INDUSTRIES]> = rng.sample(combos, 300 - SPECIAL.length);
  // Hand-made names sit among the most active posters (low indexes), so parsers meet them on the first pages.
  rng.sample(SPECIAL, SPECIAL.length).forEach((special, k) => ordered.splice(2 + k * 4, 0, special));
  const usedSlugs = new Set<string>();
  return ordered.map(([name, industryKey], index) => {
    const r = Rng.of('company', name);
    const industry = INDUSTRIES[industryKey]!;
    let slug = slugify(name.replace(/\bPvt\. Ltd\.$/, ''));
    // A few company pages only have a numeric id as their slug, as on the real site.
    if (r.chance(0.01)) slug = String(r.int(1_000_000, 99_999_999));
    while (usedSlugs.has(slug)) slug = `${slug}-${r.int(2, 99)}`;
    usedSlugs.add(slug);
    const [sizeLabel, , low, high] = r.weighted(SIZES.map((s) => [s, s[1]] as const));
    const hqCity: Geo | null = r.chance(0.92) ? r.weighted(CITY_GEOS.map((g) => [g, g.weight] as const)) : null;
    const domain = domainOf(name, r);
    const roll = r.next();
    const website: CompanyWebsite =
      roll < 0.03
        ? null
        : roll < 0.045
          ? {
              kind: 'shortener',
              url: `http://bit.ly/${r.token(7, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
            }
          : roll < 0.06
            ? { kind: 'self' }
            : {
                kind: 'site',
                url: r.weighted([
                  [`https://www.${domain}`, 70],
                  [`https://${domain}`, 12],
                  [`http://www.${domain}/`, 6],
                  [`https://www.${domain}/en/`, 6],
                  [`https://careers.${domain}/`, 3],
                  [`www.${domain}`, 3],
                ] as const),
              };
    const foundedOn = r.chance(0.9) ? r.int(1962, 2023) : null;
    const base: Omit<Company, 'description'> = {
      index,
      name,
      slug,
      hasPage: !r.chance(0.03),
      industry: industry.name,
      specialties: r.chance(0.88) ? r.sample(industry.specialties, r.int(2, industry.specialties.length)) : null,
      sizeLabel,
      employees: r.int(low, high),
      headquarters: hqCity
        ? {
            city: hqCity.city!.name,
            region: hqCity.city!.region,
            country: hqCity.city!.country,
            countryCode: hqCity.countryCode!,
            street: `${r.int(1, 480)} ${r.pick(STREETS)}`,
            postalCode: postalCode(r, hqCity.countryCode!),
          }
        : null,
      organizationType: r.chance(0.93) ? r.weighted(ORGANIZATION_TYPES) : null,
      foundedOn,
      website,
      domain,
      slogan: r.chance(0.75)
        ? r
            .pick(SLOGANS)
            .replace('{noun}', industry.noun)
            .replace('{founded}', String(foundedOn ?? 2010))
            .replace(/^./, (c) => c.toUpperCase())
        : null,
      followers: Math.round(r.int(low, high) * (3 + r.next() * 40)),
      logoToken: r.token(12, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    };
    return { ...base, description: describe(base, industry, r) };
  });
}

export const COMPANIES: readonly Company[] = buildCompanies();
const BY_SLUG = new Map(COMPANIES.filter((c) => c.hasPage).map((c) => [c.slug, c]));

export function companyBySlug(slug: string): Company | undefined {
  return BY_SLUG.get(slug.toLowerCase());
}

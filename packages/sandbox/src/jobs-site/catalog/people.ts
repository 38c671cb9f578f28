import type { Rng } from '../prng.js';
import { slugify } from '../text.js';

const INDIAN_FIRST = [
  'Priya',
  'Arjun',
  'Ananya',
  'Rahul',
  'Sai Krishna',
  'Kavya',
  'Harpreet',
  'Mohammed',
  'Aishwarya',
  'Rohan',
  'Sneha',
  'Vikram',
  'Deepika',
  'Karthik',
  'Meenakshi',
  'Aditya',
  'Pooja',
  'Siddharth',
  'Lakshmi',
  'Nikhil',
  'Shreya',
  'Anirudh',
];
const INDIAN_LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Verma',
  'Venkataraman',
  'Nair',
  'Kaur',
  'Khan',
  'Rao',
  'Deshpande',
  'Chatterjee',
  'Gupta',
  'Menon',
  'Patel',
  'Singh',
  'Mukherjee',
  'Krishnan',
  'Joshi',
  'Bhattacharya',
  'Subramanian',
];
const OTHER_FIRST = [
  'Zoë',
  'Łukasz',
  'José',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Chloé',
  'Søren',
  'Renée',
  'François',
  'Jürgen',
  'Ayşe',
  'Siobhán',
  'Mateo',
  'Hannah',
  'Björn',
  'Ingrid',
  'Marta',
  'Daniel',
  'Sarah',
  'Michael',
  'Amélie',
  'Thomas',
  'Wei',
];
const OTHER_LAST = [
  'Müller',
  'Ñúñez',
  "O'Brien",
  'Kowalski',
  'García',
  'Nguyễn',
  'Dvořák',
  'Øvergaard',
  'Smith',
  'Johnson',
  'Schmidt',
  'Brown',
  'Williams',
  'Fischer',
  'Martínez',
  'Lefèvre',
  'Andersson',
  'Novák',
  'Rossi',
  'Wójcik',
  'Taylor',
  'Chen',
  'Kim',
];
/** Names that must show up often enough for parsers to meet them. */
const FIXED = [
  'José Ñúñez',
  'Zoë Müller',
  'Łukasz Wójcik',
  "Siobhán O'Brien",
  'Sai Krishna Venkataraman',
  'Dr. Ananya Rao',
];

const RECRUITER_TITLES = [
  'Talent Acquisition Partner',
  'Senior Technical Recruiter',
  'Technical Recruiter',
  'HR Business Partner',
  'Talent Acquisition Specialist',
  'Recruitment Lead – Tech',
  'People & Culture Manager',
];
const MANAGER_TITLES = [
  'Engineering Manager',
  'Head of Engineering',
  'Director of Product',
  'Founder & CEO',
  'CTO',
  'VP Engineering',
  'Hiring Manager',
];

export interface Person {
  name: string;
  title: string;
  /** Path of the profile on the site: `/in/{slug}`. */
  profileSlug: string;
  /** Null: the site shows its grey ghost picture. */
  photoToken: string | null;
}

/** A job's poster: a recruiter or the hiring manager, named like people in the job's country. */
export function makePoster(rng: Rng, companyName: string, countryCode: string | null): Person {
  const indian = countryCode === 'IN' ? rng.chance(0.9) : rng.chance(0.2);
  const name = rng.chance(0.12)
    ? rng.pick(FIXED)
    : indian
      ? `${rng.pick(INDIAN_FIRST)} ${rng.pick(INDIAN_LAST)}`
      : `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`;
  const recruiter = rng.chance(0.6);
  const role = rng.pick(recruiter ? RECRUITER_TITLES : MANAGER_TITLES);
  const title = rng.weighted([
    [`${role} at ${companyName}`, 45],
    [role, 35],
    [`${role} | Hiring for React & Node.js roles | ${companyName}`, 10],
    [`${role} @ ${companyName} – We're hiring!`, 10],
  ] as const);
  const suffix = rng.token(rng.pick([7, 8, 9]), '0123456789abcdef');
  // Most profile slugs are ASCII; some keep the accented letters, percent-encoded, as the site does.
  const slug = rng.chance(0.15)
    ? `${encodeURIComponent(name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-'))}-${suffix}`
    : `${slugify(name)}-${suffix}`;
  return { name, title, profileSlug: slug, photoToken: rng.chance(0.8) ? rng.token(10) : null };
}

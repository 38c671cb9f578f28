import type { Company } from '../catalog/companies.js';
import type { Person } from '../catalog/people.js';
import { hash32 } from '../prng.js';

/** Image URLs in the shape of the site's media CDN (signed, with a query string that needs &amp; in HTML). */
export function companyLogoUrl(company: Company): string {
  return `https://media.example/logo/${company.slug}-${company.logoToken}_100_100.png?e=2147483647&v=beta&t=${hash32('logo', company.slug).toString(36)}`;
}

export function personPhotoUrl(person: Person): string {
  return person.photoToken
    ? `https://media.example/profile/${person.photoToken}/profile-displayphoto-shrink_100_100.jpg?e=1767225600&v=beta&t=${hash32('photo', person.profileSlug).toString(36)}`
    : GHOST_PERSON;
}

/** The site's grey placeholder pictures. */
export const GHOST_PERSON = 'https://static.example/aero-v1/sc/h/9c8pery4andzj6ohjkjp54ma2';
export const GHOST_COMPANY = 'https://static.example/aero-v1/sc/h/cs8pjfgyw96g44ln9r7tct85f';

import type { ContactSource } from './enums.js';

/**
 * The first word of a shared or role mailbox's local part, in the languages we write (careers@, jobs@, hr@,
 * talent.acquisition@, rrhh@, recrutement@, karriere@): nobody in particular reads it.
 */
const SHARED_MAILBOXES = new Set([
  'careers',
  'career',
  'jobs',
  'job',
  'hr',
  'hiring',
  'recruiting',
  'recruitment',
  'recruiter',
  'recruiters',
  'talent',
  'people',
  'apply',
  'application',
  'applications',
  'info',
  'hello',
  'contact',
  'team',
  'office',
  'admin',
  'empleo',
  'empleos',
  'rrhh',
  'trabajo',
  'seleccion',
  'candidaturas',
  'emploi',
  'emplois',
  'recrutement',
  'rh',
  'candidature',
  'candidatures',
  'stellen',
  'karriere',
  'bewerbung',
  'bewerbungen',
  'personal',
  'jobs-team',
]);

/** Whether an address is a shared or role mailbox (careers@, jobs@, hr@, talent-team@), not a person's. */
export function isSharedAddress(email: string): boolean {
  const local = email.trim().toLowerCase().split('@')[0]!.split('+')[0]!;
  return SHARED_MAILBOXES.has(local) || SHARED_MAILBOXES.has(local.split(/[._-]/)[0]!);
}

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The name an email to this contact greets, or null for the neutral greeting. A name goes only with an address of
 * that person: the poster's or a provider's contact for them, or an address in the posting that carries their name
 * (maria.lopez@ for Maria Lopez). A shared mailbox or a role address never gets a person's name.
 */
export function greetingName(contact: {
  email: string | null | undefined;
  name: string | null | undefined;
  source?: ContactSource | null;
}): string | null {
  const name = contact.name?.trim();
  if (!name) return null;
  if (!contact.email) return name;
  if (isSharedAddress(contact.email) || contact.source === 'role') return null;
  if (contact.source === 'poster' || contact.source === 'provider') return name;
  const local = fold(contact.email.split('@')[0]!);
  return fold(name)
    .split(/[^\p{L}]+/u)
    .some((part) => part.length >= 3 && local.includes(part))
    ? name
    : null;
}

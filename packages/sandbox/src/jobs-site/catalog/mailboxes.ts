import { Rng } from '../prng.js';

export type RoleMailbox = 'careers' | 'jobs' | 'recruiting' | 'talent' | 'hr';
export const ROLE_MAILBOXES: readonly RoleMailbox[] = ['careers', 'jobs', 'recruiting', 'talent', 'hr'];

/**
 * The role mailboxes a company's mail domain has (0–3 of them), seeded by the domain. The mail stand-in answers for
 * exactly these, and the site's postings publish only these, so a published address exists when the domain does.
 */
export function roleMailboxesOf(domain: string): RoleMailbox[] {
  const rng = Rng.of('mail', domain, 'roles');
  const picked = rng.sample(ROLE_MAILBOXES, rng.int(0, 3));
  return ROLE_MAILBOXES.filter((role) => picked.includes(role));
}

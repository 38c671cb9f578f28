import { parseAddress } from './verification/index.js';

// Loose on purpose: the syntax check (parseAddress) decides; this only finds things shaped like an address in prose.
const ADDRESS_IN_TEXT =
  /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})+/g;

/**
 * Addresses a posting prints that are not for applying: no-reply senders, and the privacy, legal and accessibility
 * mailboxes that equal-opportunity paragraphs name ("email accommodations@… if you need adjustments").
 */
const NOT_FOR_APPLYING =
  /^(no-?reply|do-?not-?reply|donotreply|privacy|dataprotection|data-protection|gdpr|dpo|legal|compliance|abuse|security|unsubscribe|accommodations?|accessibility|ada|eeo|eeoc|fraud|support|billing|invoices?|press|media|marketing|sales)([._+-].*)?$/i;

/**
 * The addresses a posting itself publishes for applying ("send your CV to jobs@company.com"), lower-cased, in the
 * order they appear, each once. A trailing full stop or bracket is the sentence's, not the address's.
 */
export function publishedAddressesOf(description: string | null | undefined): string[] {
  if (!description) return [];
  const found: string[] = [];
  for (const match of description.matchAll(ADDRESS_IN_TEXT)) {
    const raw = match[0].replace(/[.-]+$/, '').toLowerCase();
    const parsed = parseAddress(raw);
    if (!parsed || NOT_FOR_APPLYING.test(parsed.localPart)) continue;
    const address = `${parsed.localPart}@${parsed.domain}`;
    if (!found.includes(address)) found.push(address);
  }
  return found;
}

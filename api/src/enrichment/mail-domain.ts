import { getDomain } from 'tldts';

/** Hosts that are never a company's own mail domain: the networking site, link shorteners, site builders. */
const NOT_A_COMPANY = new Set([
  'linkedin.com',
  'lnkd.in',
  'bit.ly',
  't.co',
  'goo.gl',
  'tinyurl.com',
  'ow.ly',
  'buff.ly',
  'rebrand.ly',
  'linktr.ee',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'wixsite.com',
  'google.com',
  'sites.google.com',
]);

/**
 * A company's mail domain from its website: the registrable domain by the public suffix list
 * (www.shop.example.co.uk → example.co.uk), or null for the networking site itself and link shorteners.
 */
export function mailDomainOf(website: string | null | undefined, jobsSiteBaseUrl: string): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname;
  } catch {
    return null;
  }
  const domain = getDomain(host, { allowPrivateDomains: false });
  if (!domain || NOT_A_COMPANY.has(domain)) return null;
  if (domain === getDomain(new URL(jobsSiteBaseUrl).hostname)) return null;
  return domain;
}

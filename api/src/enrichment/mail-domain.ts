import { getDomain, getDomainWithoutSuffix } from 'tldts';
import { APPLY_HOSTS } from './apply-hosts.js';
import { isShortenerHost } from './short-links.js';

/** Hosts that are never a company's own mail domain: the networking site, social networks, site builders. */
const NOT_A_COMPANY = new Set([
  'linkedin.com',
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
  // A short link names no company until followed (JobMailDomains.ofWebsite follows it).
  if (!domain || NOT_A_COMPANY.has(domain) || isShortenerHost(host) || isShortenerHost(domain)) return null;
  if (domain === getDomain(new URL(jobsSiteBaseUrl).hostname)) return null;
  return domain;
}

/**
 * Mailbox providers anyone can sign up at: an address there names a person, never the company's own domain, so no
 * corporate pattern or role address is ever guessed at them.
 */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.co.uk',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'rediffmail.com',
  'zoho.com',
  'zohomail.com',
  'qq.com',
  '163.com',
]);

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL.has(domain.toLowerCase());
}

// Words too common in company names to tie a domain to one company (legal forms, "software", "group", …).
const GENERIC_WORDS = new Set(
  (
    'the and of for inc llc llp ltd limited pvt private plc gmbh ag sa sas sarl bv nv ab aps as oy spa srl co corp ' +
    'corporation company companies group holdings international global worldwide software technologies technology ' +
    'tech solutions services systems labs lab digital consulting consultants partners networks network data ' +
    'analytics studio studios works health care media energy mobility logistics infotech infosystems enterprises'
  ).split(' '),
);

/** "Müller & Söhne GmbH" → the ways a domain may spell its words: ["muller", "soehne"…] with both foldings. */
function nameWords(name: string): string[] {
  const lower = name.toLowerCase().replace(/ß/g, 'ss').replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/ł/g, 'l');
  const spellings = [lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'), lower];
  const words = spellings.flatMap((s) =>
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return [...new Set(words)];
}

/** Whether a registrable domain plausibly belongs to the company of that name (a distinctive word, or its initials). */
export function domainResemblesCompany(domain: string, companyName: string | null | undefined): boolean {
  if (!companyName) return false;
  const label = (getDomainWithoutSuffix(domain) ?? domain.split('.')[0] ?? '').replace(/[^a-z0-9]/g, '');
  if (label.length < 2) return false;
  const words = nameWords(companyName);
  const distinctive = words.filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
  if (distinctive.some((w) => label.includes(w))) return true;
  const initials = words
    .filter((w) => !['the', 'and', 'of'].includes(w))
    .map((w) => w[0])
    .join('');
  return label === initials || label === words.join('');
}

/**
 * The company's own mail domain from a posting's off-site apply link: its registrable domain when the link goes to
 * the employer's own site (careers.acme.com → acme.com), not to an applicant-tracking system or job board
 * (APPLY_HOSTS), and the domain looks like the company's name. Null otherwise: the company page must say.
 */
export function companyDomainFromApplyUrl(
  applyUrl: string | null | undefined,
  companyName: string | null | undefined,
  jobsSiteBaseUrl: string,
): string | null {
  const domain = mailDomainOf(applyUrl, jobsSiteBaseUrl);
  if (!domain || APPLY_HOSTS.has(domain) || isFreeMailDomain(domain)) return null;
  return domainResemblesCompany(domain, companyName) ? domain : null;
}

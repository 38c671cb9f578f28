import { domainToASCII } from 'node:url';

export interface ParsedAddress {
  localPart: string;
  /** Lower-case ASCII (IDNs in punycode). */
  domain: string;
  address: string;
}

// RFC 5321 dot-atom local parts only: quoted strings and non-ASCII (SMTPUTF8) are never generated as candidates.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_LOCAL_PART = 64;
const MAX_DOMAIN = 253;
const MAX_ADDRESS = 254;

export function isValidLocalPart(localPart: string): boolean {
  return localPart.length <= MAX_LOCAL_PART && LOCAL_PART.test(localPart);
}

/** The domain in lower-case ASCII, or null when it cannot receive mail by name (bad labels, IP literal, no dot). */
export function normalizeDomain(domain: string): string | null {
  const ascii = domainToASCII(domain.trim().replace(/\.$/, ''));
  if (ascii === '' || ascii.length > MAX_DOMAIN) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  // An all-numeric last label is an IP address, not a mail domain.
  return /^\d+$/.test(labels.at(-1) ?? '') ? null : ascii;
}

export function parseAddress(input: string): ParsedAddress | null {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const localPart = trimmed.slice(0, at);
  const domain = normalizeDomain(trimmed.slice(at + 1));
  if (!domain || !isValidLocalPart(localPart)) return null;
  const address = `${localPart}@${domain}`;
  return address.length <= MAX_ADDRESS ? { localPart, domain, address } : null;
}

// Shared mailboxes rather than a person; compared without separators, so `no-reply` and `customer.service` match.
const ROLE_NAMES = new Set([
  'abuse',
  'accounting',
  'accounts',
  'admin',
  'administrator',
  'all',
  'applications',
  'apply',
  'billing',
  'bizdev',
  'career',
  'careers',
  'contact',
  'contactus',
  'customercare',
  'customerservice',
  'customersuccess',
  'cv',
  'donotreply',
  'enquiries',
  'enquiry',
  'everyone',
  'feedback',
  'finance',
  'frontdesk',
  'general',
  'hello',
  'help',
  'helpdesk',
  'hi',
  'hiring',
  'hostmaster',
  'hr',
  'humanresources',
  'info',
  'information',
  'inquiries',
  'inquiry',
  'internships',
  'it',
  'job',
  'jobs',
  'legal',
  'mail',
  'marketing',
  'media',
  'news',
  'newsletter',
  'noreply',
  'office',
  'operations',
  'ops',
  'partners',
  'people',
  'peopleops',
  'postmaster',
  'pr',
  'press',
  'privacy',
  'reception',
  'recruit',
  'recruiter',
  'recruiters',
  'recruiting',
  'recruitment',
  'resumes',
  'sales',
  'security',
  'service',
  'staff',
  'support',
  'talent',
  'talentacquisition',
  'team',
  'webmaster',
  'welcome',
]);

/** True when the local part names a function (careers@, hr@, noreply@…) rather than a person. */
export function isRoleLocalPart(localPart: string): boolean {
  const base = localPart.toLowerCase().split('+')[0] ?? '';
  return ROLE_NAMES.has(base.replace(/[._-]/g, ''));
}

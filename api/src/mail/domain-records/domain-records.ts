import { isIP } from 'node:net';
import type { DomainRecordAdvice, DomainRecordsCheck, DomainRecordState } from '@app/types';
import type { TxtLookup } from '../../enrichment/verification/mx.js';
import { providerOfSmtpHost } from './providers.js';

export interface DomainRecordsInput {
  /** The mailbox's domain (the part after @), lower case. */
  domain: string;
  /** The mailbox's address, for DMARC's report address in the advice. */
  mailbox: string;
  /** The SMTP host mail leaves through: its provider's SPF include and DKIM selectors, when known. */
  smtpHost: string;
  txt: (name: string) => Promise<TxtLookup>;
}

/**
 * Reads a sending domain's SPF, DKIM and DMARC records and judges them by Gmail's and Yahoo's sender rules (SPF or
 * DKIM must pass; a DMARC record must exist, p=none is enough). Only what DNS definitely said counts against the
 * domain: a lookup that got no answer makes the check `could-not-check`, never `at-risk`.
 */
export async function checkDomainRecords(input: DomainRecordsInput): Promise<Omit<DomainRecordsCheck, 'checkedAt'>> {
  const { domain, smtpHost } = input;
  const provider = providerOfSmtpHost(smtpHost);
  const [spfAnswer, dmarcAnswer, ...dkimAnswers] = await Promise.all([
    input.txt(domain),
    input.txt(`_dmarc.${domain}`),
    ...(provider?.dkimSelectors ?? []).map((selector) => input.txt(`${selector}._domainkey.${domain}`)),
  ]);
  const spfRecord = recordOf(spfAnswer, /^v=spf1(\s|$)/i);
  const dmarcRecord = recordOf(dmarcAnswer, /^v=DMARC1\s*(;|$)/i);
  const spf = stateOf(spfRecord);
  const dmarc = stateOf(dmarcRecord);
  const dkim: DomainRecordState =
    dkimAnswers.length === 0
      ? 'not-checked'
      : dkimAnswers.some((a) => recordOf(a, /(^|;)\s*p=[A-Za-z0-9+/]/) !== null && a.kind === 'found')
        ? 'found'
        : dkimAnswers.some((a) => a.kind === 'unknown')
          ? 'unknown'
          : 'missing';

  const advice: DomainRecordAdvice[] = [];
  const include = provider
    ? `include:${provider.spfInclude}`
    : isIP(smtpHost)
      ? ipMechanism(smtpHost)
      : `a:${smtpHost}`;
  // SPF passes when the record lists the servers mail leaves from; with an unknown provider the app cannot tell.
  let spfPasses: boolean | null = null;
  if (spf === 'missing') {
    spfPasses = false;
    advice.push({
      record: 'spf',
      text: `Add an SPF record at ${domain} that lists the servers your mail leaves from${provider ? ` (${provider.name})` : ''}.`,
      txt: { name: domain, value: `v=spf1 ${include} ~all` },
    });
  } else if (spf === 'found') {
    const record = (spfRecord as { value: string }).value;
    const covers =
      !provider || new RegExp(`(^|\\s)[+?~]?include:${escape(provider.spfInclude)}(\\s|$)`, 'i').test(record);
    spfPasses = provider ? covers : null;
    if (!covers) {
      advice.push({
        record: 'spf',
        text: `Your SPF record at ${domain} does not list ${provider.name}'s servers: add ${include} to it.`,
        txt: { name: domain, value: withMechanism(record, include) },
      });
    }
  }
  if (dkim === 'missing') {
    advice.push({
      record: 'dkim',
      text: `Turn on DKIM signing for ${domain} in ${provider!.name}; it gives you the record to add.`,
      txt: null,
    });
  }
  if (dmarc === 'missing') {
    advice.push({
      record: 'dmarc',
      text: `Add a DMARC record at _dmarc.${domain}. p=none is enough: it only asks for reports.`,
      txt: { name: `_dmarc.${domain}`, value: `v=DMARC1; p=none; rua=mailto:${input.mailbox}` },
    });
  }

  // Gmail and Yahoo: DMARC must exist, and SPF or DKIM must pass. An SPF record whose coverage the app cannot judge
  // (unknown provider) is taken as passing: only a definite lack is reported.
  const authenticates = dkim === 'found' || spfPasses === true || (spf === 'found' && spfPasses === null);
  const definitelyFails = dkim !== 'unknown' && dkim !== 'found' && spfPasses === false;
  const verdict =
    dmarc === 'missing' || definitelyFails
      ? 'at-risk'
      : dmarc === 'unknown' || !authenticates
        ? 'could-not-check'
        : 'ok';
  return { domain, verdict, spf, dkim, dmarc, provider: provider?.name ?? null, advice };
}

type Found = { value: string } | null | 'unknown';

function recordOf(answer: TxtLookup, pattern: RegExp): Found {
  if (answer.kind === 'unknown') return 'unknown';
  if (answer.kind === 'none') return null;
  const value = answer.records.map((r) => r.trim()).find((r) => pattern.test(r));
  return value === undefined ? null : { value };
}

function stateOf(found: Found): DomainRecordState {
  return found === 'unknown' ? 'unknown' : found ? 'found' : 'missing';
}

function ipMechanism(ip: string): string {
  return isIP(ip) === 6 ? `ip6:${ip}` : `ip4:${ip}`;
}

/** The SPF record with a mechanism added before its `all` (or at the end when it has none). */
function withMechanism(record: string, mechanism: string): string {
  const parts = record.trim().split(/\s+/);
  const all = parts.findIndex((p) => /^[+?~-]?all$/i.test(p) || /^redirect=/i.test(p));
  if (all === -1) return [...parts, mechanism].join(' ');
  return [...parts.slice(0, all), mechanism, ...parts.slice(all)].join(' ');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

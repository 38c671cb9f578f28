import type { IsoDate } from './entities.js';

/**
 * Whether mail from an SMTP mailbox's own domain meets Gmail's and Yahoo's sender rules: SPF or DKIM passes, and a
 * DMARC record exists (p=none is enough). `GET /api/mail/accounts/:id/domain-records`, and `POST …/check` to ask DNS
 * again now.
 * - `ok`: the records are there;
 * - `at-risk`: mail is likely to be refused or filed as spam; `advice` says what to add;
 * - `could-not-check`: DNS did not answer; nothing is known, nothing is claimed;
 * - `provider-domain`: a mailbox provider's domain (gmail.com, outlook.com, …) or a Gmail account: the provider's records
 *   apply, there is nothing for the user to add.
 */
export type DomainRecordsVerdict = 'ok' | 'at-risk' | 'could-not-check' | 'provider-domain';

/** What DNS said of one record: present, absent, not asked (DKIM without a selector known), or no answer. */
export type DomainRecordState = 'found' | 'missing' | 'not-checked' | 'unknown';

export interface DomainRecordAdvice {
  record: 'spf' | 'dkim' | 'dmarc';
  /** What to do, in a sentence. */
  text: string;
  /** The TXT record to add (or to change to), when the app can write it out. */
  txt: { name: string; value: string } | null;
}

export interface DomainRecordsCheck {
  domain: string;
  verdict: DomainRecordsVerdict;
  spf: DomainRecordState;
  dkim: DomainRecordState;
  dmarc: DomainRecordState;
  /** The mail provider recognised from the SMTP host (its SPF include and DKIM selectors are known), or null. */
  provider: string | null;
  advice: DomainRecordAdvice[];
  checkedAt: IsoDate;
}

/**
 * Domains a user may send from with their own SMTP mailbox, with the TXT records Gmail and Yahoo read of a sender
 * (SPF at the domain, DMARC at `_dmarc.`, DKIM at `<selector>._domainkey.`). One is in order, the others miss one
 * record each, so the app's advice in Settings can be seen for every case. The SMTP sink accepts any address, so a
 * mailbox `you@<domain>` can be connected for each of them.
 */
export interface SenderDomain {
  domain: string;
  /** What the domain lacks, for people reading the sandbox's index page. */
  lacks: 'nothing' | 'dmarc' | 'spf' | 'spf and dmarc';
  /** TXT records by owner name. */
  txt: Record<string, string[]>;
}

export const SENDER_DOMAINS: readonly SenderDomain[] = [
  {
    domain: 'well-configured.example',
    lacks: 'nothing',
    txt: {
      'well-configured.example': ['v=spf1 mx include:_spf.google.com ~all', 'google-site-verification=sandbox'],
      '_dmarc.well-configured.example': ['v=DMARC1; p=quarantine; rua=mailto:dmarc@well-configured.example'],
    },
  },
  {
    domain: 'no-dmarc.example',
    lacks: 'dmarc',
    txt: { 'no-dmarc.example': ['v=spf1 mx ~all'] },
  },
  {
    domain: 'no-spf.example',
    lacks: 'spf',
    txt: {
      'no-spf.example': ['google-site-verification=sandbox'],
      '_dmarc.no-spf.example': ['v=DMARC1; p=none'],
    },
  },
  {
    domain: 'bare.example',
    lacks: 'spf and dmarc',
    txt: {},
  },
];

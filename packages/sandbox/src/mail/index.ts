import { startDnsStandIn, type DnsStandIn } from './dns-server.js';
import { MAIL_HOSTS, addressFor, domainOf, mailDomains, truthOf, type MailHostKind } from './domains.js';
import { startSmtpStandIns, type SmtpKnobs, type SmtpStats } from './smtp-servers.js';

export {
  MAIL_HOSTS,
  addressFor,
  domainOf,
  findMailDomain,
  localPartFor,
  mailDomains,
  registrableDomain,
  truthOf,
  type AddressPattern,
  type MailBehaviour,
  type MailDomain,
  type MailExchange,
  type MailHostKind,
  type MailTruth,
  type RoleMailbox,
} from './domains.js';
export { FIRST_NAMES, LAST_NAMES, mailboxPart, splitPersonName } from './names.js';
export type { SmtpKnobs as MailKnobs, SmtpStats as MailStats } from './smtp-servers.js';

export interface MailStandInOptions {
  /** UDP port of the DNS server on 127.0.0.1; 0 picks a free one. */
  dnsPort: number;
  /** TCP port every SMTP host listens on (their port 25); 0 picks one free on all of them. */
  smtpPort: number;
  /** Added to every SMTP reply. Default 0. */
  latencyMs?: number;
  /** Greylisting wait. Default 2. */
  greylistSeconds?: number;
  /** Extra delay of every reply of the slow host. Default 3000. */
  slowMs?: number;
}

export interface MailStandIn {
  /** `127.0.0.1:port`, for `DNS_SERVERS`. */
  dnsServer: string;
  /** For `SMTP_PROBE_PORT`. */
  smtpPort: number;
  /** Loopback address of each SMTP host. */
  hosts: Readonly<Record<MailHostKind, string>>;
  /** Merges knobs at run time. Throws on an unknown knob or a value that is not a finite number ≥ 0. */
  control(patch: Partial<SmtpKnobs>): void;
  knobs(): SmtpKnobs;
  stats(): SmtpStats;
  resetStats(): void;
  /** Forgets the greylisting host's memory, so every (client, sender, recipient) is greylisted afresh. */
  resetGreylist(): void;
  /** DNS queries answered, by record type. */
  dnsQueries(): Record<string, number>;
  truthOf: typeof truthOf;
  mailDomains: typeof mailDomains;
  addressFor: typeof addressFor;
  domainOf: typeof domainOf;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_KNOBS: Readonly<SmtpKnobs> = { latencyMs: 0, greylistSeconds: 2, slowMs: 3000 };

function mergeKnobs(base: SmtpKnobs, patch: Partial<Record<string, unknown>>): SmtpKnobs {
  const next = { ...base };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!(name in DEFAULT_MAIL_KNOBS)) throw new Error(`unknown mail knob: ${name}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`mail knob ${name} must be a number ≥ 0, got ${JSON.stringify(value)}`);
    }
    next[name as keyof SmtpKnobs] = value;
  }
  return next;
}

/**
 * Starts the email-verification stand-in: a DNS server with the mail world's MX and A records, and the SMTP hosts
 * they point at. The product only sees `DNS_SERVERS` and `SMTP_PROBE_PORT`; `truthOf` says what it should conclude.
 */
export async function startMailStandIn(options: MailStandInOptions): Promise<MailStandIn> {
  const { dnsPort, smtpPort, ...patch } = options;
  let knobs = mergeKnobs({ ...DEFAULT_MAIL_KNOBS }, patch);
  const smtp = await startSmtpStandIns({ port: smtpPort, knobs: () => knobs });
  let dns: DnsStandIn;
  try {
    dns = await startDnsStandIn({ port: dnsPort });
  } catch (err) {
    await smtp.close();
    throw err;
  }
  return {
    dnsServer: dns.server,
    smtpPort: smtp.port,
    hosts: MAIL_HOSTS,
    control: (next) => {
      knobs = mergeKnobs(knobs, next);
    },
    knobs: () => ({ ...knobs }),
    stats: () => smtp.stats(),
    resetStats: () => {
      smtp.resetStats();
      dns.resetQueries();
    },
    resetGreylist: () => smtp.resetGreylist(),
    dnsQueries: () => dns.queries(),
    truthOf,
    mailDomains,
    addressFor,
    domainOf,
    close: async () => {
      await Promise.all([smtp.close(), dns.close()]);
    },
  };
}

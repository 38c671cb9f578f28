import type { VerificationStatus } from '@app/types';

/** What is known about a domain's mail; the caller caches it (7 days) and hands it back as `known`. */
export interface DomainFacts {
  domain: string;
  /** Best first; the domain itself when it has no MX but an address (implicit MX). */
  mxHosts: string[];
  hasMailServer: boolean;
  /** Whether a random mailbox is accepted; null when it could not be told (probing off, blocked, timeouts). */
  acceptsAll: boolean | null;
  checkedAt: string;
}

export interface Verdict {
  address: string;
  status: VerificationStatus;
  reason: string;
  /** The MX host that answered, else the best one known; null when the domain has none. */
  mxHost: string | null;
  disposable: boolean;
  role: boolean;
}

export interface DomainVerification {
  facts: DomainFacts;
  /** One per local part asked, in the same order. */
  verdicts: Verdict[];
  /**
   * False when DNS gave no definitive answer (SERVFAIL, timeout) or the domain is malformed: `facts` then says
   * nothing reliable and must not be cached. `facts.acceptsAll === null` alone only means "catch-all unknown".
   */
  cacheable: boolean;
  /**
   * Present when the domain greylisted the first session and the caller asked to defer (`greylisting: 'defer'`):
   * ask again (with the same probe, the server remembers each recipient) after `afterMs`; the greylisted
   * addresses answer `unknown` until then.
   */
  retry?: { afterMs: number; probe: string | null };
}

export interface VerifyDomainOptions {
  /** `wait` (default): sleep SMTP_GREYLIST_RETRY_MS and ask again in this call. `defer`: answer now, see `retry`. */
  greylisting?: 'wait' | 'defer';
  /** The catch-all probe to ask (an earlier, deferred call's), instead of a new random one. */
  probe?: string | null;
  /** Told when a connection to the mail server begins (its host's connection slot taken): the server's time starts. */
  onConnect?: () => void;
  /** Aborting hangs up the session at once (and stops a greylisting wait); the call then answers `error`. */
  signal?: AbortSignal;
}

export interface VerifierStats {
  /** SMTP connection attempts, all domains. */
  connections: number;
  /** Calls of `verifyDomain` on a well-formed domain (MX lookups included, even without SMTP). */
  domainChecks: number;
}

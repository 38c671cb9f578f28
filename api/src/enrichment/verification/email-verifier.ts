import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { VerificationStatus } from '@app/types';
import { isRoleLocalPart, isValidLocalPart, normalizeDomain, parseAddress } from './address.js';
import { isDisposableDomain } from './disposable.js';
import { KeyedSemaphore } from './keyed-semaphore.js';
import { type MxLookup, MxResolver } from './mx.js';
import { classifyRcptReply, formatReply, isAccepted, isTransient } from './rcpt-reply.js';
import { type RcptAnswer, runSession, type SessionDeps, type SessionOutcome } from './smtp-session.js';
import type { EmailVerifierOptions } from '../../config/email-verifier-options.js';
import type { DomainFacts, DomainVerification, Verdict, VerifierStats, VerifyDomainOptions } from './types.js';

interface Candidate {
  localPart: string;
  address: string;
  syntaxOk: boolean;
  role: boolean;
}

interface Finding {
  status: VerificationStatus;
  reason: string;
}

/** Everything learnt over the (at most two) SMTP sessions of one domain. */
interface Conversation {
  mxHost: string | null;
  answers: Map<string, RcptAnswer>;
  /** Why the last session never reached RCPT, for the addresses it left unanswered. */
  refusal: string | null;
  /** The retry session reached RCPT again. */
  retried: boolean;
  /** Greylisted, and the caller asked not to wait: the retry is theirs to make (with this probe). */
  deferred: RetryPlan | null;
  /** Why the retry session never reached RCPT, when the first one did. */
  retryFailure: string | null;
}

interface RetryPlan {
  probe: string | null;
  candidates: string[];
  /** Greylisting wants time to pass; a dropped connection only wants a new one. */
  wait: boolean;
}

const PROBE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PROBE_LENGTH = 10;

/**
 * Is an address deliverable: syntax → MX (implicit MX from the A record) → one SMTP session per domain that asks a
 * random mailbox first (catch-all detection) and then every candidate, never sending DATA. Modelled on Reacher's
 * check-if-email-exists and AfterShip's email-verifier. Plain class: the API wraps it in a provider and a cache.
 */
export class EmailVerifier {
  private readonly mx: MxResolver;
  private readonly hostSlots: KeyedSemaphore;
  private readonly now: () => Date;
  /** Totals only: a long-lived process checks domains without end, so nothing is kept per domain. */
  private totals: VerifierStats = { connections: 0, domainChecks: 0 };

  constructor(private readonly options: EmailVerifierOptions) {
    this.mx = new MxResolver({
      dnsServers: options.dnsServers,
      timeoutMs: options.dnsTimeoutMs ?? options.stepTimeoutMs,
    });
    this.hostSlots = new KeyedSemaphore(options.maxConnectionsPerHost);
    this.now = options.now ?? (() => new Date());
  }

  /** One address, syntax first. */
  async verify(address: string): Promise<Verdict> {
    const parsed = parseAddress(address);
    if (!parsed) {
      return {
        address: address.trim(),
        status: 'invalid',
        reason: 'invalid syntax',
        mxHost: null,
        disposable: false,
        role: false,
      };
    }
    const { verdicts } = await this.verifyDomain(parsed.domain, [parsed.localPart]);
    const [verdict] = verdicts;
    if (!verdict) throw new Error('verifyDomain returned no verdict');
    return verdict;
  }

  /**
   * All candidate local parts of one domain through one SMTP session (plus one retry session when greylisted).
   * `known` is the cached facts of the domain: its MX hosts are reused, and a known catch-all answer skips the probe.
   * With `greylisting: 'defer'` a greylisted domain answers at once: its greylisted addresses `unknown`, and `retry`
   * says when to ask again and with which probe (a greylisting server remembers the exact recipient).
   */
  async verifyDomain(
    domain: string,
    localParts: string[],
    known?: DomainFacts,
    options: VerifyDomainOptions = {},
  ): Promise<DomainVerification> {
    const ascii = normalizeDomain(domain);
    if (!ascii) return this.malformedDomain(domain, localParts);
    this.totals.domainChecks += 1;
    const candidates = localParts.map((localPart) => toCandidate(localPart, ascii));
    const disposable = isDisposableDomain(ascii);
    try {
      return await this.check(ascii, candidates, disposable, known, options);
    } catch (err) {
      const reason = `unexpected failure: ${err instanceof Error ? err.message : String(err)}`;
      return {
        facts: this.facts(ascii, [], false, null),
        verdicts: candidates.map((c) => toVerdict(c, disposable, { status: 'error', reason }, null)),
        cacheable: false,
      };
    }
  }

  /** SMTP connection attempts and domain checks so far (the benchmark reports connections per domain). */
  stats(): VerifierStats {
    return { ...this.totals };
  }

  resetStats(): void {
    this.totals = { connections: 0, domainChecks: 0 };
  }

  private async check(
    domain: string,
    candidates: Candidate[],
    disposable: boolean,
    known: DomainFacts | undefined,
    options: VerifyDomainOptions,
  ): Promise<DomainVerification> {
    const lookup = known ? lookupFromFacts(known) : await this.mx.lookup(domain);
    const all = (finding: Finding, mxHost: string | null) =>
      candidates.map((c) => toVerdict(c, disposable, finding, mxHost));

    if (lookup.kind === 'unknown') {
      const finding: Finding = { status: 'unknown', reason: `DNS lookup failed: ${lookup.reason}` };
      return { facts: this.facts(domain, [], false, null), verdicts: all(finding, null), cacheable: false };
    }
    if (lookup.kind === 'none') {
      const finding: Finding = { status: 'invalid', reason: 'no mail server' };
      return { facts: this.facts(domain, [], false, null), verdicts: all(finding, null), cacheable: true };
    }

    const hosts = lookup.hosts;
    const best = hosts[0] ?? null;
    if (known?.acceptsAll === true) {
      const finding: Finding = { status: 'catch-all', reason: 'domain accepts any address (cached)' };
      return { facts: known, verdicts: all(finding, best), cacheable: true };
    }
    if (!this.options.probe) {
      const finding: Finding = { status: 'unknown', reason: 'SMTP probing is off (MX check only)' };
      const facts = known ?? this.facts(domain, hosts, true, null);
      return { facts, verdicts: all(finding, best), cacheable: true };
    }

    const addresses = [...new Set(candidates.filter((c) => c.syntaxOk).map((c) => c.address))];
    const probe =
      known?.acceptsAll === false ? null : (options.probe ?? `${randomLocalPart()}@${domain}`).toLowerCase();
    const conversation = await this.converse(hosts, probe, addresses, options);
    const acceptsAll = probe ? catchAllFrom(conversation.answers.get(probe)) : false;
    const verdicts = candidates.map((c) =>
      toVerdict(c, disposable, judge(c, conversation, acceptsAll), conversation.mxHost ?? best),
    );
    const facts = this.facts(domain, hosts, true, acceptsAll ?? known?.acceptsAll ?? null);
    const deferred = conversation.deferred;
    return deferred
      ? { facts, verdicts, cacheable: true, retry: { afterMs: this.options.greylistRetryMs, probe } }
      : { facts, verdicts, cacheable: true };
  }

  /**
   * The first session, and when it met greylisting or a dropped connection, one more for what is left (greylisting
   * wants time to pass: with `defer` that second session is the caller's, later).
   */
  private async converse(
    hosts: string[],
    probe: string | null,
    candidates: string[],
    options: VerifyDomainOptions,
  ): Promise<Conversation> {
    const defer = options.greylisting === 'defer';
    const deps = this.sessionDeps(options.onConnect, options.signal);
    const first = await runSession(deps, { hosts, probe, candidates });
    const conversation = fromOutcome(first);
    const retry = planRetry(first, probe, candidates);
    if (!retry) return conversation;
    if (retry.wait && defer) return { ...conversation, deferred: retry };
    if (retry.wait) await sleep(this.options.greylistRetryMs, undefined, { signal: options.signal });
    // Greylisting remembers the (client, sender, recipient) triplet per server: go back to the same MX.
    const order = conversation.mxHost
      ? [conversation.mxHost, ...hosts.filter((h) => h !== conversation.mxHost)]
      : hosts;
    const second = await runSession(deps, { hosts: order, probe: retry.probe, candidates: retry.candidates });
    return mergeRetry(conversation, second);
  }

  private sessionDeps(onConnect?: () => void, signal?: AbortSignal): SessionDeps {
    const { port, helo, from, stepTimeoutMs, proxy, onConnection } = this.options;
    return {
      settings: { port, helo, from, stepTimeoutMs, proxy },
      onConnected: onConnection,
      addressesOf: (host) => this.mx.addressesOf(host),
      signal,
      hostSlots: this.hostSlots,
      onConnect: () => {
        this.totals.connections += 1;
        onConnect?.();
      },
    };
  }

  private facts(domain: string, mxHosts: string[], hasMailServer: boolean, acceptsAll: boolean | null): DomainFacts {
    return { domain, mxHosts, hasMailServer, acceptsAll, checkedAt: this.now().toISOString() };
  }

  private malformedDomain(domain: string, localParts: string[]): DomainVerification {
    const name = domain.trim().toLowerCase();
    const finding: Finding = { status: 'invalid', reason: 'invalid syntax' };
    const verdicts = localParts.map((localPart) =>
      toVerdict({ localPart, address: `${localPart}@${name}`, syntaxOk: false, role: false }, false, finding, null),
    );
    return { facts: this.facts(name, [], false, null), verdicts, cacheable: false };
  }
}

function toCandidate(localPart: string, domain: string): Candidate {
  return {
    localPart,
    address: `${localPart}@${domain}`,
    syntaxOk: isValidLocalPart(localPart) && localPart.length + domain.length < 254,
    role: isRoleLocalPart(localPart),
  };
}

function toVerdict(candidate: Candidate, disposable: boolean, finding: Finding, mxHost: string | null): Verdict {
  // A malformed local part never reached DNS or SMTP, whatever the domain said.
  const { status, reason } = candidate.syntaxOk ? finding : { status: 'invalid' as const, reason: 'invalid syntax' };
  return { address: candidate.address, status, reason, mxHost, disposable, role: candidate.role };
}

function lookupFromFacts(known: DomainFacts): MxLookup {
  if (!known.hasMailServer || known.mxHosts.length === 0) return { kind: 'none', reason: 'no mail server (cached)' };
  return { kind: 'found', hosts: known.mxHosts, implicit: false };
}

function randomLocalPart(): string {
  let random = '';
  for (let i = 0; i < PROBE_LENGTH; i++) random += PROBE_ALPHABET[randomInt(PROBE_ALPHABET.length)];
  return `${random}-probe`;
}

function fromOutcome(outcome: SessionOutcome): Conversation {
  const base = { mxHost: outcome.mxHost, retried: false, retryFailure: null, deferred: null };
  if (outcome.kind === 'conversed') return { ...base, mxHost: outcome.mxHost, answers: outcome.answers, refusal: null };
  return { ...base, answers: new Map(), refusal: outcome.reason };
}

function planRetry(outcome: SessionOutcome, probe: string | null, candidates: string[]): RetryPlan | null {
  if (outcome.kind === 'refused') return outcome.temporary ? { probe, candidates, wait: true } : null;
  const probeAnswer = probe ? outcome.answers.get(probe) : undefined;
  if (probeAnswer?.kind === 'reply' && isAccepted(probeAnswer.reply)) return null;
  const greylisted = (a: RcptAnswer | undefined) => a?.kind === 'reply' && isTransient(a.reply);
  const again = (a: RcptAnswer | undefined) => greylisted(a) || a?.kind === 'closed';
  const retryCandidates = candidates.filter((address) => again(outcome.answers.get(address)));
  const retryProbe = probe && again(probeAnswer) ? probe : null;
  if (!retryProbe && retryCandidates.length === 0) return null;
  const wait = [probe, ...candidates].some((address) => address && greylisted(outcome.answers.get(address)));
  return { probe: retryProbe, candidates: retryCandidates, wait };
}

function mergeRetry(first: Conversation, second: SessionOutcome): Conversation {
  if (second.kind === 'refused') {
    // The first answers (4xx, dropped) stand; the reasons say why the retry could not improve on them.
    if (first.refusal) return { ...first, refusal: `${second.reason} (after retry)` };
    return { ...first, retryFailure: second.reason };
  }
  const answers = new Map(first.answers);
  for (const [address, answer] of second.answers) answers.set(address, answer);
  return { mxHost: second.mxHost, answers, refusal: null, retried: true, retryFailure: null, deferred: null };
}

/** true: a random mailbox was accepted; false: it was refused as unknown; null: no telling. */
function catchAllFrom(answer: RcptAnswer | undefined): boolean | null {
  if (answer?.kind !== 'reply') return null;
  const kind = classifyRcptReply(answer.reply);
  if (kind === 'accepted') return true;
  return kind === 'rejected' ? false : null;
}

function judge(candidate: Candidate, conversation: Conversation, acceptsAll: boolean | null): Finding {
  if (acceptsAll === true) return { status: 'catch-all', reason: 'domain accepts any address' };
  if (conversation.deferred) {
    const pending = conversation.deferred.candidates.includes(candidate.address) || conversation.refusal !== null;
    if (pending)
      return { status: 'unknown', reason: 'the server said to try again later (greylisting): asked again later' };
  }
  const answer = conversation.answers.get(candidate.address);
  if (!answer) return { status: 'unknown', reason: conversation.refusal ?? 'not asked' };
  if (answer.kind === 'timeout') return { status: 'unknown', reason: answer.detail };
  const finding =
    answer.kind === 'closed'
      ? { status: 'unknown' as const, reason: `no answer: ${answer.detail}` }
      : judgeReply(classifyRcptReply(answer.reply), formatReply(answer.reply), conversation.retried, acceptsAll);
  const retryFailure = conversation.retryFailure;
  return retryFailure && finding.status === 'unknown'
    ? { ...finding, reason: `${finding.reason}; retry: ${retryFailure}` }
    : finding;
}

function judgeReply(
  kind: ReturnType<typeof classifyRcptReply>,
  reply: string,
  retried: boolean,
  acceptsAll: boolean | null,
): Finding {
  switch (kind) {
    case 'accepted':
      // Some servers tempfail unknown mailboxes but accept real ones: an open catch-all question does not undo a 250.
      return {
        status: 'valid',
        reason: `mailbox accepted: ${reply}${acceptsAll === null ? ' (catch-all check inconclusive)' : ''}`,
      };
    case 'rejected':
      return { status: 'invalid', reason: `mailbox refused: ${reply}` };
    case 'blocked':
      return { status: 'unknown', reason: `policy block: ${reply}` };
    case 'full':
      return { status: 'unknown', reason: `mailbox full or over quota: ${reply}` };
    case 'temporary':
      return { status: 'unknown', reason: `temporary failure${retried ? ' after retry' : ''}: ${reply}` };
    case 'unexpected':
      return { status: 'unknown', reason: `unexpected reply: ${reply}` };
  }
}

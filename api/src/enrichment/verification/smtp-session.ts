import type { KeyedSemaphore } from './keyed-semaphore.js';
import type { AddressLookup } from './mx.js';
import { formatReply, isAccepted, isPositive, isTransient } from './rcpt-reply.js';
import { SmtpClient, type SmtpReply, SmtpTransportError } from './smtp-client.js';

/** The server's answer to one RCPT TO, or why none came. */
export type RcptAnswer =
  | { kind: 'reply'; reply: SmtpReply }
  | { kind: 'timeout'; detail: string }
  /** The server hung up before answering: worth asking again on a new connection. */
  | { kind: 'closed'; detail: string };

export type SessionOutcome =
  /** Reached RCPT on `mxHost`. Addresses without an answer were not asked (the probe was accepted first). */
  | { kind: 'conversed'; mxHost: string; answers: Map<string, RcptAnswer> }
  /** Never got to RCPT: no host reachable, greeting/EHLO/MAIL FROM refused or timed out. */
  | { kind: 'refused'; mxHost: string | null; reason: string; temporary: boolean };

export interface SessionSettings {
  port: number;
  helo: string;
  from: string;
  stepTimeoutMs: number;
  /** SOCKS5 proxy every connection goes through (SMTP_PROBE_PROXY). */
  proxy?: string;
}

export interface SessionDeps {
  settings: SessionSettings;
  addressesOf(host: string): Promise<AddressLookup>;
  hostSlots: KeyedSemaphore;
  /** Called for every connection attempt (the benchmark counts them per domain). */
  onConnect(): void;
  /** Whether the attempt reached a greeting (metrics). */
  onConnected?(outcome: 'connected' | 'failed'): void;
  /** Aborting hangs up at once (a shutdown must not wait for a tarpit); the session then ends as dropped. */
  signal?: AbortSignal;
}

export interface SessionPlan {
  /** MX hosts, best first: the next one is tried only when a connection cannot be made. */
  hosts: string[];
  /** The catch-all probe, asked first; when it is accepted the candidates are not asked. */
  probe: string | null;
  candidates: string[];
}

// Bounds a domain with many MX hosts × addresses, each of which may take a full connect timeout.
const MAX_ENDPOINTS = 4;

type Attempt = { kind: 'done'; outcome: SessionOutcome } | { kind: 'next'; reason: string; temporary: boolean };

/**
 * One SMTP session for a domain: connect to the best reachable MX, EHLO, MAIL FROM, RCPT TO the probe then each
 * candidate, QUIT. Never DATA. A connection slot per MX address is held for the whole session.
 */
export async function runSession(deps: SessionDeps, plan: SessionPlan): Promise<SessionOutcome> {
  const failures: string[] = [];
  let temporary = false;
  let endpoints = 0;
  for (const host of plan.hosts) {
    if (endpoints >= MAX_ENDPOINTS) break;
    const lookup = await deps.addressesOf(host);
    if (lookup.kind !== 'found') {
      failures.push(`${host}: ${lookup.reason}`);
      temporary ||= lookup.kind === 'unknown';
      continue;
    }
    for (const ip of lookup.addresses) {
      if (endpoints++ >= MAX_ENDPOINTS) break;
      const attempt = await attemptHost(deps, plan, host, ip);
      if (attempt.kind === 'done') return attempt.outcome;
      failures.push(`${host}: ${attempt.reason}`);
      temporary ||= attempt.temporary;
    }
  }
  const reason = `no mail server reachable (${failures.join('; ') || 'no host'})`;
  return { kind: 'refused', mxHost: plan.hosts[0] ?? null, reason, temporary };
}

async function attemptHost(deps: SessionDeps, plan: SessionPlan, host: string, ip: string): Promise<Attempt> {
  const release = await deps.hostSlots.acquire(ip);
  try {
    if (deps.signal?.aborted) return { kind: 'next', reason: 'stopped', temporary: true };
    deps.onConnect();
    let client: SmtpClient;
    let greeting: SmtpReply;
    try {
      ({ client, greeting } = await SmtpClient.connect({
        host: ip,
        port: deps.settings.port,
        stepTimeoutMs: deps.settings.stepTimeoutMs,
        proxy: deps.settings.proxy,
      }));
    } catch (err) {
      if (err instanceof SmtpTransportError) {
        deps.onConnected?.('failed');
        return { kind: 'next', reason: err.message, temporary: false };
      }
      throw err;
    }
    deps.onConnected?.('connected');
    const hangUp = () => client.close();
    deps.signal?.addEventListener('abort', hangUp, { once: true });
    try {
      return await greetAndConverse(client, greeting, deps, plan, host);
    } finally {
      deps.signal?.removeEventListener('abort', hangUp);
    }
  } finally {
    release();
  }
}

async function greetAndConverse(
  client: SmtpClient,
  greeting: SmtpReply,
  deps: SessionDeps,
  plan: SessionPlan,
  host: string,
): Promise<Attempt> {
  // 421 "busy, try later" is the one refusal where another MX may well answer.
  if (isTransient(greeting)) {
    await client.quit();
    return { kind: 'next', reason: `greeting ${formatReply(greeting)}`, temporary: true };
  }
  if (!isPositive(greeting)) {
    await client.quit();
    return { kind: 'done', outcome: refused(host, `greeting refused: ${formatReply(greeting)}`, false) };
  }
  return { kind: 'done', outcome: await converse(client, deps.settings, host, plan) };
}

async function converse(
  client: SmtpClient,
  settings: SessionSettings,
  host: string,
  plan: SessionPlan,
): Promise<SessionOutcome> {
  try {
    const hello = await client.hello(settings.helo);
    if (!isPositive(hello)) return refused(host, `EHLO refused: ${formatReply(hello)}`, isTransient(hello));
    const mail = await client.mailFrom(settings.from);
    if (!isPositive(mail)) {
      return refused(host, `MAIL FROM refused (policy block): ${formatReply(mail)}`, isTransient(mail));
    }
    return { kind: 'conversed', mxHost: host, answers: await askRecipients(client, settings, plan) };
  } catch (err) {
    if (err instanceof SmtpTransportError) return refused(host, err.message, false);
    throw err;
  } finally {
    await client.quit();
  }
}

async function askRecipients(
  client: SmtpClient,
  settings: SessionSettings,
  plan: SessionPlan,
): Promise<Map<string, RcptAnswer>> {
  const answers = new Map<string, RcptAnswer>();
  const queue = plan.probe ? [plan.probe, ...plan.candidates] : plan.candidates;
  for (const [index, address] of queue.entries()) {
    try {
      const reply = await rcpt(client, settings, address);
      answers.set(address, { kind: 'reply', reply });
      // A server that accepts a random mailbox accepts anything: asking for the candidates tells nothing more.
      if (address === plan.probe && isAccepted(reply)) break;
    } catch (err) {
      if (!(err instanceof SmtpTransportError)) throw err;
      const answer: RcptAnswer =
        err.kind === 'timeout' ? { kind: 'timeout', detail: err.message } : { kind: 'closed', detail: err.message };
      for (const rest of queue.slice(index)) answers.set(rest, answer);
      break;
    }
  }
  return answers;
}

/** RCPT TO; when the server wants a fresh transaction first (503 bad sequence), RSET + MAIL FROM and ask once more. */
async function rcpt(client: SmtpClient, settings: SessionSettings, address: string): Promise<SmtpReply> {
  const reply = await client.rcptTo(address);
  if (reply.code !== 503) return reply;
  await client.rset();
  const mail = await client.mailFrom(settings.from);
  return isPositive(mail) ? client.rcptTo(address) : reply;
}

function refused(mxHost: string, reason: string, temporary: boolean): SessionOutcome {
  return { kind: 'refused', mxHost, reason, temporary };
}

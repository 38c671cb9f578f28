import type net from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { MAIL_HOST_KINDS, MAIL_HOSTS, findMailDomain, isMailbox, splitAddress, type MailHostKind } from './domains.js';

/**
 * The mail servers behind the stand-in's MX records: one `smtp-server` per way of answering, each on its own loopback
 * address and all on the same port (like port 25 on real hosts). They take part in address checks only: no TLS, no
 * AUTH, and DATA is always refused, so nothing is ever stored.
 */

export interface SmtpKnobs {
  /** Added to every reply, greeting included: the network's round trip. */
  latencyMs: number;
  /** How long the greylisting host keeps answering 451 to a new (client, sender, recipient). */
  greylistSeconds: number;
  /** Extra delay of every reply of the slow host. */
  slowMs: number;
}

export interface SmtpStats {
  /** Connections in which at least one RCPT named the domain (a refused greeting names none). */
  connectionsByDomain: Record<string, number>;
  /** TCP connections accepted, by host address. */
  connectionsByHost: Record<string, number>;
  /** TCP connections accepted, by the client's address (a SOCKS proxy's connections come from the proxy's). */
  connectionsByClient: Record<string, number>;
  rcptCount: number;
  rcptByDomain: Record<string, number>;
}

export interface SmtpStandIns {
  port: number;
  stats(): SmtpStats;
  resetStats(): void;
  /** Forgets every (client, sender, recipient) the greylisting host has seen, so the next RCPT is greylisted again. */
  resetGreylist(): void;
  close(): Promise<void>;
}

interface Counters {
  connectionsByDomain: Map<string, number>;
  connectionsByHost: Map<string, number>;
  connectionsByClient: Map<string, number>;
  rcptByDomain: Map<string, number>;
  rcptCount: number;
}

const newCounters = (): Counters => ({
  connectionsByDomain: new Map(),
  connectionsByHost: new Map(),
  connectionsByClient: new Map(),
  rcptByDomain: new Map(),
  rcptCount: 0,
});

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** An SMTP reply for a handler callback: smtp-server sends `responseCode message`. */
function reply(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

interface ReplyDelays {
  /** Time on the wire: replies written together (a pipelined batch) arrive together. */
  transitMs: number;
  /** Time the server takes per reply, one after the other, as a tarpit does. */
  serialMs: number;
}

/**
 * Delays everything the server writes, in order. smtp-server writes each reply with one `socket.write` and ends the
 * session with `socket.end`, so shaping those two delays every reply, greeting included.
 */
function shapeReplies(socket: net.Socket, delays: () => ReplyDelays): void {
  const write = socket.write.bind<(chunk: string | Uint8Array) => boolean>(socket);
  const end = socket.end.bind<() => net.Socket>(socket);
  const queue: Array<{ due: number; run: () => void }> = [];
  let timer: NodeJS.Timeout | null = null;
  let busyUntil = 0;
  const flush = () => {
    timer = null;
    while (queue.length > 0 && queue[0]!.due <= Date.now()) {
      const { run } = queue.shift()!;
      if (!socket.destroyed) run();
    }
    if (queue.length > 0) timer = setTimeout(flush, Math.max(0, queue[0]!.due - Date.now()));
  };
  const later = (run: () => void, isReply: boolean) => {
    const { transitMs, serialMs } = delays();
    const now = Date.now();
    if (isReply) busyUntil = Math.max(now, busyUntil) + serialMs;
    // Never earlier than what is already queued: a knob turned down mid-session must not reorder replies.
    const due = Math.max(Math.max(now, busyUntil) + transitMs, queue.at(-1)?.due ?? 0);
    queue.push({ due, run });
    // Never a negative delay: Node 24 warns about one (TimeoutNegativeWarning), though it waits 1 ms either way.
    if (timer === null) timer = setTimeout(flush, Math.max(0, due - Date.now()));
  };
  socket.write = (chunk: string | Uint8Array) => {
    later(() => write(chunk), true);
    return true;
  };
  socket.end = () => {
    later(() => end(), false);
    return socket;
  };
  socket.once('close', () => {
    if (timer !== null) clearTimeout(timer);
    queue.length = 0;
  });
}

interface HostContext {
  knobs: () => SmtpKnobs;
  counters: () => Counters;
  greylist: Map<string, number>;
}

function createHost(kind: MailHostKind, context: HostContext): { smtp: SMTPServer; sockets: Set<net.Socket> } {
  const sockets = new Set<net.Socket>();
  // Domains each session has named in a RCPT, to count connections per domain once per connection.
  const domainsOfSession = new Map<string, Set<string>>();

  const judge = (recipient: string, session: SMTPServerSession): Error | null => {
    const counters = context.counters();
    counters.rcptCount += 1;
    const parts = splitAddress(recipient);
    const domain = parts && findMailDomain(parts.domain);
    // A server answers for its own domains only, as any MX does for a domain it does not host.
    if (!parts || !domain || domain.host !== kind) return reply(550, '5.7.1 Relaying denied');
    bump(counters.rcptByDomain, domain.domain);
    const named = domainsOfSession.get(session.id) ?? new Set<string>();
    domainsOfSession.set(session.id, named);
    if (!named.has(domain.domain)) {
      named.add(domain.domain);
      bump(counters.connectionsByDomain, domain.domain);
    }
    switch (kind) {
      case 'catch-all':
        return null;
      case 'reject-all':
      case 'blocked':
        return reply(550, '5.1.1 User unknown');
      case 'greylist': {
        const { greylistSeconds } = context.knobs();
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '';
        const key = `${session.remoteAddress}|${sender}|${parts.local}@${domain.domain}`;
        const firstSeen = context.greylist.get(key) ?? Date.now();
        context.greylist.set(key, firstSeen);
        if (Date.now() - firstSeen < greylistSeconds * 1000) {
          return reply(451, `4.7.1 Greylisted, try again in ${greylistSeconds} seconds`);
        }
        break;
      }
      case 'strict':
      case 'slow':
        break;
    }
    return isMailbox(domain, parts.local) ? null : reply(550, '5.1.1 User unknown');
  };

  const smtp = new SMTPServer({
    name: `mx-${kind}.sandbox.example`,
    banner: 'ESMTP ready',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    socketTimeout: 60_000,
    closeTimeout: 1_000,
    onConnect(_session: SMTPServerSession, callback: (err?: Error | null) => void) {
      callback(kind === 'blocked' ? reply(554, '5.7.1 Service unavailable; client host blocked') : null);
    },
    onMailFrom(_address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      callback();
    },
    onRcptTo(address: SMTPServerAddress, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      callback(judge(address.address, session));
    },
    onData(stream: SMTPServerDataStream, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      // A verifier never sends a message; whoever does gets it refused, after it has been read to the end.
      stream.on('end', () => callback(reply(554, '5.7.1 Message refused: this server only answers address checks')));
      stream.resume();
    },
    onClose(session: SMTPServerSession) {
      domainsOfSession.delete(session.id);
    },
  });
  // Probes hang up abruptly (RST, no QUIT); smtp-server reports that as an error event, which is not a failure here.
  smtp.on('error', () => undefined);
  smtp.server.prependListener('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    bump(context.counters().connectionsByHost, MAIL_HOSTS[kind]);
    bump(context.counters().connectionsByClient, socket.remoteAddress ?? 'unknown');
    shapeReplies(socket, () => {
      const knobs = context.knobs();
      return { transitMs: knobs.latencyMs, serialMs: kind === 'slow' ? knobs.slowMs : 0 };
    });
  });
  return { smtp, sockets };
}

function listen(smtp: SMTPServer, port: number, address: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRNOTAVAIL') {
        err.message += ` (the mail stand-in needs ${address} on the loopback interface; Linux has all of 127/8, macOS needs \`sudo ifconfig lo0 alias ${address}\`)`;
      }
      reject(err);
    };
    smtp.server.once('error', onError);
    smtp.listen(port, address, () => {
      smtp.server.off('error', onError);
      resolve((smtp.server.address() as net.AddressInfo).port);
    });
  });
}

async function closeHost(host: { smtp: SMTPServer; sockets: Set<net.Socket> }): Promise<void> {
  for (const socket of host.sockets) socket.destroy();
  if (!host.smtp.server.listening) return;
  await new Promise<void>((resolve) => host.smtp.close(() => resolve()));
}

/**
 * Starts every host on `port` (0: a port free on all of them; the first host picks it and the others follow, with a
 * few retries should another process hold it on one of the other addresses).
 */
export async function startSmtpStandIns(options: { port: number; knobs: () => SmtpKnobs }): Promise<SmtpStandIns> {
  let counters = newCounters();
  const greylist = new Map<string, number>();
  const context: HostContext = { knobs: options.knobs, counters: () => counters, greylist };

  for (let attempt = 1; ; attempt++) {
    const hosts = MAIL_HOST_KINDS.map((kind) => createHost(kind, context));
    try {
      let port = options.port;
      for (const [i, kind] of MAIL_HOST_KINDS.entries()) port = await listen(hosts[i]!.smtp, port, MAIL_HOSTS[kind]);
      return {
        port,
        stats: () => ({
          connectionsByDomain: Object.fromEntries(counters.connectionsByDomain),
          connectionsByHost: Object.fromEntries(counters.connectionsByHost),
          connectionsByClient: Object.fromEntries(counters.connectionsByClient),
          rcptCount: counters.rcptCount,
          rcptByDomain: Object.fromEntries(counters.rcptByDomain),
        }),
        resetStats: () => {
          counters = newCounters();
        },
        resetGreylist: () => greylist.clear(),
        close: async () => {
          await Promise.all(hosts.map(closeHost));
        },
      };
    } catch (err) {
      await Promise.all(hosts.map(closeHost));
      const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (options.port !== 0 || !inUse || attempt >= 5) throw err;
    }
  }
}

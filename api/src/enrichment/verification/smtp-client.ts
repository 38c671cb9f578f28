import net from 'node:net';
import { SocksClient } from 'socks';

/** One SMTP reply: the code and its text lines (without the `250-`/`250 ` prefixes). */
export interface SmtpReply {
  code: number;
  lines: string[];
  /** The lines joined by a space, for logs and verdict reasons. */
  text: string;
}

/** A command sent and the reply it got; the greeting is recorded as `(greeting)`. */
export interface SmtpExchange {
  command: string;
  reply: SmtpReply;
}

/**
 * The conversation could not go on: `connect` (refused, unreachable, no answer to the SYN), `timeout` (no complete
 * reply within the step timeout), `closed` (the server hung up), `protocol` (the server sent something that is not
 * an SMTP reply). Replies with 4xx/5xx codes are not errors: they are returned to the caller.
 */
export type SmtpFailureKind = 'connect' | 'timeout' | 'closed' | 'protocol';

export class SmtpTransportError extends Error {
  constructor(
    readonly kind: SmtpFailureKind,
    readonly step: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmtpTransportError';
  }
}

export interface SmtpConnectOptions {
  host: string;
  port: number;
  /** Bounds the TCP connect and every reply (greeting included). */
  stepTimeoutMs: number;
  /** `socks5://[user:pass@]host:port`: connect through this SOCKS5 proxy (SMTP_PROBE_PROXY). */
  proxy?: string;
}

export interface SmtpConnection {
  client: SmtpClient;
  greeting: SmtpReply;
}

// RFC 5321 caps reply lines at 512 octets; allow more but stay bounded against a server that streams garbage.
const MAX_LINE_LENGTH = 4096;
const MAX_REPLY_LINES = 200;
const REPLY_LINE = /^([2-5]\d\d)(?:([ -])(.*))?$/;

/**
 * A minimal SMTP client for recipient probing over `node:net`: greeting, EHLO (HELO fallback), MAIL FROM, any number
 * of RCPT TO, RSET, QUIT. There is deliberately no DATA: nothing is ever delivered. No pipelining, so every reply
 * belongs to the command just sent.
 */
export class SmtpClient {
  /** Every command sent with its reply, in order. */
  readonly transcript: SmtpExchange[] = [];
  private pending = '';
  private readonly lines: string[] = [];
  private failure: SmtpTransportError | null = null;
  private wake: (() => void) | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly stepTimeoutMs: number,
  ) {
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', (err) => this.fail(new SmtpTransportError('closed', 'socket', err.message)));
    socket.on('close', () => this.fail(new SmtpTransportError('closed', 'socket', 'connection closed by the server')));
  }

  /** Connects and reads the greeting. Throws `SmtpTransportError` when no greeting arrives; a 4xx/5xx greeting is returned. */
  static async connect(options: SmtpConnectOptions): Promise<SmtpConnection> {
    const direct = !options.proxy;
    const socket = options.proxy
      ? await tunnel(options.proxy, options)
      : net.connect({ host: options.host, port: options.port });
    // Listeners go on before the first tick so an early close or error is never missed.
    const client = new SmtpClient(socket, options.stepTimeoutMs);
    try {
      if (direct) await client.waitConnected(options.stepTimeoutMs);
      const greeting = await client.readReply('greeting');
      client.transcript.push({ command: '(greeting)', reply: greeting });
      return { client, greeting };
    } catch (err) {
      client.close();
      throw err;
    }
  }

  /** EHLO, or HELO when the server does not know EHLO (5xx). */
  async hello(name: string): Promise<SmtpReply> {
    const ehlo = await this.command(`EHLO ${name}`);
    return ehlo.code >= 500 ? this.command(`HELO ${name}`) : ehlo;
  }

  mailFrom(address: string): Promise<SmtpReply> {
    return this.command(`MAIL FROM:<${address}>`);
  }

  rcptTo(address: string): Promise<SmtpReply> {
    return this.command(`RCPT TO:<${address}>`);
  }

  rset(): Promise<SmtpReply> {
    return this.command('RSET');
  }

  /** Says goodbye politely when the connection still works, then closes it whatever happens. */
  async quit(): Promise<void> {
    try {
      if (!this.failure) await this.command('QUIT');
    } catch {
      // The server may hang up without answering QUIT; nothing is lost.
    } finally {
      this.close();
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private async command(line: string): Promise<SmtpReply> {
    // Addresses come from generated candidates; refuse anything that could smuggle a second command.
    if (/[\r\n\0]/.test(line)) throw new Error('SMTP command contains a line break');
    const step = line.split(' ')[0] ?? line;
    if (this.failure) throw this.failure;
    this.socket.write(`${line}\r\n`);
    const reply = await this.readReply(step);
    this.transcript.push({ command: line, reply });
    return reply;
  }

  private waitConnected(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => {
        clearTimeout(timer);
        reject(new SmtpTransportError('connect', 'connect', err.message));
      };
      const timer = setTimeout(() => {
        this.socket.off('error', onError);
        reject(new SmtpTransportError('connect', 'connect', `no connection within ${timeoutMs} ms`));
      }, timeoutMs);
      this.socket.once('error', onError);
      this.socket.once('connect', () => {
        clearTimeout(timer);
        this.socket.off('error', onError);
        resolve();
      });
    });
  }

  private async readReply(step: string): Promise<SmtpReply> {
    const deadline = Date.now() + this.stepTimeoutMs;
    for (;;) {
      const reply = this.takeReply(step);
      if (reply) return reply;
      if (this.failure) throw new SmtpTransportError(this.failure.kind, step, `${this.failure.message} (at ${step})`);
      const left = deadline - Date.now();
      if (left <= 0) {
        const timeout = new SmtpTransportError('timeout', step, `no reply to ${step} within ${this.stepTimeoutMs} ms`);
        // A late reply would be taken for the next command's; the connection is no longer usable.
        this.fail(timeout);
        throw timeout;
      }
      await this.waitForInput(left);
    }
  }

  /** Removes and returns the first complete reply, or null when it has not fully arrived yet. */
  private takeReply(step: string): SmtpReply | null {
    const texts: string[] = [];
    for (let i = 0; i < this.lines.length; i++) {
      const line = this.lines[i] ?? '';
      const match = REPLY_LINE.exec(line);
      if (!match) throw this.garbage(step, `unexpected reply line "${line.slice(0, 80)}"`);
      texts.push(match[3] ?? '');
      if (match[2] !== '-') {
        this.lines.splice(0, i + 1);
        return { code: Number(match[1]), lines: texts, text: texts.join(' ').trim() };
      }
      if (texts.length > MAX_REPLY_LINES) throw this.garbage(step, 'reply has too many lines');
    }
    return null;
  }

  private receive(chunk: string): void {
    this.pending += chunk;
    const parts = this.pending.split('\n');
    this.pending = parts.pop() ?? '';
    for (const part of parts) this.lines.push(part.endsWith('\r') ? part.slice(0, -1) : part);
    if (this.pending.length > MAX_LINE_LENGTH) this.fail(this.garbage('socket', 'reply line too long'));
    this.notify();
  }

  private garbage(step: string, message: string): SmtpTransportError {
    const error = new SmtpTransportError('protocol', step, message);
    this.fail(error);
    this.socket.destroy();
    return error;
  }

  /** Records the first failure only: a timeout followed by our own close stays a timeout. */
  private fail(error: SmtpTransportError): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private waitForInput(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, timeoutMs);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/**
 * A connected socket to the mail server through a SOCKS5 proxy (SMTP_PROBE_PROXY): the server sees the proxy's
 * address, so probes work from hosts whose outbound port 25 is blocked. The socks client hands the socket over
 * paused and replays anything that arrived early once listeners are on.
 */
async function tunnel(proxy: string, options: SmtpConnectOptions): Promise<net.Socket> {
  const url = new URL(proxy);
  try {
    const { socket } = await SocksClient.createConnection({
      proxy: {
        host: url.hostname,
        port: Number(url.port),
        type: 5,
        userId: url.username ? decodeURIComponent(url.username) : undefined,
        password: url.password ? decodeURIComponent(url.password) : undefined,
      },
      command: 'connect',
      destination: { host: options.host, port: options.port },
      timeout: options.stepTimeoutMs,
    });
    return socket;
  } catch (err) {
    // The socks client's messages say what the proxy refused, never its credentials.
    const reason = err instanceof Error ? err.message : String(err);
    throw new SmtpTransportError('connect', 'connect', `through the SMTP proxy: ${reason}`);
  }
}

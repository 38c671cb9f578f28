import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** How the stand-in answers one RCPT TO. */
export interface RcptRule {
  code: number;
  message?: string;
  /** Answer late (a slow or tarpitting server). */
  delayMs?: number;
}

export type RcptPolicy = (address: string, attempt: number) => RcptRule;

export interface FakeSmtpOptions {
  host?: string;
  port?: number;
  rcpt: RcptPolicy;
  /** Refuse the connection with this greeting instead of 220. */
  greeting?: { code: number; message: string };
  /** Refuse MAIL FROM with this reply. */
  mailFrom?: { code: number; message: string };
}

/** A recording `smtp-server` on loopback: connections, peak concurrency, every RCPT, any DATA. */
export class FakeSmtp {
  connections = 0;
  active = 0;
  peak = 0;
  dataCommands = 0;
  readonly rcpts: string[] = [];
  private readonly attempts = new Map<string, number>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(options: FakeSmtpOptions): Promise<FakeSmtp> {
    let fake: FakeSmtp | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      hideSTARTTLS: true,
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 50,
      onConnect: (_session: SMTPServerSession, callback) => {
        if (fake) fake.opened();
        if (!options.greeting) return callback();
        callback(Object.assign(new Error(options.greeting.message), { responseCode: options.greeting.code }));
      },
      onClose: () => fake?.closed(),
      onMailFrom: (_address, _session, callback) => {
        if (!options.mailFrom) return callback();
        callback(Object.assign(new Error(options.mailFrom.message), { responseCode: options.mailFrom.code }));
      },
      onRcptTo: (address, _session, callback) => {
        const rule = fake ? fake.answer(address.address, options.rcpt) : { code: 451 };
        const reply = () =>
          rule.code < 300
            ? callback()
            : callback(Object.assign(new Error(rule.message ?? 'No'), { responseCode: rule.code }));
        if (rule.delayMs) setTimeout(reply, rule.delayMs);
        else reply();
      },
      onData: (stream, _session, callback) => {
        if (fake) fake.dataCommands++;
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    server.on('error', () => undefined);
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP stand-in did not bind');
    fake = new FakeSmtp(server, address.port);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private opened(): void {
    this.connections++;
    this.active++;
    this.peak = Math.max(this.peak, this.active);
  }

  private closed(): void {
    this.active--;
  }

  private answer(address: string, policy: RcptPolicy): RcptRule {
    this.rcpts.push(address);
    const attempt = (this.attempts.get(address) ?? 0) + 1;
    this.attempts.set(address, attempt);
    return policy(address, attempt);
  }
}

/** Accepts only the listed mailboxes (local parts). */
export const mailboxes =
  (...localParts: string[]): RcptPolicy =>
  (address) =>
    localParts.includes(address.split('@')[0] ?? '')
      ? { code: 250 }
      : { code: 550, message: '5.1.1 No such user here' };

export const acceptAll: RcptPolicy = () => ({ code: 250 });

export const rejectAll: RcptPolicy = () => ({ code: 550, message: '5.1.1 Recipient address rejected' });

/** 451 on the first `times` attempts of every address, then whatever `then` says. */
export const greylist =
  (then: RcptPolicy, times = 1): RcptPolicy =>
  (address, attempt) =>
    attempt <= times ? { code: 451, message: '4.7.1 Greylisted, please try again later' } : then(address, attempt);

import net from 'node:net';

/**
 * A small SOCKS5 server (RFC 1928, CONNECT only; username/password per RFC 1929 when credentials are set) standing in
 * for the proxies operators rent: the app's SMTP probes (SMTP_PROBE_PROXY) and site requests (JOBS_SITE_PROXIES) go
 * through it. Outgoing connections leave from `egressAddress`, so the servers behind it see the proxy, not the app.
 */

export interface Socks5Options {
  port: number;
  host: string;
  /** The local address outgoing connections are made from (a loopback alias such as 127.0.0.23). */
  egressAddress: string;
  /** When set, clients must authenticate with these (RFC 1929); otherwise no authentication. */
  credentials?: { username: string; password: string };
}

export interface Socks5Stats {
  /** Client connections accepted. */
  connections: number;
  /** CONNECT requests relayed, by `host:port` of the destination. */
  connectsByDestination: Record<string, number>;
  /** Clients refused for wrong or missing credentials. */
  authFailures: number;
}

export interface Socks5Server {
  /** `socks5://user:pass@host:port` (credentials included when required). */
  url: string;
  port: number;
  stats(): Socks5Stats;
  resetStats(): void;
  close(): Promise<void>;
}

const VERSION = 5;
const NO_AUTH = 0x00;
const USER_PASS = 0x02;
const NO_METHOD = 0xff;
const REPLY = { ok: 0x00, failure: 0x01, refused: 0x05, commandNotSupported: 0x07, addressNotSupported: 0x08 };

/** Reads exact byte counts from a socket that may deliver them in any chunking. */
class ByteReader {
  private buffered = Buffer.alloc(0);
  private waiting: { n: number; resolve: (b: Buffer) => void; reject: (e: Error) => void } | null = null;

  constructor(private readonly socket: net.Socket) {
    socket.on('data', this.onData);
    socket.once('close', () => this.waiting?.reject(new Error('closed')));
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    this.settle();
  };

  read(n: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiting = { n, resolve, reject };
      this.settle();
    });
  }

  /** Stops reading and hands back what arrived beyond the handshake (the start of the tunnelled bytes). */
  detach(): Buffer {
    this.socket.off('data', this.onData);
    return this.buffered;
  }

  private settle(): void {
    if (!this.waiting || this.buffered.length < this.waiting.n) return;
    const { n, resolve } = this.waiting;
    this.waiting = null;
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    resolve(out);
  }
}

export async function startSocks5Server(options: Socks5Options): Promise<Socks5Server> {
  let stats: Socks5Stats = { connections: 0, connectsByDestination: {}, authFailures: 0 };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const handle = async (client: net.Socket) => {
    stats.connections += 1;
    const reader = new ByteReader(client);
    const [version, methodCount] = await reader.read(2);
    if (version !== VERSION) return void client.destroy();
    const methods = [...(await reader.read(methodCount!))];
    const wanted = options.credentials ? USER_PASS : NO_AUTH;
    if (!methods.includes(wanted)) return void client.end(Buffer.from([VERSION, NO_METHOD]));
    client.write(Buffer.from([VERSION, wanted]));
    if (options.credentials) {
      const [, userLength] = await reader.read(2);
      const username = (await reader.read(userLength!)).toString('utf8');
      const [passLength] = await reader.read(1);
      const password = (await reader.read(passLength!)).toString('utf8');
      const ok = username === options.credentials.username && password === options.credentials.password;
      if (!ok) {
        stats.authFailures += 1;
        return void client.end(Buffer.from([1, 1]));
      }
      client.write(Buffer.from([1, 0]));
    }
    const [, command, , addressType] = await reader.read(4);
    let host: string;
    if (addressType === 1) host = [...(await reader.read(4))].join('.');
    else if (addressType === 3) host = (await reader.read((await reader.read(1))[0]!)).toString('utf8');
    else if (addressType === 4) host = ipv6(await reader.read(16));
    else return void client.end(reply(REPLY.addressNotSupported));
    const port = (await reader.read(2)).readUInt16BE(0);
    if (command !== 1) return void client.end(reply(REPLY.commandNotSupported));

    const target = net.connect({ host, port, localAddress: options.egressAddress });
    track(target);
    target.once('error', () => {
      if (!client.writableEnded) client.end(reply(REPLY.refused));
      client.destroy();
    });
    target.once('connect', () => {
      const destination = `${host}:${port}`;
      stats.connectsByDestination[destination] = (stats.connectsByDestination[destination] ?? 0) + 1;
      client.write(reply(REPLY.ok));
      const early = reader.detach();
      if (early.length) target.write(early);
      client.pipe(target).on('error', () => target.destroy());
      target.pipe(client).on('error', () => client.destroy());
      client.once('close', () => target.destroy());
      target.once('close', () => client.destroy());
    });
  };

  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    handle(client).catch(() => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  const auth = options.credentials
    ? `${encodeURIComponent(options.credentials.username)}:${encodeURIComponent(options.credentials.password)}@`
    : '';

  return {
    url: `socks5://${auth}${options.host}:${port}`,
    port,
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = { connections: 0, connectsByDestination: {}, authFailures: 0 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A reply with an all-zero bound address: clients only read its status. */
function reply(status: number): Buffer {
  return Buffer.from([VERSION, status, 0, 1, 0, 0, 0, 0, 0, 0]);
}

function ipv6(bytes: Buffer): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  return groups.join(':');
}

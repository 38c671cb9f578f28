import dgram from 'node:dgram';
import dns2, { type Packet as DnsPacket, type Question, type Resource } from 'dns2';

const { Packet } = dns2;

export interface ZoneEntry {
  mx?: { exchange: string; priority: number }[];
  a?: string[];
  /** Answer every query for the name with this rcode (2 = SERVFAIL). */
  rcode?: number;
}

const NXDOMAIN = 3;

/** A UDP DNS server on loopback answering from a zone the test fills; unknown names are NXDOMAIN. */
export class FakeDns {
  private readonly zone = new Map<string, ZoneEntry>();
  private server: ReturnType<typeof dns2.createServer> | null = null;
  address = '';

  static async start(): Promise<FakeDns> {
    const dns = new FakeDns();
    dns.server = dns2.createServer({ udp: true, handle: (request, send) => void send(dns.respond(request)) });
    const addresses = await dns.server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    if (!addresses.udp) throw new Error('DNS stand-in did not bind');
    dns.address = `127.0.0.1:${addresses.udp.port}`;
    return dns;
  }

  set(name: string, entry: ZoneEntry): void {
    this.zone.set(name.toLowerCase(), entry);
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private respond(request: DnsPacket): DnsPacket {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    const entry = question ? this.zone.get(question.name.toLowerCase()) : undefined;
    if (!question || !entry) response.header.rcode = NXDOMAIN;
    else if (entry.rcode !== undefined) response.header.rcode = entry.rcode;
    else response.answers.push(...answersFor(question, entry));
    return response;
  }
}

function answersFor(question: Question, entry: ZoneEntry): Resource[] {
  const base = { name: question.name, class: Packet.CLASS.IN, ttl: 0 };
  if (question.type === Packet.TYPE.MX) {
    return (entry.mx ?? []).map((mx) =>
      Packet.createResourceFromQuestion(question, { ...base, type: Packet.TYPE.MX, ...mx }),
    );
  }
  if (question.type === Packet.TYPE.A) {
    return (entry.a ?? []).map((address) =>
      Packet.createResourceFromQuestion(question, { ...base, type: Packet.TYPE.A, address }),
    );
  }
  return [];
}

/** A UDP socket that reads queries and never answers: a DNS server that is down or filtered. */
export async function startSilentDns(): Promise<{ address: string; close: () => Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', () => undefined);
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

import dns2, { type Resource } from 'dns2';
import { SHORTENER_ADDRESS, SHORTENER_HOSTS } from '../links/shortener.js';
import { MAIL_HOSTS, mailDomains } from './domains.js';
import { SENDER_DOMAINS } from './sender-domains.js';

/**
 * An authoritative DNS server (UDP, loopback) for the mail world, so the product's resolver (node `dns` with
 * `DNS_SERVERS`) finds MX and A records exactly as on the internet:
 * - `<domain>` MX → `mx1.<domain>` (10) and sometimes `mx2.<domain>` (20); `mx1`/`mx2` A → the behaviour's host;
 * - an `a-fallback` domain has no MX but an A record (RFC 5321 implicit MX) on the strict host;
 * - a `no-mx` domain exists with no records at all (NODATA, the resolver's ENODATA);
 * - the sender domains (sender-domains.ts) have SPF, DMARC and DKIM TXT records, or lack some;
 * - the link shorteners' hosts (bit.ly, lnkd.in, …) have an A record on the shortener stand-in;
 * - any other name does not exist (NXDOMAIN, the resolver's ENOTFOUND).
 */

const { TYPE, CLASS } = dns2.Packet;
const NXDOMAIN = 3;
const TTL = 300;

interface ZoneName {
  mx: Array<{ priority: number; exchange: string }>;
  a: string[];
  txt: string[];
  /** The zone apex it belongs to, for the SOA of negative answers. */
  zone: string;
}

function buildZone(): Map<string, ZoneName> {
  const names = new Map<string, ZoneName>();
  for (const d of mailDomains()) {
    const address = d.host === null ? null : MAIL_HOSTS[d.host];
    names.set(d.domain, {
      mx: d.mx,
      a: d.behaviour === 'a-fallback' && address ? [address] : [],
      txt: [],
      zone: d.domain,
    });
    for (const { exchange } of d.mx) {
      if (address) names.set(exchange, { mx: [], a: [address], txt: [], zone: d.domain });
    }
  }
  for (const sender of SENDER_DOMAINS) {
    // The user's own mailbox is the SMTP sink, which the app reaches by its address: no MX needed to send.
    names.set(sender.domain, { mx: [], a: [], txt: [], zone: sender.domain });
    for (const [name, records] of Object.entries(sender.txt)) {
      names.set(name, { ...(names.get(name) ?? { mx: [], a: [], zone: sender.domain }), txt: records });
    }
  }
  for (const host of SHORTENER_HOSTS) names.set(host, { mx: [], a: [SHORTENER_ADDRESS], txt: [], zone: host });
  return names;
}

/** RFC 2308: negative answers carry the zone's SOA so resolvers can cache them. */
function soaOf(zone: string): Resource {
  return new dns2.Packet.Resource({
    name: zone,
    type: TYPE.SOA,
    class: CLASS.IN,
    ttl: TTL,
    primary: `ns1.${zone}`,
    admin: `hostmaster.${zone}`,
    serial: 2025010101,
    refresh: 3600,
    retry: 600,
    expiration: 604800,
    minimum: 60,
  });
}

export interface DnsStandIn {
  /** `127.0.0.1:port`, for `DNS_SERVERS` and `Resolver.setServers`. */
  server: string;
  port: number;
  /** Queries answered, by record type name (A, MX, AAAA, …). */
  queries(): Record<string, number>;
  resetQueries(): void;
  close(): Promise<void>;
}

const TYPE_NAMES = new Map<number, string>(Object.entries(TYPE).map(([name, code]) => [code, name]));

export async function startDnsStandIn(options: { port: number; host?: string }): Promise<DnsStandIn> {
  const host = options.host ?? '127.0.0.1';
  const zone = buildZone();
  let queries: Record<string, number> = {};

  const server = dns2.createUDPServer((request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    for (const question of request.questions) {
      const typeName = TYPE_NAMES.get(question.type) ?? String(question.type);
      queries[typeName] = (queries[typeName] ?? 0) + 1;
      const entry = zone.get(question.name.toLowerCase().replace(/\.$/, ''));
      if (!entry) {
        response.header.rcode = NXDOMAIN;
        response.authorities.push(soaOf('example'));
        continue;
      }
      const wantsAll = question.type === TYPE.ANY;
      if (wantsAll || question.type === TYPE.MX) {
        for (const { priority, exchange } of entry.mx) {
          response.answers.push(
            new dns2.Packet.Resource({
              name: question.name,
              type: TYPE.MX,
              class: CLASS.IN,
              ttl: TTL,
              priority,
              exchange,
            }),
          );
        }
      }
      if (wantsAll || question.type === TYPE.A) {
        for (const address of entry.a) {
          response.answers.push(
            new dns2.Packet.Resource({ name: question.name, type: TYPE.A, class: CLASS.IN, ttl: TTL, address }),
          );
        }
      }
      if (wantsAll || question.type === TYPE.TXT) {
        for (const data of entry.txt) {
          response.answers.push(
            new dns2.Packet.Resource({ name: question.name, type: TYPE.TXT, class: CLASS.IN, ttl: TTL, data }),
          );
        }
      }
      if (response.answers.length === 0) response.authorities.push(soaOf(entry.zone));
    }
    void send(response).catch(() => undefined);
  });
  // A malformed datagram must not take the server down; a resolver simply retries.
  server.on('requestError', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.bind(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  const port = server.address().port;

  return {
    server: `${host}:${port}`,
    port,
    queries: () => ({ ...queries }),
    resetQueries: () => {
      queries = {};
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

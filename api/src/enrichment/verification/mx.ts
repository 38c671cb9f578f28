import { Resolver } from 'node:dns/promises';
import net from 'node:net';

/**
 * What DNS says about where a domain's mail goes. `none` is definitive (NXDOMAIN, no MX and no address, null MX);
 * `unknown` is a temporary failure (SERVFAIL, timeout, refused) and must not be cached as "no mail server".
 */
export type MxLookup =
  | { kind: 'found'; hosts: string[]; implicit: boolean }
  | { kind: 'none'; reason: string }
  | { kind: 'unknown'; reason: string };

export type AddressLookup =
  { kind: 'found'; addresses: string[] } | { kind: 'none'; reason: string } | { kind: 'unknown'; reason: string };

/** TXT records at a name, each joined from its strings; `none` when the name has none or does not exist. */
export type TxtLookup = { kind: 'found'; records: string[] } | { kind: 'none' } | { kind: 'unknown'; reason: string };

export interface MxResolverOptions {
  /** `ip` or `ip:port` entries; empty = the system's resolvers. */
  dnsServers: string[];
  /** Per try; c-ares retries `tries` times per server. */
  timeoutMs: number;
  tries?: number;
}

const DEFAULT_TRIES = 2;

/** MX lookup with the RFC 5321 §5.1 implicit MX (the domain's own address) when there is no MX record. */
export class MxResolver {
  private readonly resolver: Resolver;

  constructor(options: MxResolverOptions) {
    this.resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries ?? DEFAULT_TRIES });
    if (options.dnsServers.length > 0) this.resolver.setServers(options.dnsServers);
  }

  /** Mail hosts, best (lowest preference) first. */
  async lookup(domain: string): Promise<MxLookup> {
    let records: { exchange: string; priority: number }[];
    try {
      records = await this.resolver.resolveMx(domain);
    } catch (err) {
      const code = dnsErrorCode(err);
      if (code === 'ENOTFOUND') return { kind: 'none', reason: 'domain does not exist' };
      if (code !== 'ENODATA') return { kind: 'unknown', reason: `MX lookup failed (${code})` };
      records = [];
    }
    return records.length > 0 ? fromMxRecords(records) : this.implicitMx(domain);
  }

  /** IPv4 addresses of a host, IPv6 when it has none. */
  async addressesOf(host: string): Promise<AddressLookup> {
    if (net.isIP(host)) return { kind: 'found', addresses: [host] };
    const v4 = await this.ask(() => this.resolver.resolve4(host));
    if (v4.kind !== 'none') return v4;
    const v6 = await this.ask(() => this.resolver.resolve6(host));
    return v6.kind === 'none' ? { kind: 'none', reason: `${host} has no address` } : v6;
  }

  /** TXT records (SPF, DMARC, DKIM keys) at a name. */
  async txt(name: string): Promise<TxtLookup> {
    try {
      const records = (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      return records.length > 0 ? { kind: 'found', records } : { kind: 'none' };
    } catch (err) {
      const code = dnsErrorCode(err);
      if (code === 'ENOTFOUND' || code === 'ENODATA') return { kind: 'none' };
      return { kind: 'unknown', reason: `TXT lookup failed (${code})` };
    }
  }

  private async implicitMx(domain: string): Promise<MxLookup> {
    const addresses = await this.addressesOf(domain);
    if (addresses.kind === 'found') return { kind: 'found', hosts: [domain], implicit: true };
    if (addresses.kind === 'none') return { kind: 'none', reason: 'no MX record and no address' };
    return addresses;
  }

  private async ask(run: () => Promise<string[]>): Promise<AddressLookup> {
    try {
      const addresses = await run();
      return addresses.length > 0 ? { kind: 'found', addresses } : { kind: 'none', reason: 'no address' };
    } catch (err) {
      const code = dnsErrorCode(err);
      if (code === 'ENOTFOUND' || code === 'ENODATA') return { kind: 'none', reason: 'no address' };
      return { kind: 'unknown', reason: `address lookup failed (${code})` };
    }
  }
}

function fromMxRecords(records: { exchange: string; priority: number }[]): MxLookup {
  // RFC 7505 null MX ("MX 0 .") says the domain accepts no mail at all.
  const usable = records.filter((record) => normalizeHost(record.exchange) !== '');
  if (usable.length === 0) return { kind: 'none', reason: 'domain accepts no mail (null MX)' };
  const sorted = [...usable].sort((a, b) => a.priority - b.priority);
  const hosts = [...new Set(sorted.map((record) => normalizeHost(record.exchange)))];
  return { kind: 'found', hosts, implicit: false };
}

function normalizeHost(host: string): string {
  return host.trim().replace(/\.$/, '').toLowerCase();
}

function dnsErrorCode(err: unknown): string {
  if (err instanceof Error && 'code' in err && typeof err.code === 'string') return err.code;
  return err instanceof Error ? err.message : 'unknown error';
}

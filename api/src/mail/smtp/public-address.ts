import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../common/net/public-address.js';

export class PrivateSmtpHostError extends Error {
  override name = 'PrivateSmtpHostError';
  constructor(readonly host: string) {
    super(`${host} is not a public internet address`);
  }
}

type Lookup = (host: string, options: { all: true }) => Promise<{ address: string }[]>;

/**
 * The address to connect to for `host`, refusing any host that resolves (even partly) to a non-public address.
 * Connecting to this address, not the name, keeps a second DNS answer from pointing somewhere else (rebinding).
 */
export async function publicAddressOf(host: string, lookup: Lookup = dnsLookup): Promise<string> {
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
    throw new PrivateSmtpHostError(host);
  }
  return addresses[0]!.address;
}

import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../common/net/public-address.js';
import { PrivateSmtpHostError, publicAddressOf } from './public-address.js';

describe('which addresses a user-given SMTP host may reach', () => {
  it('allows public IPv4 and IPv6 addresses', () => {
    for (const address of ['142.250.27.108', '52.97.1.2', '2a00:1450:400c:c06::6c', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address)).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, shared and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });

  it('resolves a name and refuses it when any of its addresses is not public', async () => {
    const lookup = async (host: string) =>
      host === 'smtp.example.com'
        ? [{ address: '93.184.216.34' }]
        : [{ address: '93.184.216.34' }, { address: '10.0.0.7' }];
    await expect(publicAddressOf('smtp.example.com', lookup)).resolves.toBe('93.184.216.34');
    await expect(publicAddressOf('sneaky.example.com', lookup)).rejects.toBeInstanceOf(PrivateSmtpHostError);
    await expect(publicAddressOf('127.0.0.1', lookup)).rejects.toBeInstanceOf(PrivateSmtpHostError);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedAddresses, isPublicAddress } from './push-endpoint.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '0.0.0.0',
    '0.1.2.3',
    '::',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    'fe80::1',
    '100.64.0.1',
    '100.127.255.254',
    'fc00::1',
    'fd12:3456::1',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '198.18.0.1',
    '2001:db8::1',
    '240.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '142.250.74.110',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4007::5f',
    '::ffff:93.184.215.14',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('allowedAddresses', () => {
  const resolveTo = (addresses: string[]) => async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any one of its addresses is not public', async () => {
    const policy = { allowHttp: false, resolve: resolveTo(['93.184.215.14', '10.0.0.1']) };
    await expect(allowedAddresses('push.example.com', policy)).rejects.toThrow(/10\.0\.0\.1/);
  });

  it('allows loopback, and only loopback, for the stand-in of PUSH_ALLOW_HTTP', async () => {
    const standIn = { allowHttp: true, resolve: resolveTo(['127.0.0.1', '::1']) };
    await expect(allowedAddresses('localhost', standIn)).resolves.toHaveLength(2);
    await expect(allowedAddresses('10.0.0.1', standIn)).rejects.toThrow();
    await expect(allowedAddresses('localhost', { ...standIn, allowHttp: false })).rejects.toThrow();
  });
});

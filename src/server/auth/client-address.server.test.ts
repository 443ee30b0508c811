import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.server';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::1', '2001:0db8:0001:0002::/64'],
    ['2001:DB8:1:2::ffff', '2001:0db8:0001:0002::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientAddressKey({ ip })).toBe(key);
  });

  it.each([
    ['10.1.1.1:1234', '10.1.1.1'],
    [' 10.1.1.1 ', '10.1.1.1'],
    ['010.001.001.001', '10.1.1.1'],
    ['0x0a010101', '10.1.1.1'],
    ['167837953', '10.1.1.1'],
    ['0x0a.0x01.1.1', '10.1.1.1'],
    ['::ffff:10.1.1.1', '10.1.1.1'],
    ['[::ffff:10.1.1.1]:80', '10.1.1.1'],
    ['[2001:db8:1:1::1]', '2001:0db8:0001:0001::/64'],
    ['[2001:db8:1:1::1]:443', '2001:0db8:0001:0001::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
  ])('keys the odd form %s as the address it writes, %s', (ip, key) => {
    expect(clientAddressKey({ ip })).toBe(key);
  });

  it.each(['unknown', 'x'.repeat(100), '10.1.1', '256.1.1.1', '0x1ffffffff', '10.1.1.1:port', '_hidden', ''])(
    'keys %j, which is no address, as the proxy that passed it on',
    (ip) => {
      expect(clientAddressKey({ ip, ips: ['127.0.0.1', '192.0.2.7', ip] })).toBe('192.0.2.7');
    },
  );
});

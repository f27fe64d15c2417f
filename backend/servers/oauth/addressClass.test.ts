// classifyAddress, row by row (docs/any-server.md, "Authorization", "Where metadata may be fetched from").
import { describe, expect, it } from 'vitest';
import { classifyAddress, isLocalhostName, type AddressClass } from './addressClass';

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['192.169.0.1', 'public'],
    ['100.64.0.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'public'],
    ['ff02::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2001:db8::1', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['localhost', '127.0.0.1.nip.io', '[::1]', ''])(
    'refuses %j, which is not an IP address',
    (text) => {
      expect(() => classifyAddress(text)).toThrow('not an IP address');
    },
  );
});

describe('isLocalhostName', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['localhost.', true],
    ['api.localhost', true],
    ['localhost.example.com', false],
    ['mylocalhost', false],
    ['example.com', false],
  ])('%s → %s', (name, local) => {
    expect(isLocalhostName(name)).toBe(local);
  });
});

import { describe, expect, it } from 'vitest';
import { AddressAllowList, classifyAddress, embeddedIpv4, ipv6Bytes } from './address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it.each([
    ['2606:4700:4700::1111', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
  ])('IPv6 %s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:A9FE:A9FE', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'linkLocal'],
    ['64:ff9b::808:808', 'public'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:0808:0808::1', 'public'],
  ])('an IPv6 address carrying an IPv4 one (%s) is judged by it: %s', (address, kind) =>
    expect(classifyAddress(address)).toBe(kind),
  );

  it('calls anything that is not an IP address reserved', () => {
    expect(classifyAddress('localhost')).toBe('reserved');
    expect(classifyAddress('')).toBe('reserved');
    expect(classifyAddress('1.2.3')).toBe('reserved');
  });
});

describe('ipv6Bytes and embeddedIpv4', () => {
  it('expands :: and a dotted tail', () => {
    expect(Array.from(ipv6Bytes('::ffff:1.2.3.4') ?? [])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(Array.from(ipv6Bytes('1::2') ?? [])).toEqual([0, 1, ...Array<number>(12).fill(0), 0, 2]);
    expect(ipv6Bytes('1.2.3.4')).toBeUndefined();
  });

  it('finds no IPv4 address in an ordinary IPv6 one, nor in :: and ::1', () => {
    expect(embeddedIpv4('2606:4700::1111')).toBeUndefined();
    expect(embeddedIpv4('::1')).toBeUndefined();
    expect(embeddedIpv4('::')).toBeUndefined();
  });
});

describe('AddressAllowList', () => {
  it('allows the listed addresses and ranges, in both families, and the IPv4-mapped form of a listed IPv4 address', () => {
    const list = AddressAllowList.parse(' 127.0.0.1, 10.0.5.0/24 ,fd00::/8');
    expect(list.allows('127.0.0.1')).toBe(true);
    expect(list.allows('127.0.0.2')).toBe(false);
    expect(list.allows('10.0.5.77')).toBe(true);
    expect(list.allows('10.0.6.1')).toBe(false);
    expect(list.allows('fd00::5')).toBe(true);
    expect(list.allows('fe80::1')).toBe(false);
    expect(list.allows('::ffff:127.0.0.1')).toBe(true);
    expect(list.allows('not-an-address')).toBe(false);
  });

  it('allows nothing when empty', () => {
    expect(AddressAllowList.parse(undefined).allows('127.0.0.1')).toBe(false);
    expect(AddressAllowList.parse(' , ').empty).toBe(true);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/', 'fd00::/129', '10.0.0.0/8x', '*'])(
    'refuses the entry %s',
    (entry) => {
      expect(() => AddressAllowList.parse(entry)).toThrow(/not an IP address or CIDR/);
    },
  );
});

describe('classifyAddress, tunnels and translation prefixes', () => {
  it.each([
    // Teredo: the client's address is stored inverted in the last 32 bits.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::ffff:0:808:808', 'public'],
    // The local-use NAT64 prefix: its translator is inside someone's network.
    ['64:ff9b:1::808:808', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['3fff::1', 'reserved'],
  ])('%s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it('reads ::a.b.c.d as the IPv4-compatible address it is, not as the IPv4-mapped one', () => {
    expect(Array.from(ipv6Bytes('::1.2.3.4') ?? [])).toEqual([...Array<number>(12).fill(0), 1, 2, 3, 4]);
    expect(embeddedIpv4('::1.2.3.4')).toBe('1.2.3.4');
  });

  it('allows the tunnelled form of a listed IPv4 address, and nothing for a legacy IPv4 form', () => {
    const list = AddressAllowList.parse('127.0.0.1');
    expect(list.allows('::127.0.0.1')).toBe(true);
    expect(list.allows('64:ff9b::7f00:1')).toBe(true);
    expect(list.allows('127.1')).toBe(false);
    expect(classifyAddress('127.1')).toBe('reserved');
  });
});

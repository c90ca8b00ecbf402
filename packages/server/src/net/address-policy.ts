import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address reaches. Only `public` addresses may be called on a tenant's behalf: the others are the server
 * itself, its private network or a cloud's metadata service (169.254.169.254), which a URL typed by a tenant admin
 * must never reach (server-side request forgery).
 */
export type AddressKind = 'public' | 'unspecified' | 'loopback' | 'private' | 'linkLocal' | 'uniqueLocal' | 'multicast' | 'reserved';

type Range = readonly [kind: Exclude<AddressKind, 'public'>, network: string, prefix: number];

/** IANA special-purpose IPv4 registry, the ranges that are not the public internet. */
const IPV4_RANGES: readonly Range[] = [
  ['unspecified', '0.0.0.0', 8],
  ['loopback', '127.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  // Carrier-grade NAT: the provider's network, as private as 10/8 from a server's point of view.
  ['private', '100.64.0.0', 10],
  ['linkLocal', '169.254.0.0', 16],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '192.0.2.0', 24],
  ['reserved', '198.18.0.0', 15],
  ['reserved', '198.51.100.0', 24],
  ['reserved', '203.0.113.0', 24],
  ['multicast', '224.0.0.0', 4],
  // Class E and the broadcast address.
  ['reserved', '240.0.0.0', 4],
];

/** IANA special-purpose IPv6 registry; the ranges that embed an IPv4 address are judged by that address. */
const IPV6_RANGES: readonly Range[] = [
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['reserved', '100::', 64],
  ['reserved', '2001:db8::', 32],
  ['uniqueLocal', 'fc00::', 7],
  ['linkLocal', 'fe80::', 10],
  // Site-local, deprecated but still routed inside some networks.
  ['private', 'fec0::', 10],
  ['multicast', 'ff00::', 8],
];

function rangeLists(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): [Range[0], BlockList][] {
  return ranges.map(([kind, network, prefix]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [kind, list];
  });
}

const IPV4_LISTS = rangeLists(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = rangeLists(IPV6_RANGES, 'ipv6');

/** The 16 bytes of an IPv6 address (with `::` and a trailing dotted IPv4 part), or undefined when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  all.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((value, index) => bytes[index] === value);
const dottedAt = (bytes: Uint8Array, offset: number) => Array.from(bytes.subarray(offset, offset + 4)).join('.');

/**
 * The IPv4 address an IPv6 address carries and reaches: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d),
 * NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::). Judging these by the IPv4 part keeps ::ffff:127.0.0.1 and
 * 64:ff9b::a9fe:a9fe (the metadata service behind NAT64) out.
 */
export function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const zeros = (count: number) => Array<number>(count).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return dottedAt(bytes, 12);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return dottedAt(bytes, 12);
  if (startsWith(bytes, [0x20, 0x02])) return dottedAt(bytes, 2);
  // ::a.b.c.d, but not :: and ::1 themselves (judged as IPv6 below).
  if (startsWith(bytes, zeros(12)) && !startsWith(bytes, zeros(15))) return dottedAt(bytes, 12);
  return undefined;
}

/** What `address` (an IPv4 or IPv6 literal) reaches; anything that is not an IP address is `reserved`. */
export function classifyAddress(address: string): AddressKind {
  if (isIPv4(address)) return IPV4_LISTS.find(([, list]) => list.check(address, 'ipv4'))?.[0] ?? 'public';
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return 'reserved';
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined) return classifyAddress(v4);
  return IPV6_LISTS.find(([, list]) => list.check(bare, 'ipv6'))?.[0] ?? 'public';
}

/**
 * Addresses and networks an operator lets the server call although they are not public (a self-hosted n8n on the
 * same private network; the test suite's local fakes on 127.0.0.1): "10.0.5.0/24, 127.0.0.1, fd00::/8".
 * Throws on an entry that is not an address or CIDR, so a typo does not silently allow nothing (or everything).
 */
export class AddressAllowList {
  private readonly list = new BlockList();
  readonly empty: boolean;

  constructor(readonly entries: string[]) {
    for (const entry of entries) {
      const [network = '', prefixText] = entry.split('/');
      const family = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : undefined;
      const prefix = prefixText === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefixText);
      const max = family === 'ipv4' ? 32 : 128;
      if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      }
      this.list.addSubnet(network, prefix, family);
    }
    this.empty = entries.length === 0;
  }

  /** Parses the comma-separated form of INTEGRATIONS_ALLOW_PRIVATE_HOSTS (blank: none). */
  static parse(text: string | undefined): AddressAllowList {
    return new AddressAllowList((text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean));
  }

  allows(address: string): boolean {
    if (this.empty) return false;
    if (isIPv4(address)) return this.list.check(address, 'ipv4');
    const bare = address.split('%')[0] ?? '';
    if (!isIPv6(bare)) return false;
    const v4 = embeddedIpv4(bare);
    return this.list.check(bare, 'ipv6') || (v4 !== undefined && this.list.check(v4, 'ipv4'));
  }
}

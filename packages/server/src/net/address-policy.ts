import ipaddr from 'ipaddr.js';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address reaches. Only `public` addresses may be called on a tenant's behalf: the others are the server
 * itself, its private network or a cloud's metadata service (169.254.169.254), which a URL typed by a tenant admin
 * must never reach (server-side request forgery).
 */
export type AddressKind =
  'public' | 'unspecified' | 'loopback' | 'private' | 'linkLocal' | 'uniqueLocal' | 'multicast' | 'reserved';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * How our policy reads the ranges ipaddr.js names (its IANA special-purpose tables). A name not listed here is
 * refused as `reserved`: documentation, benchmarking, discard, ORCHID, segment routing, the local-use NAT64 prefix
 * 64:ff9b:1::/48 (its translator is inside someone's network) and whatever range a later ipaddr.js adds.
 */
const KIND_OF_RANGE: Readonly<Partial<Record<string, AddressKind>>> = {
  unicast: 'public',
  // Anycast services of the public internet (AS112 DNS sinks, AMT relays), reachable from anywhere.
  as112: 'public',
  as112v6: 'public',
  amt: 'public',
  unspecified: 'unspecified',
  loopback: 'loopback',
  private: 'private',
  // The provider's network: as private as 10/8 from a server's point of view.
  carrierGradeNat: 'private',
  // Deprecated, but still routed inside some networks.
  deprecatedSiteLocal: 'private',
  linkLocal: 'linkLocal',
  uniqueLocal: 'uniqueLocal',
  multicast: 'multicast',
};

const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * `text` as ipaddr.js should read it, or undefined when it is no IP address. node's grammar decides what is one:
 * ipaddr.js also reads legacy IPv4 forms (127.1, 0x7f.0.0.1) no resolver answers. An IPv6 literal loses its zone
 * (%eth0) and goes through the URL parser's canonical form, since ipaddr.js reads ::a.b.c.d as ::ffff:a.b.c.d.
 */
function canonical(text: string): string | undefined {
  if (isIPv4(text)) return text;
  const bare = text.split('%')[0] ?? '';
  return isIPv6(bare) ? new URL(`http://[${bare}]/`).hostname.slice(1, -1) : undefined;
}

const ipv4At = (bytes: number[], offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));

/**
 * The IPv4 address an IPv6 address carries and reaches, besides the IPv4-mapped form ipaddr.process() unwraps:
 * IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::)
 * and Teredo (the client's address, stored inverted in the last 32 bits). Judging these by the IPv4 part keeps
 * 64:ff9b::a9fe:a9fe (the metadata service behind NAT64) out.
 */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'rfc6145':
      return ipv4At(bytes, 12);
    case 'rfc6052':
      return address.match(NAT64) ? ipv4At(bytes, 12) : undefined;
    case '6to4':
      return ipv4At(bytes, 2);
    case 'teredo':
      return ipv4At(
        bytes.map((byte) => byte ^ 0xff),
        12,
      );
    case 'unicast':
      // :: and ::1 fall in their own ranges, so they are judged as IPv6.
      return address.match(IPV4_COMPATIBLE) ? ipv4At(bytes, 12) : undefined;
    default:
      return undefined;
  }
}

/** Where a connection to `text` goes: the IPv4 address an IPv6 one carries, else the address itself. */
function reached(text: string): Address | undefined {
  const literal = canonical(text);
  if (literal === undefined) return undefined;
  const address = ipaddr.process(literal);
  return address instanceof ipaddr.IPv6 ? (carriedIpv4(address) ?? address) : address;
}

/** The 16 bytes of an IPv6 address (with `::` and a trailing dotted IPv4 part), or undefined when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  const literal = canonical(address);
  return literal?.includes(':') ? Uint8Array.from(ipaddr.IPv6.parse(literal).toByteArray()) : undefined;
}

/** The IPv4 address an IPv6 address carries and reaches (see carriedIpv4), or undefined. */
export function embeddedIpv4(address: string): string | undefined {
  if (!canonical(address)?.includes(':')) return undefined;
  const ipv4 = reached(address);
  return ipv4 instanceof ipaddr.IPv4 ? ipv4.toString() : undefined;
}

/** What `address` (an IPv4 or IPv6 literal) reaches; anything that is not an IP address is `reserved`. */
export function classifyAddress(address: string): AddressKind {
  const target = reached(address);
  return target ? (KIND_OF_RANGE[target.range()] ?? 'reserved') : 'reserved';
}

/**
 * Addresses and networks an operator lets the server call although they are not public (a self-hosted n8n on the
 * same private network; the test suite's local fakes on 127.0.0.1): "10.0.5.0/24, 127.0.0.1, fd00::/8".
 * Throws on an entry that is not an address or CIDR, so a typo does not silently allow nothing (or everything).
 */
export class AddressAllowList {
  private readonly ranges: [Address, number][];
  readonly empty: boolean;

  constructor(readonly entries: string[]) {
    this.ranges = entries.map((entry) => {
      const [network = '', prefixText] = entry.split('/');
      const literal = canonical(network);
      const max = literal?.includes(':') ? 128 : 32;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (literal === undefined || (prefixText !== undefined && !/^\d+$/.test(prefixText)) || prefix > max) {
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      }
      return [ipaddr.parse(literal), prefix];
    });
    this.empty = entries.length === 0;
  }

  /** Parses the comma-separated form of INTEGRATIONS_ALLOW_PRIVATE_HOSTS (blank: none). */
  static parse(text: string | undefined): AddressAllowList {
    return new AddressAllowList(
      (text ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  }

  /** Whether `address` or the IPv4 address it carries (::ffff:127.0.0.1 for 127.0.0.1) is listed. */
  allows(address: string): boolean {
    const literal = canonical(address);
    if (this.empty || literal === undefined) return false;
    const listed = (candidate: Address) =>
      ipaddr.subnetMatch(candidate, { listed: this.ranges }, 'unlisted') === 'listed';
    const target = reached(address);
    return listed(ipaddr.parse(literal)) || (target !== undefined && listed(target));
  }
}

import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { AddressAllowList, classifyAddress, type AddressKind } from './address-policy.js';
import { pinnedFetch, type PinnedAddress } from './pinned-fetch.js';

/** Why a URL may not be called: a scheme other than http(s), a host that does not resolve, or where it points. */
export type RefusalReason = 'scheme' | 'unresolved' | 'self' | Exclude<AddressKind, 'public'>;

/** A URL the server refuses to call on a tenant's behalf (EgressGuard). */
export class EgressRefused extends Error {
  override readonly name = 'EgressRefused';

  constructor(
    readonly host: string,
    readonly reason: RefusalReason,
  ) {
    super(reason === 'scheme' ? `only http(s) URLs may be called (${host})` : reason === 'unresolved' ? `${host} does not resolve` : `${host} points to a ${reason} address`);
  }
}

export type Resolver = (host: string) => Promise<PinnedAddress[]>;

export interface EgressGuardOptions {
  /** Non-public addresses the operator allows (INTEGRATIONS_ALLOW_PRIVATE_HOSTS); none by default. */
  allowList?: AddressAllowList;
  /** Name resolution (the system resolver); tests give their own to play a host that resolves to a private address. */
  resolve?: Resolver;
  /** The machine's own addresses, refused even when public (a tenant URL must not call this server's API). */
  selfAddresses?: readonly string[];
}

const systemResolve: Resolver = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

function ownAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

/**
 * The one way the server calls a URL on a tenant's behalf (webhook and n8n URLs, Typebot, the OpenAI-compatible base
 * URL, Dialogflow's token URI, media a bot names, the speech service). Every call resolves the host once, refuses it
 * unless every address it resolves to is public (loopback, private, link-local, unique-local, multicast, reserved,
 * IPv4-mapped forms of these and the machine's own addresses are refused), and connects to the address it checked,
 * so a DNS answer that changes between the check and the connection (DNS rebinding) cannot send the call elsewhere.
 * Redirects are followed by hand and each hop is checked the same way.
 */
export class EgressGuard {
  private readonly allowList: AddressAllowList;
  private readonly resolveHost: Resolver;
  private readonly self: Set<string>;

  constructor(options: EgressGuardOptions = {}) {
    this.allowList = options.allowList ?? new AddressAllowList([]);
    this.resolveHost = options.resolve ?? systemResolve;
    this.self = new Set(options.selfAddresses ?? ownAddresses());
  }

  /** The addresses to connect to for `url`; throws EgressRefused when it may not be called. */
  async addresses(url: URL): Promise<PinnedAddress[]> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressRefused(url.protocol, 'scheme');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let resolved: PinnedAddress[];
    if (isIP(host)) resolved = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
    else {
      try {
        resolved = await this.resolveHost(host);
      } catch {
        resolved = [];
      }
    }
    if (resolved.length === 0) throw new EgressRefused(url.host, 'unresolved');
    // Every address must pass: a connection may fall back to any of them.
    for (const { address } of resolved) {
      if (this.allowList.allows(address)) continue;
      const kind = classifyAddress(address);
      if (kind !== 'public') throw new EgressRefused(url.host, kind);
      if (this.self.has(address)) throw new EgressRefused(url.host, 'self');
    }
    return resolved;
  }

  /**
   * The check made when an admin saves a URL: the same rules, except that a host that does not resolve (yet, or
   * from here) is accepted, since the call itself is checked again when it is made.
   */
  async assertCallable(text: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return;
    }
    try {
      await this.addresses(url);
    } catch (error) {
      if (error instanceof EgressRefused && error.reason === 'unresolved') return;
      throw error;
    }
  }

  /** fetch, through the checks above (also handed to the openai client). */
  readonly fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => pinnedFetch(input, init, (url) => this.addresses(url));
}

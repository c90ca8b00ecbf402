import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Agent, buildConnector } from 'undici';
import { AddressAllowList, classifyAddress, type AddressKind } from './address-policy.js';
import { pinnedFetch } from './pinned-fetch.js';

/** Why a URL may not be called: a scheme other than http(s), a host that does not resolve, or where it points. */
export type RefusalReason = 'scheme' | 'unresolved' | 'self' | Exclude<AddressKind, 'public'>;

/** A URL the server refuses to call on a tenant's behalf (EgressGuard). */
export class EgressRefused extends Error {
  override readonly name = 'EgressRefused';

  constructor(
    readonly host: string,
    readonly reason: RefusalReason,
  ) {
    super(
      reason === 'scheme'
        ? `only http(s) URLs may be called (${host})`
        : reason === 'unresolved'
          ? `${host} does not resolve`
          : `${host} points to a ${reason} address`,
    );
  }
}

/** An address a host resolved to, as the connection will use it. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
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

const systemResolve: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

function ownAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

const literal = (address: string): PinnedAddress[] => [{ address, family: isIP(address) === 6 ? 6 : 4 }];

function assertHttp(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressRefused(url.protocol, 'scheme');
}

/**
 * The one way the server calls a URL on a tenant's behalf (webhook and n8n URLs, Typebot, the OpenAI-compatible base
 * URL, Dialogflow's token URI, media a bot names, the speech service). A host is refused unless every address it
 * resolves to is public (loopback, private, link-local, unique-local, multicast, reserved, the IPv4-carrying forms of
 * these and the machine's own addresses are refused).
 *
 * The boundary is the undici Agent below, not a check before the call: its connector is the only code that opens a
 * socket for these calls, and its `lookup` resolves the name once, checks every address and hands exactly those to
 * the socket, so nothing resolves the name again between the check and the connection (DNS rebinding cannot send
 * the call elsewhere). An IP literal, which net.connect never looks up, is checked in the connector itself. So any
 * request on this Agent, whatever URL, redirect hop or retry led to it, reaches only a checked address; a pooled
 * connection is reused only for its own origin, on the address checked when it was opened. Redirects are followed
 * by hand (pinned-fetch.ts) so that each hop's scheme is checked too and a refusal reaches the caller as it is.
 */
export class EgressGuard {
  private readonly allowList: AddressAllowList;
  private readonly resolveHost: Resolver;
  private readonly self: Set<string>;
  private readonly dispatcher: Agent;

  constructor(options: EgressGuardOptions = {}) {
    this.allowList = options.allowList ?? new AddressAllowList([]);
    this.resolveHost = options.resolve ?? systemResolve;
    this.self = new Set(options.selfAddresses ?? ownAddresses());
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      this.resolveChecked(hostname, hostname).then(
        (addresses) => {
          const [first] = addresses as [PinnedAddress];
          if (lookupOptions.all) callback(null, addresses);
          else callback(null, first.address, first.family);
        },
        (error: Error) => callback(error, ''),
      );
    };
    const connect = buildConnector({ lookup });
    this.dispatcher = new Agent({
      connect: (target, callback) => {
        // The lookup knows only the name: a refusal names the host with its port, as the URL does.
        const host = target.host ?? target.hostname;
        try {
          if (isIP(target.hostname)) this.check(host, literal(target.hostname));
        } catch (error) {
          return callback(error as Error, null);
        }
        return connect(target, (error, socket) => {
          if (error) callback(error instanceof EgressRefused ? new EgressRefused(host, error.reason) : error, null);
          else callback(null, socket);
        });
      },
    });
  }

  /** The addresses `url` may be called at; throws EgressRefused when it may not be called. */
  private async addresses(url: URL): Promise<PinnedAddress[]> {
    assertHttp(url);
    return this.resolveChecked(url.hostname.replace(/^\[|\]$/g, ''), url.host);
  }

  private async resolveChecked(hostname: string, host: string): Promise<PinnedAddress[]> {
    const resolved = isIP(hostname) ? literal(hostname) : await this.resolveHost(hostname).catch(() => []);
    this.check(host, resolved);
    return resolved;
  }

  private check(host: string, resolved: readonly PinnedAddress[]): void {
    if (resolved.length === 0) throw new EgressRefused(host, 'unresolved');
    // Every address must pass: a connection may fall back to any of them.
    for (const { address } of resolved) {
      if (this.allowList.allows(address)) continue;
      const kind = classifyAddress(address);
      if (kind !== 'public') throw new EgressRefused(host, kind);
      if (this.self.has(address)) throw new EgressRefused(host, 'self');
    }
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
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    try {
      return await pinnedFetch(input, init, { dispatcher: this.dispatcher, checkUrl: assertHttp });
    } catch (error) {
      // undici reports a connection its connector refused as "fetch failed" caused by the refusal; callers want it.
      if (error instanceof TypeError && error.cause instanceof EgressRefused) throw error.cause;
      throw error;
    }
  };
}

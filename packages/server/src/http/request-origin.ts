import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../config.js';

type TrustProxy = AppConfig['trustProxy'];
type TrustFunction = (address: string, hop: number) => boolean;

/** Fastify's trustProxy option for TRUST_PROXY: a hop count as a function of the hop index (its types list no plain numbers). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | TrustFunction {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Fastify's reading of one forwarded header: the last of a comma-separated list is the nearest proxy's word. */
const lastEntry = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value.at(-1) : value;
  return text?.split(',').at(-1)?.trim() || undefined;
};

/**
 * The origin (`scheme://host`) a raw Node request came to, read exactly as Fastify reads request.protocol and
 * request.host under the same trustProxy: X-Forwarded-Proto and X-Forwarded-Host count only when the peer is a
 * trusted proxy. For requests Fastify never sees (the socket.io handshake, which the engine takes before routing).
 * Undefined without a Host.
 */
export function rawRequestOrigin(request: IncomingMessage, trust: TrustProxy): string | undefined {
  const option = fastifyTrustProxy(trust);
  const trusts: TrustFunction =
    typeof option === 'function' ? option : typeof option === 'boolean' ? () => option : proxyAddr.compile(option);
  const peer = request.socket.remoteAddress;
  const trusted = peer !== undefined && trusts(peer, 0);
  const forwardedProto = trusted ? lastEntry(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trusted ? lastEntry(request.headers['x-forwarded-host']) : undefined;
  const protocol = forwardedProto ?? ((request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http');
  const host = forwardedHost ?? request.headers.host;
  return host ? `${protocol}://${host}` : undefined;
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { classifyAddress } from '../net/address-policy.js';

/** Who may read /metrics: `allowed`, or refused as 401 (no or wrong token) or 403 (not from this machine). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

export interface MetricsRequest {
  /** The Authorization header as received. */
  authorization: string | undefined;
  /** The peer of the TCP connection: never X-Forwarded-For, which whoever calls may write. */
  remoteAddress: string | undefined;
}

/**
 * With METRICS_TOKEN set, only `Authorization: Bearer <token>` reads the metrics, from anywhere (a Prometheus on
 * another host). Without it, only a peer on this machine (loopback): a scraper beside the server, or `curl` on it.
 * A reverse proxy on the same host reaches the server over loopback too, so a server published through one must
 * either not route /metrics or set METRICS_TOKEN (README).
 */
export function metricsAccess(token: string | undefined, request: MetricsRequest): MetricsAccess {
  if (token) return bearerMatches(token, request.authorization) ? 'allowed' : 'unauthorized';
  return isLoopback(request.remoteAddress) ? 'allowed' : 'forbidden';
}

/** Compared as digests, so neither the length nor the content of the token leaks through timing. */
function bearerMatches(token: string, authorization: string | undefined): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(token), digest(given));
}

/** A loopback peer, as the egress guard classifies addresses (IPv4 loopback written as IPv6 included). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && classifyAddress(address) === 'loopback';
}

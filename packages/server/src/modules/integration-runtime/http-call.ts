import { EgressRefused, type EgressGuard } from '../../net/egress-guard.js';

/** A provider's answer that the runtime cannot use: the reason is what the integration's row shows. */
export class IntegrationFailure extends Error {
  override readonly name = 'IntegrationFailure';
}

/** A provider that answered with a status outside 2xx: its status and body, for the callers that tell causes apart. */
export class ProviderHttpFailure extends IntegrationFailure {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

/** How long a provider may take to answer one call before the ticket falls back to a person. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface CallOptions {
  headers?: Record<string, string> | undefined;
  timeoutMs?: number | undefined;
  /** A form body (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean | undefined;
}

/**
 * POSTs `body` through the egress guard and answers the parsed JSON (undefined for an empty answer). A refused URL,
 * a timeout, a network error, a status outside 2xx or an answer that is not JSON becomes an IntegrationFailure with
 * a short reason.
 */
export async function postJson(
  egress: EgressGuard,
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await egress.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
        accept: 'application/json',
        ...options.headers,
      },
      body: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw callFailure(error, url);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderHttpFailure(response.status, text);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new IntegrationFailure('the answer is not JSON');
  }
}

/** The IntegrationFailure for a call that got no answer: refused by the egress guard, timed out or unreachable. */
export function callFailure(error: unknown, url: string, what = ''): IntegrationFailure {
  if (error instanceof EgressRefused) return new IntegrationFailure(`${what}refused: ${error.message}`);
  const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // Not a URL at all: name it as it was given.
  }
  return new IntegrationFailure(`${what}${reason}: ${host}`);
}

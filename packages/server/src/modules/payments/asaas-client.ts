import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';

/** Asaas' production API; ASAAS_BASE_URL points elsewhere (its sandbox, or a local fake in tests). */
export const ASAAS_DEFAULT_BASE_URL = 'https://api.asaas.com/v3';
/** No checkout waits on the provider longer than this. */
const TIMEOUT_MS = 15_000;

/**
 * Asaas' REST API (v3) as the provider uses it: JSON both ways, the API key in the `access_token` header. Any
 * failure (no key, the network, a non-2xx answer, an answer of another shape) is ERR_PAYMENT_UNAVAILABLE; the
 * details go to the log, never to the client.
 */
export class AsaasClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: () => Promise<string | undefined>,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async get<T>(path: string, shape: z.ZodType<T>): Promise<T> {
    return this.request('GET', path, undefined, shape);
  }

  async post<T>(path: string, body: object, shape: z.ZodType<T>): Promise<T> {
    return this.request('POST', path, body, shape);
  }

  private async request<T>(method: string, path: string, body: object | undefined, shape: z.ZodType<T>): Promise<T> {
    const key = await this.apiKey();
    if (!key) return this.fail('the asaas setting is empty');
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { access_token: key, 'content-type': 'application/json', 'user-agent': 'guiche' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return this.fail(`${method} ${path} failed`, error);
    }
    const text = await response.text();
    if (!response.ok) return this.fail(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    const parsed = shape.safeParse(safeJson(text));
    if (!parsed.success) return this.fail(`${method} ${path} answered an unexpected shape`, parsed.error);
    return parsed.data;
  }

  private fail(reason: string, error?: unknown): never {
    this.logger.warn({ err: error }, `Asaas: ${reason}`);
    throw new AppError('ERR_PAYMENT_UNAVAILABLE');
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

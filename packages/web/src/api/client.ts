import type { ZodType } from 'zod';
import { randomKey } from '../lib/randomKey';
import { readStored } from '../lib/storage';
import { ApiError, ContractError } from './ApiError';
import { receive, send, type HttpMethod, type RequestBody } from './http';
import { endSession, explainedEnd, noticeSubscriptionExpired, pendingRefresh, refreshSession } from './session';

/**
 * The one API client. It adds the bearer token and, per spec 1 §4, recovers an expired session: a 403 (the server
 * answers an expired access token with 403 ERR_SESSION_EXPIRED) triggers one shared refresh and one retry of the
 * original request, while a 401 on an authenticated call (a revoked or invalid session) ends it. An expired
 * subscription (402) on any call turns the session billing-only (noticeSubscriptionExpired). Every POST carries an
 * Idempotency-Key, the same on its retry, so a request whose answer was lost is never carried out twice.
 */
interface RequestOptions {
  /**
   * False for the session endpoints themselves (login, logout): their 401 is an answer to show, not a sign
   * that the session needs refreshing.
   */
  recoverSession?: boolean;
}

/** Spec 1 §4: any 403 triggers one refresh and a retry (a permission refusal simply comes back the same). */
function needsRefresh(error: ApiError): boolean {
  return error.status === 403;
}

/** Runs one exchange with the stored token, refreshing the session and retrying once when the answer asks for it. */
async function withSession<T>(
  exchange: (token: string | null) => Promise<T>,
  options: RequestOptions = {},
): Promise<T> {
  const recoverSession = options.recoverSession ?? true;
  // Never send a token that a refresh under way is about to replace.
  await pendingRefresh()?.catch(() => undefined);
  try {
    return await exchange(readStored('token'));
  } catch (error) {
    if (noticeSubscriptionExpired(error) || !(error instanceof ApiError) || !recoverSession) throw error;
    if (needsRefresh(error)) {
      try {
        await refreshSession();
      } catch {
        // refreshSession ended the session if the server refused; the caller sees the original answer.
        throw error;
      }
      return exchange(readStored('token'));
    }
    if (error.status === 401) endSession(explainedEnd(error));
    throw error;
  }
}

function request(method: HttpMethod, path: string, body?: RequestBody, options?: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = method === 'POST' ? { 'Idempotency-Key': randomKey() } : {};
  return withSession((token) => send(method, path, body, token, headers), options);
}

function parse<T>(path: string, schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ContractError(path, result.error.issues);
  return result.data;
}

export const api = {
  async get<T>(path: string, schema: ZodType<T>): Promise<T> {
    return parse(path, schema, await request('GET', path));
  },
  async post<T>(path: string, body: unknown, schema: ZodType<T>, options?: RequestOptions): Promise<T> {
    return parse(path, schema, await request('POST', path, { json: body }, options));
  },
  async put<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T> {
    return parse(path, schema, await request('PUT', path, { json: body }));
  },
  async delete(path: string, options?: RequestOptions): Promise<void> {
    await request('DELETE', path, undefined, options);
  },
  /** A DELETE that names what goes in its body (DELETE /push/subscriptions: this device's endpoint). */
  async deleteWith(path: string, body: unknown): Promise<void> {
    await request('DELETE', path, { json: body });
  },
  /** A DELETE whose answer carries the record as it is afterwards (e.g. DELETE /whatsappsession/{id}). */
  async deleteAndRead<T>(path: string, schema: ZodType<T>): Promise<T> {
    return parse(path, schema, await request('DELETE', path));
  },
  /** A GET answered with a file, unread: the caller streams its body (e.g. GET /ticket/reports/export). */
  async download(path: string): Promise<Response> {
    return withSession((token) => receive(path, token));
  },
  /** A multipart upload (e.g. POST /users/{id}/media-upload). */
  async postForm<T>(path: string, form: FormData, schema: ZodType<T>): Promise<T> {
    return parse(path, schema, await request('POST', path, { form }));
  },
};

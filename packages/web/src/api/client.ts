import type { ZodType } from 'zod';
import { readStored } from '../lib/storage';
import { ApiError, ContractError } from './ApiError';
import { sendJson, type HttpMethod } from './http';
import { endSession, endSessionIfExpired, pendingRefresh, refreshSession } from './session';

/**
 * The one API client. It adds the bearer token and, per spec 1 §4, recovers an expired session: a 401
 * ERR_SESSION_EXPIRED or a 403 triggers one shared refresh and one retry of the original request. Any other
 * 401 on an authenticated call ends the session, and so does an expired subscription (402) on any call.
 */
interface RequestOptions {
  body?: unknown;
  /**
   * False for the session endpoints themselves (login, logout): their 401 is an answer to show, not a sign
   * that the session needs refreshing.
   */
  recoverSession?: boolean;
}

function needsRefresh(error: ApiError): boolean {
  return error.status === 403 || (error.status === 401 && error.code === 'ERR_SESSION_EXPIRED');
}

async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
  const recoverSession = options.recoverSession ?? true;
  // Never send a token that a refresh under way is about to replace.
  await pendingRefresh()?.catch(() => undefined);
  try {
    return await sendJson(method, path, options.body, readStored('token'));
  } catch (error) {
    if (endSessionIfExpired(error) || !(error instanceof ApiError) || !recoverSession) throw error;
    if (needsRefresh(error)) {
      try {
        await refreshSession();
      } catch {
        // refreshSession ended the session if the server refused; the caller sees the original answer.
        throw error;
      }
      return sendJson(method, path, options.body, readStored('token'));
    }
    if (error.status === 401) endSession();
    throw error;
  }
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
  async post<T>(path: string, body: unknown, schema: ZodType<T>, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return parse(path, schema, await request('POST', path, { ...options, body }));
  },
  async put<T>(path: string, body: unknown, schema: ZodType<T>): Promise<T> {
    return parse(path, schema, await request('PUT', path, { body }));
  },
  async delete(path: string, options?: Omit<RequestOptions, 'body'>): Promise<void> {
    await request('DELETE', path, options);
  },
};

import type { LoginResponse } from '@guiche/shared';
import {
  clearSessionEnd,
  clearSessionStorage,
  noteSessionEnd,
  readStored,
  writeStored,
  type ExplainedSessionEnd,
} from '../lib/storage';
import { tokenExpiresAt } from '../lib/jwt';
import { ApiError, ContractError } from './ApiError';
import { sendJson } from './http';
import { loadFirstLoadSchemas } from './loadFirstLoadSchemas';

/**
 * The token lifecycle, outside React so that the API client, the socket and the session context share it:
 * storing a session, refreshing it (one request at a time), refreshing ahead of expiry, and ending it.
 */
export type SessionEvent =
  | { type: 'refreshed'; session: LoginResponse }
  | { type: 'ended' }
  /** A call answered 402: the company's due date passed, the session is billing-only from now on (spec 1 §4). */
  | { type: 'subscriptionExpired'; dueDate: string | undefined };

type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();
/** Refresh this long before the access token expires, so requests never race the expiry. */
const REFRESH_AHEAD_MS = 60_000;
/** Lower bound, so a clock skew or a short-lived token cannot cause a refresh loop. */
const MIN_REFRESH_DELAY_MS = 10_000;

let refreshInFlight: Promise<LoginResponse> | null = null;
let proactiveTimer: ReturnType<typeof setTimeout> | undefined;

export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}

async function parseLoginResponse(path: string, body: unknown): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadFirstLoadSchemas();
  const result = loginResponseSchema.safeParse(body);
  if (!result.success) throw new ContractError(path, result.error.issues);
  return result.data;
}

function scheduleProactiveRefresh(token: string): void {
  clearTimeout(proactiveTimer);
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return;
  const delay = Math.max(expiresAt - Date.now() - REFRESH_AHEAD_MS, MIN_REFRESH_DELAY_MS);
  proactiveTimer = setTimeout(() => {
    // A failure here already ended the session (or was a network blip the next request will retry).
    refreshSession().catch(() => undefined);
  }, delay);
}

/** Keeps what the app reads from storage after a login or refresh (spec 1 §3 keys). */
export function storeSession({ token, publicToken, user }: LoginResponse): void {
  writeStored('token', token);
  writeStored('publicToken', publicToken);
  writeStored('companyId', String(user.companyId));
  writeStored('userId', String(user.id));
  if (user.company.dueDate) writeStored('companyDueDate', user.company.dueDate);
  if (user.profileImage) writeStored('profileImage', user.profileImage);
  // The campaign routes exist only under this flag; the company setting switches it on (spec 1 §9).
  const campaigns = user.company.companieSettings.find((setting) => setting.key === 'campaignsEnabled');
  if (campaigns?.value === 'true') writeStored('cshow', '');
  // A live session again: the login page's reason for the previous end has been read.
  clearSessionEnd();
  scheduleProactiveRefresh(token);
}

/**
 * Clears the stored session and tells listeners (the session context sends the user to /login). With a reason, the
 * login page says why the session ended, also after a reload.
 */
export function endSession(reason?: ExplainedSessionEnd): void {
  clearTimeout(proactiveTimer);
  clearSessionStorage();
  if (reason) noteSessionEnd(reason);
  emit({ type: 'ended' });
}

/** Why the server ended the session, when the user should be told: a login on another device replaced it. */
export function explainedEnd(error: unknown): ExplainedSessionEnd | undefined {
  return error instanceof ApiError && error.code === 'ERR_SESSION_REPLACED' ? 'replaced' : undefined;
}

/**
 * Tells listeners when an answer says the subscription expired (402 ERR_SUBSCRIPTION_EXPIRED: the due date passed
 * while the user was in). The session goes on, billing-only: listeners take the due date and send the user to pay.
 * True when it did.
 */
export function noticeSubscriptionExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'ERR_SUBSCRIPTION_EXPIRED') return false;
  if (error.dueDate) writeStored('companyDueDate', error.dueDate);
  emit({ type: 'subscriptionExpired', dueDate: error.dueDate });
  return true;
}

/** The refresh under way, if any: requests wait for it instead of sending a token about to be replaced. */
export function pendingRefresh(): Promise<LoginResponse> | null {
  return refreshInFlight;
}

/**
 * Tabs share the refresh cookie, and the server treats a rotated cookie presented twice as stolen. Holding a
 * lock across tabs makes a second tab's refresh wait and then present the cookie the first one received.
 */
async function acrossTabs<T>(refresh: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return refresh();
  return await navigator.locks.request('guiche-token-refresh', refresh);
}

/**
 * Exchanges the refresh cookie for new tokens. Concurrent callers share one request. When the server refuses
 * (4xx) the session is over and is ended here; a network failure leaves the session as it is.
 */
export function refreshSession(): Promise<LoginResponse> {
  refreshInFlight ??= acrossTabs(() => sendJson('POST', '/auth/refresh_token'))
    .then((body) => parseLoginResponse('/auth/refresh_token', body))
    .then((session) => {
      storeSession(session);
      emit({ type: 'refreshed', session });
      return session;
    })
    .catch((error: unknown) => {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      // A session replaced while this device slept learns it here (ERR_SESSION_REPLACED).
      if (refused) endSession(explainedEnd(error));
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Start-up with a stored token: restores the session from the refresh cookie, or leaves none behind. */
export function restoreSession(): void {
  refreshSession().catch(() => {
    // A refusal already ended the session; anything else ends it here.
    if (readStored('token')) endSession();
  });
}

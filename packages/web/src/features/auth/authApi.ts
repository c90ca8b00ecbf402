import type { LoginRequest, LoginResponse, SessionUser, UpdateOwnPreferences } from '@guiche/shared';
import { api } from '../../api/client';
import { loadFirstLoadSchemas } from '../../api/loadFirstLoadSchemas';
import { currentSessionKind } from './sessionKind';

/**
 * The session calls of spec 1 §7. Login and logout answer for themselves: no refresh-and-retry. Their schemas load
 * with the first call, which keeps zod off the login page's first load.
 */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadFirstLoadSchemas();
  const body: LoginRequest = { ...credentials, sessionKind: currentSessionKind() };
  return api.post('/auth/login', body, loginResponseSchema, { recoverSession: false });
}

export function logout(): Promise<void> {
  return api.delete('/auth/logout', { recoverSession: false });
}

export async function fetchCurrentUser(): Promise<SessionUser> {
  const { userSessionSchema } = await loadFirstLoadSchemas();
  return api.get('/auth/me', userSessionSchema);
}

/** PUT /users/{id} answers the user as the users screen sees it; the session keeps its own shape. */
export async function updatePreferences(user: SessionUser, preferences: UpdateOwnPreferences): Promise<SessionUser> {
  const { userDetailSchema } = await loadFirstLoadSchemas();
  const saved = await api.put(`/users/${user.id}`, preferences, userDetailSchema);
  return { ...user, language: saved.language, defaultTheme: saved.defaultTheme, defaultMenu: saved.defaultMenu };
}

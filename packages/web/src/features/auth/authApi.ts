import {
  loginResponseSchema,
  userDetailSchema,
  userSessionSchema,
  type LoginRequest,
  type LoginResponse,
  type SessionUser,
  type UpdateOwnPreferences,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The session calls of spec 1 §7. Login and logout answer for themselves: no refresh-and-retry. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', credentials, loginResponseSchema, { recoverSession: false });
}

export function logout(): Promise<void> {
  return api.delete('/auth/logout', { recoverSession: false });
}

export function fetchCurrentUser(): Promise<SessionUser> {
  return api.get('/auth/me', userSessionSchema);
}

/** PUT /users/{id} answers the user as the users screen sees it; the session keeps its own shape. */
export async function updatePreferences(user: SessionUser, preferences: UpdateOwnPreferences): Promise<SessionUser> {
  const saved = await api.put(`/users/${user.id}`, preferences, userDetailSchema);
  return { ...user, language: saved.language, defaultTheme: saved.defaultTheme, defaultMenu: saved.defaultMenu };
}

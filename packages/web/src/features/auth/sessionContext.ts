import { createContext, useContext } from 'react';
import type { LoginResponse, SessionUser } from '@guiche/shared';

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Token of the live socket; changes after every refresh. */
  publicToken: string | null;
  /** Adopts a session the server just granted (login). */
  signIn(session: LoginResponse): void;
  signOut(): Promise<void>;
  /** Replaces the session user (preferences saved, or the server announced a change). */
  setUser(user: SessionUser): void;
  /** Re-reads the session user from the server. */
  reloadUser(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The logged-in user, for components that only render behind the route guard. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind <RequireAuth>');
  return user;
}

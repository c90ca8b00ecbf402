import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResponse, SessionUser } from '@guiche/shared';
import { endSession, onSessionEvent, restoreSession, storeSession } from '../../api/session';
import { i18n } from '../../i18n';
import { readStored } from '../../lib/storage';
import { withDueDate } from '../billing/billingOnly';
import { fetchCurrentUser, logout } from './authApi';
import { SessionContext, type SessionContextValue, type SessionStatus } from './sessionContext';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  publicToken: string | null;
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null, publicToken: null };

/** Owns who is logged in. Token mechanics live in api/session; this mirrors them into React. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // With a stored token the session is restored from the refresh cookie before anything renders (spec 1 §4).
  const [state, setState] = useState<SessionState>(() =>
    readStored('token') ? { status: 'restoring', user: null, publicToken: null } : ANONYMOUS,
  );

  // Counts the events that replace the session, so that a refresh still waiting for its language cannot undo a
  // later one (a logout, or a newer refresh).
  const lastSessionEvent = useRef(0);
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          const eventNumber = ++lastSessionEvent.current;
          const { user, publicToken } = event.session;
          // A restored session opens in the user's language: one that loads lazily is fetched first, so the
          // shell never shows in Portuguese for a moment. Once loaded, the switch takes no time.
          void i18n.changeLanguage(user.language).then(() => {
            if (eventNumber === lastSessionEvent.current) setState({ status: 'authenticated', user, publicToken });
          });
        } else if (event.type === 'subscriptionExpired') {
          // The due date passed while the user was in: the session goes on billing-only, on the screen to pay it.
          const { dueDate } = event;
          if (dueDate)
            setState((current) => (current.user ? { ...current, user: withDueDate(current.user, dueDate) } : current));
          navigate('/financeiro-aberto', { replace: true });
        } else {
          lastSessionEvent.current += 1;
          setState(ANONYMOUS);
          queryClient.clear();
        }
      }),
    [queryClient, navigate],
  );

  const restoring = state.status === 'restoring';
  useEffect(() => {
    if (restoring) restoreSession();
  }, [restoring]);

  const language = state.user?.language;
  useEffect(() => {
    if (language) void i18n.changeLanguage(language);
  }, [language]);

  const signIn = useCallback((session: LoginResponse) => {
    storeSession(session);
    setState({ status: 'authenticated', user: session.user, publicToken: session.publicToken });
  }, []);

  const signOut = useCallback(async () => {
    // The server call only revokes the refresh cookie; the local session ends either way.
    await logout().catch(() => undefined);
    endSession();
  }, []);

  // Only a live session takes a new user: a late answer must not revive a session that just ended.
  const setUser = useCallback(
    (user: SessionUser) => setState((current) => (current.status === 'authenticated' ? { ...current, user } : current)),
    [],
  );

  const reloadUser = useCallback(async () => setUser(await fetchCurrentUser()), [setUser]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signOut, setUser, reloadUser }),
    [state, signIn, signOut, setUser, reloadUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

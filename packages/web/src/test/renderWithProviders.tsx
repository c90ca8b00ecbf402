import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SessionUser } from '@guiche/shared';
import { SessionContext, type SessionContextValue } from '../features/auth/sessionContext';
import { sessionUser } from './sessionUser';

interface ProviderOptions {
  /** The logged-in user; a company admin by default. */
  user?: SessionUser;
}

/**
 * Renders a component as the app does behind its login: a fresh query cache (no retries, so a failing call shows at
 * once) and a signed-in session. The live socket stays absent, as before it connects. Calls go to `fetch`, which
 * the test stubs.
 */
export function renderWithProviders(ui: ReactElement, { user = sessionUser() }: ProviderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session: SessionContextValue = {
    status: 'authenticated',
    user,
    publicToken: null,
    signIn: () => undefined,
    signOut: () => Promise.resolve(),
    setUser: () => undefined,
    reloadUser: () => Promise.resolve(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

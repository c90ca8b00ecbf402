import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/auth/SessionProvider';
import { ShortcutsProvider } from '../features/shortcuts/ShortcutsProvider';
import { AppThemeProvider } from './AppThemeProvider';
import { createQueryClient } from './queryClient';

/**
 * Providers in dependency order: data cache, router, session, theme (which follows the session's user), keyboard
 * shortcuts (whose '?' sheet is themed).
 * Router updates are not transitions, so that a login's session change and its navigation render together
 * and the public-route guard never sees the new session on the old /login address.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <SessionProvider>
          <AppThemeProvider>
            <ShortcutsProvider>{children}</ShortcutsProvider>
          </AppThemeProvider>
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

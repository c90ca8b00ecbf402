import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@guiche/shared';
import { useSession } from '../features/auth/sessionContext';
import { createAppTheme } from './theme';
import { ToastHost } from './ToastHost';

/** Light or dark: the user's defaultTheme once logged in, the system preference before. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode: Theme = user?.defaultTheme ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ToastHost mode={mode} />
      {children}
    </ThemeProvider>
  );
}

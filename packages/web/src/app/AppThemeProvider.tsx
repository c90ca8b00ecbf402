import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@guiche/shared';
import { useSession } from '../features/auth/sessionContext';
import { createAppTheme } from './theme';
import { ToastHost } from './ToastHost';

/** Light or dark: the user's defaultTheme once logged in, the system preference before; texts in the UI language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode: Theme = user?.defaultTheme ?? (prefersDark ? 'dark' : 'light');
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      createAppTheme(mode, {
        displayedRows: ({ from, to, count }) =>
          count === -1 ? t('common.pagerRangeOpen', { from, to }) : t('common.pagerRange', { from, to, count }),
      }),
    // The texts follow the language: react-i18next hands a new `t` on each language change.
    [mode, t],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ToastHost mode={mode} />
      {children}
    </ThemeProvider>
  );
}

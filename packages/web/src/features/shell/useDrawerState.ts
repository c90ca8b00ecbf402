import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCurrentUser } from '../auth/sessionContext';
import { usePreferences } from '../auth/usePreferences';

export interface DrawerState {
  /** Wide screens keep a permanent drawer; narrow ones a temporary one (spec 1 §2). */
  permanent: boolean;
  /** Permanent drawer expanded: the user's saved defaultMenu. */
  expanded: boolean;
  /** Temporary drawer shown. */
  mobileOpen: boolean;
  toggle(): void;
  closeMobile(): void;
}

export function useDrawerState(): DrawerState {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { defaultMenu } = useCurrentUser();
  const savePreferences = usePreferences();
  const [mobileOpen, setMobileOpen] = useState(false);
  const expanded = defaultMenu === 'open';

  return {
    permanent,
    expanded,
    mobileOpen,
    toggle: () => {
      if (permanent) void savePreferences({ defaultMenu: expanded ? 'closed' : 'open' });
      else setMobileOpen((open) => !open);
    },
    closeMobile: () => setMobileOpen(false),
  };
}

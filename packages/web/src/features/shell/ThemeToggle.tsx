import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/sessionContext';
import { usePreferences } from '../auth/usePreferences';

/** Switches between the light and dark theme and saves the choice as the user's defaultTheme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { defaultTheme } = useCurrentUser();
  const savePreferences = usePreferences();
  const dark = defaultTheme === 'dark';
  const label = dark ? t('appBar.lightTheme') : t('appBar.darkTheme');

  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        data-testid="theme-toggle"
        data-theme={defaultTheme}
        aria-label={label}
        onClick={() => void savePreferences({ defaultTheme: dark ? 'light' : 'dark' })}
      >
        {dark ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}

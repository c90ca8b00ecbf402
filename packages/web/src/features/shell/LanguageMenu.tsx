import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckOutlinedIcon from '@mui/icons-material/CheckOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { usePreferences } from '../auth/usePreferences';

/** Language picker (spec 1 §2): the choice is saved on the user and applied at once. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useCurrentUser();
  const savePreferences = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) void savePreferences({ language: next });
  };

  return (
    <>
      <Tooltip title={t('appBar.language')}>
        <Button
          color="inherit"
          data-testid="language-menu-button"
          aria-label={t('appBar.language')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          startIcon={<TranslateOutlinedIcon />}
          sx={{ minWidth: 0, px: 1 }}
        >
          {language.slice(0, 2).toUpperCase()}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem key={option} selected={option === language} onClick={() => choose(option)} lang={option}>
            <ListItemIcon>{option === language && <CheckOutlinedIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`languages.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

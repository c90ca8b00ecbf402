import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';

/** A password input's show/hide toggle: the type to give the input and the end adornment that switches it. */
export function usePasswordToggle(): { type: 'text' | 'password'; endAdornment: ReactNode } {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <InputAdornment position="end">
        <IconButton
          edge="end"
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
        </IconButton>
      </InputAdornment>
    ),
  };
}

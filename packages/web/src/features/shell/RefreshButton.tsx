import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RefreshOutlinedIcon from '@mui/icons-material/RefreshOutlined';
import { useTranslation } from 'react-i18next';

/** Reloads the whole page (spec 1 §2 app bar). */
export function RefreshButton() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('appBar.refresh')}>
      <IconButton color="inherit" aria-label={t('appBar.refresh')} onClick={() => window.location.reload()}>
        <RefreshOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

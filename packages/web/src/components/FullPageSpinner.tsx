import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while the session is restored or a top-level chunk loads: never a blank page, never a login flash. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

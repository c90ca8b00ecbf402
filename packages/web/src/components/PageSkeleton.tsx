import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Stand-in for a page inside the shell while its chunk or data loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width="30%" height={40} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={1.5}>
          <Skeleton variant="rounded" height={28} width="60%" />
          <Skeleton variant="rounded" height={18} />
          <Skeleton variant="rounded" height={18} width="85%" />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Paper>
    </Stack>
  );
}

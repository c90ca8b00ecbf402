import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { importProgressOf, type ImportStatus } from './importStatus';

/** The progress card of one connection's message import (spec 2 §4). */
export function ImportProgressCard({ name, status }: { name: string; status: ImportStatus }) {
  const { t } = useTranslation();
  const progress = importProgressOf(status);
  return (
    <Card variant="outlined" data-testid="import-progress">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {progress.preparing
              ? t('connections.import.preparing', { name })
              : t('connections.import.importing', { name })}
          </Typography>
          {progress.preparing ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-label={t('connections.import.preparing', { name })} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('connections.import.preparingHint')}
              </Typography>
            </Stack>
          ) : (
            <Stack spacing={0.75}>
              <LinearProgress
                variant="determinate"
                value={progress.percent}
                aria-label={t('connections.import.importing', { name })}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('connections.import.progress', {
                  processed: progress.processed,
                  total: progress.total,
                  percent: progress.percent,
                })}
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

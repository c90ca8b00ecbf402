import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, progressPercent, type DownloadProgress } from './download';

/**
 * A download under way: a determinate bar when its size or row count is known, an indeterminate one otherwise, and
 * beside it what has arrived (rows of the total, or the bytes).
 */
export function DownloadProgressBar({ progress, label }: { progress: DownloadProgress; label: string }) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(progress);
  const number = new Intl.NumberFormat(i18n.language);
  const detail =
    progress.rows !== null && progress.totalRows !== null
      ? t('common.download.rows', { done: number.format(progress.rows), total: number.format(progress.totalRows) })
      : t('common.download.bytes', { size: formatBytes(progress.receivedBytes, i18n.language) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="download-progress">
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
        aria-label={label}
        sx={{ flex: 1, minWidth: 80, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {percent === null ? detail : `${detail} · ${percent}%`}
      </Typography>
    </Box>
  );
}

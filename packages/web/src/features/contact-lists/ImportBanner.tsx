import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactListImportReport } from '@guiche/shared';
import { importSummary } from './importSummary';

/** A running upload's live counts, then its result with the first refused rows (spec 3 §8: per-row failures shown). */
export function ImportBanner({ report, onClose }: { report: ContactListImportReport; onClose(): void }) {
  const { t } = useTranslation();
  const { key, counts, shownErrors } = importSummary(report);
  return (
    <Alert
      severity={report.done ? (report.errorCount > 0 ? 'warning' : 'success') : 'info'}
      onClose={report.done ? onClose : undefined}
      sx={{ mb: 2 }}
      data-testid="contact-list-import"
    >
      <Typography variant="body2">{t(`contactLists.${key}`, counts)}</Typography>
      {!report.done && <LinearProgress sx={{ mt: 1 }} />}
      {shownErrors.map((error) => (
        <Typography key={error.row} variant="caption" component="div">
          {t('contactLists.rowError', { row: error.row, reason: t(`contactLists.reasons.${error.reason}`) })}
        </Typography>
      ))}
    </Alert>
  );
}

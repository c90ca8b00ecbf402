import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A failed load with a way to try again; the error itself was already reported by the error handler. Lists
 * pass the spec's own text ('Não foi possível carregar a lista de registros').
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message ?? t('common.loadFailed')}
    </Alert>
  );
}

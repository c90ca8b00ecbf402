import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/sessionContext';

/**
 * A campaign screen that could not read its data. The plan flag is checked before the screen opens; a refusal here
 * is the company setting that switches campaigns off, which an administrator can change, so it says so.
 */
export function CampaignsLoadError({ error, message, onRetry }: { error: unknown; message?: string; onRetry(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!(error instanceof ApiError) || error.code !== 'ERR_NO_PERMISSION')
    return <LoadError message={message} onRetry={onRetry} />;
  return (
    <Paper variant="outlined" data-testid="campaigns-disabled">
      <EmptyState
        icon={<CampaignOutlinedIcon />}
        title={t('campaigns.disabledTitle')}
        text={t('campaigns.disabledText')}
        action={
          isAdmin(user) || user.super ? (
            <Button variant="contained" component={RouterLink} to="/settings">
              {t('campaigns.openSettings')}
            </Button>
          ) : undefined
        }
      />
    </Paper>
  );
}

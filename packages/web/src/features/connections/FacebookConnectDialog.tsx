import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { connectFacebook } from './connectionsApi';
import { cacheConnection } from './connectionsCache';
import {
  connectPayload,
  facebookConnectFormSchema,
  facebookErrorKey,
  facebookIssueFields,
  type FacebookConnectValues,
  type MetaChannel,
} from './facebookConnect';

/** Where a user token for a test or a manual setup is made (Meta's own tool). */
const GRAPH_EXPLORER_URL = 'https://developers.facebook.com/tools/explorer/';

interface FacebookConnectDialogProps {
  channel: MetaChannel;
  onClose(): void;
}

/**
 * Facebook and Instagram connections (spec 2 §7 POST /facebook). The product would get the user id and token from
 * the Facebook login; with no Meta app configured for the web, the admin pastes them here. Every Page the user
 * manages (or each Page's Instagram account) becomes a connection.
 */
export function FacebookConnectDialog({ channel, onClose }: FacebookConnectDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FacebookConnectValues>({
    resolver: zodResolver(facebookConnectFormSchema),
    defaultValues: { facebookUserId: '', facebookUserToken: '' },
  });

  const message = (text: string | undefined) => {
    const key = facebookErrorKey(text);
    return key ? t(`connections.facebookDialog.errors.${key}`) : validationMessage(text);
  };

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    let connected: Connection[];
    try {
      connected = await connectFacebook(connectPayload(values, channel));
    } catch (error) {
      const issues = facebookIssueFields(validationIssues(error));
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message: issue }, index) =>
        setError(field, { message: issue }, { shouldFocus: index === 0 }),
      );
      return;
    }
    for (const connection of connected) cacheConnection(queryClient, connection);
    toast.success(t('connections.facebookDialog.connected', { count: connected.length }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="facebook-dialog-title"
      data-testid="facebook-dialog"
    >
      <DialogTitle id="facebook-dialog-title">{t(`connections.facebookDialog.title.${channel}`)}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2">{t(`connections.facebookDialog.help.${channel}`)}</Typography>
            <Typography variant="body2">
              <Link href={GRAPH_EXPLORER_URL} target="_blank" rel="noopener noreferrer">
                {t('connections.facebookDialog.explorer')}
              </Link>
            </Typography>
            <TextField
              {...register('facebookUserId')}
              label={t('connections.facebookDialog.userId')}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              error={Boolean(errors.facebookUserId)}
              helperText={message(errors.facebookUserId?.message) ?? t('connections.facebookDialog.userIdHint')}
            />
            <TextField
              {...register('facebookUserToken')}
              label={t('connections.facebookDialog.userToken')}
              fullWidth
              multiline
              minRows={3}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
              error={Boolean(errors.facebookUserToken)}
              helperText={message(errors.facebookUserToken?.message) ?? t('connections.facebookDialog.userTokenHint')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="facebook-dialog-submit">
            {t('connections.facebookDialog.connect')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

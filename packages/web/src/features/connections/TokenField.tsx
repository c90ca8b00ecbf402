import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { Controller, useFormContext } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import type { ConnectionFormInput } from './connectionForm';
import { generateConnectionToken } from './connectionToken';

/**
 * The connection's API token (spec 2 §2): never typed, only regenerated and copied. A new one is drawn by the server
 * on save, so until then the field shows that one is coming rather than a token that will never be valid. The
 * clipboard can be refused (no permission, insecure page): the token is then left selectable.
 */
export function TokenField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success(t('connectionModal.tokenCopied'), { toastId: 'token-copied' });
    } catch {
      toast.error(t('connectionModal.copyFailed'), { toastId: 'token-copy-failed' });
    }
  };

  return (
    <Controller
      control={control}
      name="token"
      render={({ field, fieldState }) => {
        const pending = fieldState.isDirty || !field.value;
        return (
          <TextField
            fullWidth
            label={t('connectionModal.token')}
            name={field.name}
            inputRef={field.ref}
            value={pending ? '' : field.value}
            placeholder={pending ? t('connectionModal.tokenPending') : undefined}
            error={fieldState.invalid}
            helperText={
              validationMessage(fieldState.error?.message) ??
              t(pending ? 'connectionModal.tokenPendingHint' : 'connectionModal.tokenHint')
            }
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'connection-token',
                // Small enough on a phone for all 30 characters to stay in view.
                sx: { fontFamily: 'monospace', fontSize: { xs: 12.5, sm: 16 }, letterSpacing: { sm: '0.04em' } },
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('connectionModal.regenerateToken')}>
                      <IconButton
                        aria-label={t('connectionModal.regenerateToken')}
                        onClick={() => field.onChange(generateConnectionToken())}
                        edge="end"
                      >
                        <AutorenewOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('connectionModal.copyToken')}>
                      <span>
                        <IconButton
                          aria-label={t('connectionModal.copyToken')}
                          disabled={pending}
                          onClick={() => void copy(field.value ?? '')}
                        >
                          <ContentCopyOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      }}
    />
  );
}

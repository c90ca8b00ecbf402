import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { settingValueProblem, type CompanySettingKey } from '@guiche/shared';
import { validationMessage } from '../../i18n/validationMessage';

interface SettingTextFieldProps {
  settingKey: CompanySettingKey | 'asaas';
  label: string;
  /** The saved value; the field edits a draft of it, sent with the save button. */
  value: string;
  saving: boolean;
  /** Settles once saved; a failure was already reported by the error handler. */
  onSave(value: string): Promise<unknown>;
  helperText?: string;
  secret?: boolean;
}

/** A text setting (the LGPD message and link, the payment token): typed freely, saved on demand. */
export function SettingTextField({
  settingKey,
  label,
  value,
  saving,
  onSave,
  helperText,
  secret = false,
}: SettingTextFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // The company rules bound the length; the token has no rule beyond the server's own.
  const problem = settingKey === 'asaas' ? null : settingValueProblem(settingKey, draft);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ py: 1.5, alignItems: { sm: 'flex-start' } }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        type={secret ? 'password' : 'text'}
        multiline={settingKey === 'lgpdMessage'}
        minRows={settingKey === 'lgpdMessage' ? 2 : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={problem !== null}
        helperText={validationMessage(problem ?? undefined) ?? helperText}
        autoComplete="off"
        data-testid={`setting-${settingKey}`}
      />
      <Button
        variant="outlined"
        loading={saving}
        disabled={problem !== null || draft === value}
        // A secret is never shown back, so its field empties once it is saved.
        onClick={() =>
          void onSave(draft).then(
            () => secret && setDraft(''),
            () => undefined,
          )
        }
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {t('common.save')}
      </Button>
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingValueProblem } from '@guiche/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { validationMessage } from '../../i18n/validationMessage';
import { fetchRetentionPreview, privacyKeys } from './privacyApi';
import { useSaveSetting } from './useSaveSetting';

/** The period typed settles this long before its dry run is asked for (one call per number, not per keystroke). */
const PREVIEW_DEBOUNCE_MS = 400;

export type RetentionKey = 'retentionMediaDays' | 'retentionMessagesDays';

/** The days a draft turns retention on with, or null (blank: off; invalid; unchanged). */
function periodOf(key: RetentionKey, draft: string, saved: string): number | null {
  const text = draft.trim();
  if (text === '' || text === saved || settingValueProblem(key, text) !== null) return null;
  return Number(text);
}

/**
 * One retention period (days; blank is off). A new period shows, before it can be saved, how much a run today would
 * remove (the server's dry run), and saving it asks for a confirmation that says so. Turning it off saves at once.
 */
export function RetentionSetting({
  settingKey,
  value,
  help,
}: {
  settingKey: RetentionKey;
  value: string;
  help: string;
}) {
  const { t } = useTranslation();
  const save = useSaveSetting(settingKey);
  const [draft, setDraft] = useState(value);
  const [confirming, setConfirming] = useState(false);
  const text = draft.trim();
  const problem = text === '' ? null : settingValueProblem(settingKey, text);
  const days = useDebouncedValue(periodOf(settingKey, draft, value), PREVIEW_DEBOUNCE_MS);
  const media = settingKey === 'retentionMediaDays';
  const preview = useQuery({
    queryKey: media ? privacyKeys.preview(days, null) : privacyKeys.preview(null, days),
    queryFn: () => (media ? fetchRetentionPreview(days, null) : fetchRetentionPreview(null, days)),
    enabled: days !== null,
  });
  const turningOn = periodOf(settingKey, draft, value) !== null;
  const sentence = preview.data
    ? t('privacySettings.preview', { files: preview.data.mediaFiles, messages: preview.data.messages })
    : undefined;
  const previewShown = turningOn && days === Number(text) && preview.data !== undefined;
  const store = () =>
    void save.mutateAsync(text).then(
      () => setConfirming(false),
      () => setConfirming(false),
    );

  return (
    <Stack spacing={0.75} sx={{ py: 1.5 }} data-testid={`retention-${settingKey}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth
          size="small"
          label={t(`settings.keys.${settingKey}`)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={problem !== null}
          helperText={
            validationMessage(problem ?? undefined) ?? (text === '' ? `${t('privacySettings.off')} · ${help}` : help)
          }
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'data-testid': `setting-${settingKey}` },
            input: { endAdornment: <InputAdornment position="end">{t('privacySettings.days')}</InputAdornment> },
          }}
        />
        <Button
          variant="outlined"
          loading={save.isPending}
          disabled={problem !== null || text === value || (turningOn && !previewShown)}
          onClick={() => (turningOn ? setConfirming(true) : store())}
          sx={{ flexShrink: 0, minHeight: 40 }}
          data-testid={`save-${settingKey}`}
        >
          {t('common.save')}
        </Button>
      </Stack>
      {turningOn && (
        <Typography
          variant="body2"
          sx={{ color: preview.isError ? 'error.main' : 'warning.main' }}
          data-testid={`preview-${settingKey}`}
        >
          {preview.isError
            ? t('privacySettings.previewFailed')
            : previewShown
              ? sentence
              : t('privacySettings.previewLoading')}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('privacySettings.confirmTitle')}
        text={t('privacySettings.confirmText', { preview: sentence ?? '' })}
        confirmLabel={t('privacySettings.confirm')}
        tone="error"
        busy={save.isPending}
        onConfirm={store}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

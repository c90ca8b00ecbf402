import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { snoozeUntilIssue } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { fromZonedInput, snoozeInputBounds, toZonedInput } from './snoozeTimes';

const HOUR_MS = 3_600_000;

interface SnoozeDialogProps {
  busy: boolean;
  onClose(): void;
  /** The ISO instant the chosen date and time name on the company's clock. */
  onSnooze(until: string): void;
}

/**
 * A date and time of one's own for a snooze, typed on the company's clock (the zone is named under the field), ahead
 * of now and at most SNOOZE_MAX_DAYS away, as the server checks it too.
 */
export function SnoozeDialog({ busy, onClose, onSnooze }: SnoozeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { timeZone } = useCurrentUser().company;
  const [opened] = useState(() => new Date());
  const [value, setValue] = useState(() => toZonedInput(new Date(opened.getTime() + HOUR_MS), timeZone));
  const [error, setError] = useState<string | null>(null);
  const bounds = snoozeInputBounds(opened, timeZone);

  const submit = () => {
    const until = fromZonedInput(value, timeZone);
    const issue = until ? snoozeUntilIssue(until, new Date()) : 'validation.invalidDate';
    if (issue || !until) {
      setError(t(issue ?? 'validation.invalidDate'));
      return;
    }
    onSnooze(until.toISOString());
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="snooze-dialog"
    >
      <DialogTitle id={titleId}>{t('tickets.snooze.dialogTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          fullWidth
          label={t('tickets.snooze.when')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? t('tickets.snooze.zone', { zone: timeZone })}
          sx={{ mt: 1 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: bounds.min, max: bounds.max, 'data-testid': 'snooze-when' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={submit} data-testid="snooze-confirm">
          {t('tickets.snooze.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

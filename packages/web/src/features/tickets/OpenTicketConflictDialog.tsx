import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { OpenTicketConflict } from '@guiche/shared';
import { conflictText } from './conflictText';

/** The notice naming who already holds the contact's open ticket, and in which queue (spec 1 §2, §4). */
export function OpenTicketConflictDialog({
  conflict,
  onClose,
}: {
  conflict: OpenTicketConflict | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={conflict !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="ticket-conflict-dialog"
    >
      <DialogTitle id={titleId}>{t('tickets.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{conflict && conflictText(t, conflict)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

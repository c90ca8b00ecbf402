import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { useFullScreenDialog } from '../shell/useFullScreenDialog';

interface EditMessageDialogProps {
  message: MessageView;
  saving: boolean;
  onClose(): void;
  onSave(body: string): void;
}

/** Rewrites one's own text message (within 15 minutes; the server has the last word on the window). */
export function EditMessageDialog({ message, saving, onClose, onSave }: EditMessageDialogProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState(message.body);
  const fullScreen = useFullScreenDialog();
  const trimmed = body.trim();
  const save = () => {
    if (trimmed && trimmed !== message.body.trim() && !saving) onSave(trimmed);
  };
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      data-testid="edit-message-dialog"
    >
      <DialogTitle>{t('chat.editTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('chat.editHint')}
        </DialogContentText>
        <TextField
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              save();
            }
          }}
          multiline
          maxRows={5}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { 'aria-label': t('chat.editTitle') } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={!trimmed || trimmed === message.body.trim()}
          onClick={save}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** True while the deletion runs: the buttons wait for it. */
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** 'Exclusão de Registro' / 'Deseja realmente excluir esse registro?' (spec 2 §8), shared by every list. */
export function ConfirmDeleteDialog({ open, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={deleting ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('common.confirmDeleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common.confirmDeleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={deleting}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

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
    <ConfirmDialog
      open={open}
      title={t('common.confirmDeleteTitle')}
      text={t('common.confirmDeleteText')}
      confirmLabel={t('common.delete')}
      tone="error"
      busy={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

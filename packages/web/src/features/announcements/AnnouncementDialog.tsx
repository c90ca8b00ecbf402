import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { AnnouncementForm } from './AnnouncementForm';

interface AnnouncementDialogProps {
  /** The announcement being edited, or null to add one. */
  announcement: AnnouncementView | null;
  onClose(): void;
}

/** Add or edit an announcement; full screen on phones. Mounted only while open, so each opening starts a clean form. */
export function AnnouncementDialog({ announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="announcement-dialog-title"
      data-testid="announcement-dialog"
    >
      <DialogTitle id="announcement-dialog-title">
        {announcement ? t('announcements.editTitle') : t('announcements.addTitle')}
      </DialogTitle>
      <AnnouncementForm announcement={announcement} onClose={onClose} />
    </Dialog>
  );
}

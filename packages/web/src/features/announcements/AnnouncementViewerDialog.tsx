import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { formatShortDateTime } from '../../lib/dates';
import { priorityColor } from './announcementPriority';

/** The announcement viewer (spec 1 §2): title, date, image and text of one announcement. */
export function AnnouncementViewerDialog({
  announcement,
  onClose,
}: {
  announcement: AnnouncementView | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  if (!announcement) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="announcement-viewer">
      <DialogTitle sx={{ borderLeft: 6, borderColor: (theme) => priorityColor(theme, announcement.priority) }}>
        {announcement.title}
        <Typography variant="caption" color="text.secondary" component="div">
          {formatShortDateTime(announcement.createdAt)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {announcement.mediaPath && (
          <Box
            component="img"
            src={announcement.mediaPath}
            alt={announcement.mediaName ?? ''}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 300, mx: 'auto', mb: 2, borderRadius: 1 }}
          />
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{announcement.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

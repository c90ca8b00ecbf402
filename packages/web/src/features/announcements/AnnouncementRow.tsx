import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { priorityName } from './announcementForm';
import { priorityColor } from './announcementPriority';

export interface AnnouncementRowHandlers {
  onEdit(announcement: AnnouncementView): void;
  onDelete(announcement: AnnouncementView): void;
}

/** The attachment column shows from the sm breakpoint. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One announcement of the list (spec 3 "Announcements": title, priority, attachment, status). */
export const AnnouncementRow = memo(function AnnouncementRow({
  announcement,
  onEdit,
  onDelete,
}: { announcement: AnnouncementView } & AnnouncementRowHandlers) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <TableRow hover data-testid="announcement-row">
      <TableCell sx={{ minWidth: 160 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {announcement.title}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            mr: 1,
            bgcolor: priorityColor(theme, announcement.priority),
          }}
        />
        {t(`announcements.priorities.${priorityName(announcement.priority)}`)}
      </TableCell>
      <TableCell
        sx={{
          ...WIDE_ONLY,
          color: announcement.mediaName ? 'text.primary' : 'text.secondary',
          overflowWrap: 'anywhere',
        }}
      >
        {announcement.mediaName ?? t('announcements.noAttachment')}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={announcement.status ? 'success' : 'default'}
          label={announcement.status ? t('announcements.active') : t('announcements.inactive')}
        />
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('announcements.edit')}>
          <IconButton
            size="small"
            aria-label={t('announcements.edit')}
            onClick={() => onEdit(announcement)}
            data-testid="announcement-edit"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('common.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('common.delete')}
            onClick={() => onDelete(announcement)}
            data-testid="announcement-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

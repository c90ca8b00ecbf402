import { memo } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { QuickMessageView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';

export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface QuickMessageRowHandlers {
  onEdit(message: QuickMessageView): void;
  onDelete(message: QuickMessageView): void;
}

/** One quick message. Edit and delete are offered only where spec 3 §6 lets the reader change it. */
export const QuickMessageRow = memo(function QuickMessageRow({
  message,
  canChange,
  onEdit,
  onDelete,
}: { message: QuickMessageView; canChange: boolean } & QuickMessageRowHandlers) {
  const { t } = useTranslation();
  const name = `/${message.shortcode}`;
  const locked = t('quickMessages.notYours');
  return (
    <TableRow hover data-testid="quick-message-row" data-quick-message-id={message.id}>
      <TableCell sx={{ minWidth: 140 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {message.isCategory && <Chip size="small" variant="outlined" label={t('quickMessages.category')} />}
          {message.mediaName && (
            <Tooltip title={t('quickMessages.hasMedia', { name: message.mediaName })}>
              <AttachFileOutlinedIcon
                fontSize="small"
                color="action"
                aria-label={t('quickMessages.hasMedia', { name: message.mediaName })}
              />
            </Tooltip>
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, maxWidth: 420 }}>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
          title={message.message}
        >
          {message.message}
        </Typography>
      </TableCell>
      <TableCell align="center">{message.geral ? t('quickMessages.yes') : t('quickMessages.no')}</TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Chip
          size="small"
          color={message.status === 'active' ? 'success' : 'default'}
          variant="outlined"
          label={
            message.status === 'active' ? t('quickMessages.statuses.active') : t('quickMessages.statuses.inactive')
          }
        />
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={canChange ? t('quickMessages.edit', { name }) : locked}>
          <span>
            <IconButton
              size="small"
              disabled={!canChange}
              aria-label={t('quickMessages.edit', { name })}
              onClick={() => onEdit(message)}
              data-testid="quick-message-edit"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={canChange ? t('quickMessages.delete', { name }) : locked}>
          <span>
            <IconButton
              size="small"
              color="error"
              disabled={!canChange}
              aria-label={t('quickMessages.delete', { name })}
              onClick={() => onDelete(message)}
              data-testid="quick-message-delete"
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';

interface QueueRowProps {
  queue: Queue;
  onEdit(queue: Queue): void;
  onDelete(queue: Queue): void;
}

/** One queue of the list; the greeting is cut to one line (its full text is in the tooltip). */
export const QueueRow = memo(function QueueRow({ queue, onEdit, onDelete }: QueueRowProps) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="queue-row" data-queue-id={queue.id}>
      <TableCell>{queue.id}</TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{queue.name}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 22, height: 22, borderRadius: 1, bgcolor: queue.color, border: 1, borderColor: 'divider' }}
          />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {queue.color}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>{queue.orderQueue ?? '—'}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Tooltip title={queue.greetingMessage} disableInteractive>
          <Typography variant="body2" noWrap>
            {queue.greetingMessage || '—'}
          </Typography>
        </Tooltip>
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('queues.edit', { name: queue.name })}>
          <IconButton size="small" aria-label={t('queues.edit', { name: queue.name })} onClick={() => onEdit(queue)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('queues.delete', { name: queue.name })}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('queues.delete', { name: queue.name })}
            onClick={() => onDelete(queue)}
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

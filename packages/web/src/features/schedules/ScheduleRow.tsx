import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { bodyPreview, formatScheduleMoment } from './scheduleFormat';
import { ScheduleStatusChip } from './ScheduleStatusChip';

/** The body and send-time columns show from the sm breakpoint; on phones both sit under the contact's name instead. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface ScheduleRowHandlers {
  onEdit(schedule: ScheduleView): void;
  onDelete(schedule: ScheduleView): void;
}

/** One schedule of the list. Memoised: a live status change re-renders only its own row. */
export const ScheduleRow = memo(function ScheduleRow({
  schedule,
  onEdit,
  onDelete,
}: { schedule: ScheduleView } & ScheduleRowHandlers) {
  const { t } = useTranslation();
  const name = schedule.contact.name;
  const preview = bodyPreview(schedule.body);
  const moment = formatScheduleMoment(schedule.sendAt);
  // A sent schedule cannot be sent again (spec 3 §5): the server refuses the edit, so it is not offered.
  const sent = schedule.status === 'ENVIADA';
  const editLabel = sent ? t('schedules.editSent') : t('schedules.edit', { name });
  return (
    <TableRow hover data-testid="schedule-row" data-schedule-id={schedule.id}>
      <TableCell sx={{ minWidth: { xs: 170, sm: 160 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}
          title={schedule.body}
        >
          {preview}
          <br />
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {moment}
          </Box>
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY} title={schedule.body} data-testid="schedule-body">
        {preview}
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{moment}</TableCell>
      <TableCell>
        <ScheduleStatusChip status={schedule.status} failedReason={schedule.failedReason} />
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={editLabel}>
          <span>
            <IconButton
              size="small"
              disabled={sent}
              aria-label={editLabel}
              onClick={() => onEdit(schedule)}
              data-testid="schedule-edit"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('schedules.delete', { name })}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('schedules.delete', { name })}
            onClick={() => onDelete(schedule)}
            data-testid="schedule-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

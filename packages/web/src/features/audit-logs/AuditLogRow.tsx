import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownOutlinedIcon from '@mui/icons-material/KeyboardArrowDownOutlined';
import KeyboardArrowUpOutlinedIcon from '@mui/icons-material/KeyboardArrowUpOutlined';
import { useTranslation } from 'react-i18next';
import type { AuditLogView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { formatShortDateTime } from '../../lib/dates';
import { AuditLogDetail } from './AuditLogDetail';
import { actionLabel, entityLabel } from './auditLogText';

/** The columns beside the actions one, for the detail row to span. */
export const AUDIT_LOG_COLUMNS = 4;
const COLUMN_COUNT = AUDIT_LOG_COLUMNS + 1;

/** An entry: when, who, what, on what; its detail (old → new) opens beneath it. */
export const AuditLogRow = memo(function AuditLogRow({ entry, timeZone }: { entry: AuditLogView; timeZone: string }) {
  const { t } = useTranslation();
  const labels = t('auditLogs', { returnObjects: true });
  const [open, setOpen] = useState(false);
  const toggleLabel = open ? labels.hideDetails : labels.showDetails;
  return (
    <>
      <TableRow hover data-testid="audit-log-row" sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(entry.createdAt, timeZone)}</TableCell>
        <TableCell>
          <Typography variant="body2">{entry.actor.name || '—'}</Typography>
        </TableCell>
        <TableCell data-testid="audit-log-action">{actionLabel(labels, entry.action)}</TableCell>
        <TableCell>{entityLabel(labels, entry)}</TableCell>
        <TableCell align="right" sx={stickyActionsCell}>
          <Tooltip title={toggleLabel}>
            <IconButton
              size="small"
              aria-label={toggleLabel}
              aria-expanded={open}
              onClick={() => setOpen((shown) => !shown)}
              data-testid="audit-log-toggle"
            >
              {open ? (
                <KeyboardArrowUpOutlinedIcon fontSize="small" />
              ) : (
                <KeyboardArrowDownOutlinedIcon fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, mb: 1.5 }}>
              <AuditLogDetail entry={entry} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
});

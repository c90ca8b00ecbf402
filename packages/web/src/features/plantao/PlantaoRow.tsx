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
import type { PlantaoView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { formatPhoneNumber } from '../../lib/phone';
import { plantaoHours } from './plantaoForm';

export interface PlantaoRowHandlers {
  onEdit(plantao: PlantaoView): void;
  onDelete(plantao: PlantaoView): void;
}

/** One on-call person (spec 3 §2): id, user, phone, the days with hours; edit and delete for those who may. */
export const PlantaoRow = memo(function PlantaoRow({
  plantao,
  handlers,
}: {
  plantao: PlantaoView;
  handlers: PlantaoRowHandlers | null;
}) {
  const { t } = useTranslation();
  const name = plantao.user?.name ?? t('plantao.noUser');
  return (
    <TableRow hover data-testid="plantao-row" data-plantao-id={plantao.id}>
      <TableCell sx={{ width: 72, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
        {plantao.id}
      </TableCell>
      <TableCell>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontStyle: plantao.user ? undefined : 'italic' }}
        >
          {name}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatPhoneNumber(plantao.phone)}
      </TableCell>
      <TableCell>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="plantao-hours">
          {plantaoHours(plantao.days).map((day) => (
            <Typography key={day.weekdayEn} component="li" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('plantao.hoursLine', {
                weekday: t(`serviceHours.weekdays.${day.weekdayEn}`),
                start: day.startTime,
                end: day.endTime,
              })}
            </Typography>
          ))}
        </Box>
      </TableCell>
      {handlers && (
        <TableCell align="right" sx={stickyActionsCell}>
          <Tooltip title={t('plantao.edit', { name })}>
            <IconButton
              size="small"
              aria-label={t('plantao.edit', { name })}
              onClick={() => handlers.onEdit(plantao)}
              data-testid="plantao-edit"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('plantao.delete', { name })}>
            <IconButton
              size="small"
              aria-label={t('plantao.delete', { name })}
              onClick={() => handlers.onDelete(plantao)}
              data-testid="plantao-delete"
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
});

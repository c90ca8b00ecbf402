import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { PLATFORM_COMPANY_ID, type CompanyListItem } from '@guiche/shared';
import { alwaysStickyActionsCell } from '../../components/tableStyles';
import { formatDate, formatShortDateTime } from '../../lib/dates';
import { columnSx } from './companyColumns';
import { dueDateTone } from './dueDateTone';

const TONE_COLOR = { overdue: 'error', soon: 'warning' } as const;

/** One company of the super administrator's table, shaded by its due date (spec 2 "Companies"). */
export function CompanyRow({
  company,
  onEdit,
  onDelete,
}: {
  company: CompanyListItem;
  onEdit(company: CompanyListItem): void;
  onDelete(company: CompanyListItem): void;
}) {
  const { t } = useTranslation();
  const tone = dueDateTone(company.dueDate);
  return (
    <TableRow
      hover
      data-testid="company-row"
      data-tone={tone}
      sx={
        tone === 'fine'
          ? undefined
          : (theme) => ({
              bgcolor: alpha(theme.palette[TONE_COLOR[tone]].main, theme.palette.mode === 'dark' ? 0.25 : 0.15),
            })
      }
    >
      <TableCell sx={columnSx('name')}>{company.name}</TableCell>
      <TableCell sx={columnSx('email')}>{company.email}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={company.status ? 'success' : 'default'}
          label={company.status ? t('companies.active') : t('companies.inactive')}
        />
      </TableCell>
      <TableCell>{company.plan.name}</TableCell>
      <TableCell>{company.numberAttendants}</TableCell>
      <TableCell>{company.numberConections}</TableCell>
      <TableCell sx={columnSx('createdAt')}>{formatDate(company.createdAt)}</TableCell>
      <TableCell>{company.dueDate ? formatDate(company.dueDate) : '—'}</TableCell>
      <TableCell sx={columnSx('recurrence')}>
        {company.recurrence ? t(`companies.recurrences.${company.recurrence}`) : '—'}
      </TableCell>
      <TableCell>{company.lastLogin ? formatShortDateTime(company.lastLogin) : t('companies.never')}</TableCell>
      {/* Sticky: whatever the names and the language, edit and delete stay in view. */}
      <TableCell align="right" sx={alwaysStickyActionsCell}>
        <IconButton aria-label={t('companies.edit')} onClick={() => onEdit(company)}>
          <EditOutlinedIcon />
        </IconButton>
        {/* The platform company (company 1) cannot be deleted: the server refuses it. */}
        {company.id !== PLATFORM_COMPANY_ID && (
          <IconButton aria-label={t('common.delete')} onClick={() => onDelete(company)} data-testid="company-delete">
            <DeleteOutlineOutlinedIcon />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}

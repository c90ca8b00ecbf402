import Chip from '@mui/material/Chip';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@guiche/shared';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';

/** The company's due date, shown to admins only (spec 1 §2). */
export function DueDateChip() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dueDate = user.company.dueDate;
  if (!isAdmin(user) || !dueDate) return null;

  return (
    <Chip
      data-testid="appbar-due-date"
      icon={<EventOutlinedIcon />}
      label={t('appBar.dueDate', { date: formatDate(dueDate) })}
      size="small"
      variant="outlined"
      sx={{
        display: { xs: 'none', lg: 'inline-flex' },
        color: 'inherit',
        borderColor: 'rgba(255, 255, 255, 0.45)',
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}

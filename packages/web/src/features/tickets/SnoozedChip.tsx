import Chip, { type ChipProps } from '@mui/material/Chip';
import SnoozeOutlinedIcon from '@mui/icons-material/SnoozeOutlined';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';

/** "Adiado até …" on a snoozed ticket's row, the time on the company's clock. */
export function SnoozedChip({ until, sx }: { until: string; sx?: ChipProps['sx'] }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentUser().company;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<SnoozeOutlinedIcon />}
      label={t('tickets.snooze.until', { time: formatShortDateTime(until, timeZone) })}
      sx={sx}
      data-testid="ticket-snoozed"
    />
  );
}

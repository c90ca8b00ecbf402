import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { isErrorCode, type ScheduleStatus } from '@guiche/shared';

const CHIP_COLOR = { PENDENTE: 'warning', ENVIADA: 'success', ERRO: 'error' } as const;

interface ScheduleStatusChipProps {
  status: ScheduleStatus;
  /** Why a failed schedule was not sent (a catalogue code), shown on hover. */
  failedReason: string | null;
}

/** Pending, sent or failed, translated; kept live by the `company-{id}-schedule` events. */
export function ScheduleStatusChip({ status, failedReason }: ScheduleStatusChipProps) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant={status === 'PENDENTE' ? 'outlined' : 'filled'}
      color={CHIP_COLOR[status]}
      label={t(`schedules.statuses.${status}`)}
      data-testid="schedule-status"
      data-status={status}
    />
  );
  if (status !== 'ERRO' || !failedReason) return chip;
  const reason = isErrorCode(failedReason) ? t(`errors.${failedReason}`) : failedReason;
  return <Tooltip title={t('schedules.failedBecause', { reason })}>{chip}</Tooltip>;
}

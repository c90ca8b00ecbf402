import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@guiche/shared';

const CHIP = {
  INATIVA: { color: 'default', variant: 'outlined' },
  PROGRAMADA: { color: 'info', variant: 'outlined' },
  EM_ANDAMENTO: { color: 'primary', variant: 'filled' },
  CANCELADA: { color: 'warning', variant: 'filled' },
  FINALIZADA: { color: 'success', variant: 'filled' },
} as const;

/** A campaign's state with the spec's labels (spec 3 §2: Inativa, Programada, Em Andamento, Cancelada, Finalizada). */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      {...CHIP[status]}
      label={t(`campaigns.statuses.${status}`)}
      data-testid="campaign-status"
      data-status={status}
    />
  );
}

import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import StarOutlineOutlinedIcon from '@mui/icons-material/StarOutlineOutlined';
import { useTranslation } from 'react-i18next';

/** Marks a ticket resolved with a rating whose contact has not answered yet (status nps), wherever it is shown. */
export function AwaitingRatingChip({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<StarOutlineOutlinedIcon />}
      label={t('tickets.awaitingRating')}
      sx={sx}
      data-testid="ticket-awaiting-rating"
    />
  );
}

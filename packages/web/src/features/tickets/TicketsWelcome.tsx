import Box from '@mui/material/Box';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';

/** The chat column with no ticket chosen, beside the lists (a phone shows the lists alone instead). */
export function TicketsWelcome() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
      data-testid="tickets-welcome"
    >
      <EmptyState icon={<ForumOutlinedIcon />} title={t('tickets.welcome.title')} text={t('tickets.welcome.text')} />
    </Box>
  );
}

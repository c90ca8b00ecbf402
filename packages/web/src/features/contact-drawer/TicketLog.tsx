import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './dateTime';
import { drawerKeys, fetchTicketLog } from './drawerApi';
import { DrawerSection } from './DrawerSection';

/** The ticket's history (GET /tickets-log/{id}): what happened, who did it, in which queue, when. */
export function TicketLog({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const log = useQuery({ queryKey: drawerKeys.log(ticketId), queryFn: () => fetchTicketLog(ticketId) });
  return (
    <DrawerSection title={t('contactDrawer.log.title')} testId="drawer-ticket-log">
      {log.isPending ? (
        <Skeleton height={48} />
      ) : log.data && log.data.length > 0 ? (
        <List dense disablePadding>
          {log.data.map((entry) => (
            <ListItem
              key={entry.id}
              disableGutters
              sx={{ borderLeft: 3, borderColor: entry.queue?.color ?? 'divider', pl: 1, mb: 0.5 }}
              data-testid="drawer-log-entry"
            >
              <ListItemText
                primary={t(`contactDrawer.log.types.${entry.type}`)}
                secondary={[
                  entry.user?.name ?? t('contactDrawer.log.system'),
                  entry.queue?.name,
                  formatDateTime(entry.createdAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contactDrawer.log.empty')}
        </Typography>
      )}
    </DrawerSection>
  );
}

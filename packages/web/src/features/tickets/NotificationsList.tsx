import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { TicketAvatar } from './TicketAvatar';
import { truncate } from '../../lib/text';
import { ROW_MESSAGE_MAX, ROW_NAME_MAX } from './ticketRowText';
import { plainWhatsappText } from '../../lib/whatsappMarkup';

/** The bell's list: each notified ticket with its unread count; choosing one opens its chat. */
export function NotificationsList({
  tickets,
  onOpen,
}: {
  tickets: readonly TicketView[];
  onOpen(ticket: TicketView): void;
}) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding sx={{ maxHeight: 350, overflowY: 'auto' }} data-testid="notifications-list">
      {tickets.map((ticket) => (
        <ListItemButton
          key={ticket.id}
          onClick={() => onOpen(ticket)}
          aria-label={t('tickets.notifications.open', { name: ticket.contact.name })}
          sx={{ borderRadius: 0, borderBottom: 1, borderColor: 'divider', gap: 1 }}
          data-testid="notification-item"
        >
          <ListItemAvatar sx={{ minWidth: 0 }}>
            <TicketAvatar name={ticket.contact.name} profilePicUrl={ticket.contact.profilePicUrl} size={36} />
          </ListItemAvatar>
          <ListItemText
            primary={truncate(ticket.contact.name, ROW_NAME_MAX)}
            secondary={truncate(plainWhatsappText(ticket.lastMessage ?? ''), ROW_MESSAGE_MAX)}
            slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          <Badge
            badgeContent={ticket.unreadMessages}
            max={999}
            color="success"
            sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

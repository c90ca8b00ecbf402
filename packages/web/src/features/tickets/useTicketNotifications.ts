import { useMemo } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { playNotificationSound, showBrowserNotification } from './notificationAlert';
import { isNotifiedOf, shouldAlert } from './notificationRule';
import type { TicketListCriteria } from './ticketListCriteria';
import { truncate } from '../../lib/text';
import { ROW_MESSAGE_MAX } from './ticketRowText';
import { useTicketList } from './useTicketList';
import { appMessageEventSchema, useTicketsLive } from './useTicketsLive';

/**
 * The bell (spec 1 §2, §6): the tickets with unread messages that the viewer is notified of, kept live, and on a
 * new message from a contact of such a ticket that is not open on screen, a desktop notification and the sound.
 */
export function useTicketNotifications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  useTicketsLive();
  const openTicketUuid = useMatch('/tickets/:ticketId')?.params.ticketId;
  const criteria = useMemo<TicketListCriteria>(
    () => ({ showAll: can(user, 'tickets-manager:showall'), withUnreadMessages: true }),
    [user],
  );
  const { items: tickets } = useTicketList(criteria);
  const notified = useMemo(() => tickets.filter((ticket) => isNotifiedOf(user, ticket)), [tickets, user]);

  useSocketEvent(serverEvents.appMessage(user.companyId), (payload) => {
    const event = appMessageEventSchema.safeParse(payload);
    if (!event.success || event.data.action !== 'create') return;
    const { message, ticket } = event.data;
    if (!shouldAlert(user, ticket, message.fromMe, openTicketUuid, document.visibilityState === 'visible')) return;
    playNotificationSound();
    showBrowserNotification(
      t('tickets.notifications.newMessage', { name: ticket.contact.name }),
      truncate(message.body, ROW_MESSAGE_MAX * 3),
      ticket.uuid,
      () => {
        void navigate(`/tickets/${ticket.uuid}`);
      },
    );
  });

  return notified;
}

import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useMatch, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, serverEvents, ticketViewSchema } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { playNotificationSound, showBrowserNotification } from './notificationAlert';
import { isNotifiedOf, shouldAlert } from './notificationRule';
import type { TicketListCriteria } from './ticketListCriteria';
import { truncate } from '../../lib/text';
import { ROW_MESSAGE_MAX } from './ticketRowText';
import { useTicketList } from './useTicketList';
import { appMessageEventSchema, useTicketsLive } from './useTicketsLive';

/** The `snoozeEnded` action of `company-{id}-ticket` (shared TicketSnoozeEndedPayload). */
const snoozeEndedSchema = z.object({ action: z.literal('snoozeEnded'), ticket: ticketViewSchema });

/**
 * The bell (spec 1 §2, §6): the tickets with unread messages that the viewer is notified of, kept live, and on a
 * new message from a contact of such a ticket that is not open on screen, a desktop notification and the sound; the
 * same, with a toast, when a ticket one snoozed or holds comes back from its snooze.
 */
export function useTicketNotifications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  useTicketsLive();
  const openTicketUuid = useMatch('/tickets/:ticketId')?.params.ticketId;
  const criteria = useMemo<TicketListCriteria>(
    // A snoozed ticket stays out of sight until it comes back (then unread, so it shows here).
    () => ({ showAll: can(user, 'tickets-manager:showall'), withUnreadMessages: true, snoozed: false }),
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

  // A snooze that ran out, told to whoever snoozed the ticket and to its attendant (their own sockets only).
  useSocketEvent(serverEvents.ticket(user.companyId), (payload) => {
    const event = snoozeEndedSchema.safeParse(payload);
    if (!event.success) return;
    const { ticket } = event.data;
    const title = t('tickets.notifications.snoozeEnded', { name: ticket.contact.name });
    playNotificationSound();
    toast.info(title, { toastId: `snooze-ended-${ticket.id}` });
    showBrowserNotification(title, truncate(ticket.lastMessage ?? '', ROW_MESSAGE_MAX * 3), ticket.uuid, () => {
      void navigate(`/tickets/${ticket.uuid}`);
    });
  });

  return notified;
}

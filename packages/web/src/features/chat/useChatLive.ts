import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { clientEvents, messageViewSchema, serverEvents, ticketViewSchema, type TicketView } from '@guiche/shared';
import { useSocket } from '../../socket/socketContext';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { chatKeys } from './chatApi';
import { withMessage, type MessagePages } from './messagesCache';
import { ticketDeletedToastId } from '../tickets/ticketToasts';

const appMessageSchema = z.object({
  action: z.enum(['create', 'update']),
  message: messageViewSchema,
  ticket: ticketViewSchema,
});
const ticketEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), ticket: ticketViewSchema }),
  z.object({ action: z.literal('delete'), ticketId: z.number().int() }),
  z.object({ action: z.literal('updateUnread'), ticketId: z.number().int() }),
]);
const presenceSchema = z.object({
  action: z.literal('update'),
  ticketId: z.number().int().optional(),
  presence: z.string(),
});

/**
 * Keeps the open chat live (spec 1 §7): joins the ticket's chat box room while it is open, merges `appMessage`
 * creates and updates into the message list in place, follows changes of the ticket (from its events and the ticket
 * each appMessage carries), and on its deletion tells
 * the attendant and goes back to /tickets.
 */
export function useChatLive(ticket: TicketView | undefined, onPresence: (presence: string | null) => void): void {
  const socket = useSocket();
  const { companyId } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const ticketId = ticket?.id;
  const uuid = ticket?.uuid;

  useEffect(() => {
    if (!socket || ticketId === undefined) return;
    const room = String(ticketId);
    const join = () => socket.emit(clientEvents.joinChatBox, room);
    join();
    // A reconnection lands in a fresh server-side socket with no rooms: join again.
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(clientEvents.leaveChatBox, room);
    };
  }, [socket, ticketId]);

  useSocketEvent(serverEvents.appMessage(companyId), (payload) => {
    const event = appMessageSchema.safeParse(payload);
    if (!event.success || ticketId === undefined || uuid === undefined || event.data.message.ticketId !== ticketId)
      return;
    queryClient.setQueryData<MessagePages>(chatKeys.messages(ticketId), (data) =>
      withMessage(data, event.data.message),
    );
    // The ticket a message changed (last message, unread count) comes with it, not as a ticket event of its own.
    queryClient.setQueryData(chatKeys.ticket(uuid), event.data.ticket);
  });

  useSocketEvent(serverEvents.ticket(companyId), (payload) => {
    const event = ticketEventSchema.safeParse(payload);
    if (!event.success || ticketId === undefined || uuid === undefined) return;
    if (event.data.action === 'update' && event.data.ticket.id === ticketId) {
      queryClient.setQueryData(chatKeys.ticket(uuid), event.data.ticket);
    } else if (event.data.action === 'delete' && event.data.ticketId === ticketId) {
      // The one who deleted it hears it once: their own toast has this id (TicketActionsProvider).
      toast.info(t('chat.ticketDeleted'), { toastId: ticketDeletedToastId(ticketId) });
      queryClient.removeQueries({ queryKey: chatKeys.ticket(uuid) });
      void navigate('/tickets');
    }
  });

  useSocketEvent(serverEvents.presence(companyId), (payload) => {
    const event = presenceSchema.safeParse(payload);
    if (!event.success || event.data.ticketId !== ticketId) return;
    onPresence(event.data.presence === 'composing' || event.data.presence === 'recording' ? event.data.presence : null);
  });
}

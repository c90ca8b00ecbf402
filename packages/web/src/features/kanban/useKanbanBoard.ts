import { useMemo, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverEvents, ticketViewSchema, type TagView, type TicketView } from '@guiche/shared';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { addTicketTag, fetchKanbanTags, removeTicketLanes, tagsKeys } from '../tags/tagsApi';
import { fetchBoard, kanbanKeys, type BoardTickets } from './kanbanApi';
import {
  DEFAULT_LANE,
  applyLiveTicket,
  movedTicket,
  removeFromBoard,
  replaceTicket,
  type LaneKey,
} from './kanbanBoard';

/** The ticket events the board reads: an update (its tags, status, queue) or a removal. */
const ticketEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), ticket: ticketViewSchema }),
  z.object({ action: z.literal('delete'), ticketId: z.number().int() }),
  z.object({ action: z.literal('updateUnread'), ticketId: z.number().int() }),
]);
const appMessageEventSchema = z.object({ ticket: ticketViewSchema });

export interface CardMove {
  ticket: TicketView;
  to: LaneKey;
}

/**
 * The board of the user's own queues (spec 3 §6): its lanes (kanban tags), its tickets, kept live by the ticket
 * and message events, and the optimistic move of a card (DELETE then PUT /ticket-tags, spec 3 §4).
 */
export function useKanbanBoard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { companyId, queues } = useCurrentUser();
  const queueIds = useMemo(() => queues.map((queue) => queue.id).sort((a, b) => a - b), [queues]);
  const ownQueues = useMemo(() => new Set(queueIds), [queueIds]);
  const boardKey = kanbanKeys.board(queueIds);
  const lanes = useQuery({ queryKey: tagsKeys.lanes, queryFn: fetchKanbanTags });
  const board = useQuery({ queryKey: boardKey, queryFn: () => fetchBoard(queueIds), enabled: queueIds.length > 0 });
  /** Tickets being moved: their live echoes are ignored until the move settles, so a card does not flicker back. */
  const moving = useRef(new Set<number>());

  const editBoard = (edit: (tickets: TicketView[]) => TicketView[]) =>
    queryClient.setQueryData<BoardTickets>(boardKey, (data) => data && { ...data, tickets: edit(data.tickets) });

  const applyLive = (ticket: TicketView) => {
    if (!moving.current.has(ticket.id)) editBoard((tickets) => applyLiveTicket(tickets, ticket, ownQueues));
  };
  useSocketEvent(serverEvents.ticket(companyId), (payload) => {
    const event = ticketEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    if (data.action === 'update') applyLive(data.ticket);
    else if (data.action === 'delete') editBoard((tickets) => removeFromBoard(tickets, data.ticketId));
  });
  useSocketEvent(serverEvents.appMessage(companyId), (payload) => {
    const event = appMessageEventSchema.safeParse(payload);
    if (event.success) applyLive(event.data.ticket);
  });

  const move = useMutation({
    mutationFn: async ({ ticket, to }: CardMove) => {
      await removeTicketLanes(ticket.id);
      return typeof to === 'number' ? addTicketTag(ticket.id, to) : null;
    },
    onMutate: ({ ticket, to }) => {
      moving.current.add(ticket.id);
      editBoard((tickets) => replaceTicket(tickets, movedTicket(ticket, to, lanes.data ?? [])));
    },
    onSuccess: (tags, { ticket, to }) => {
      if (tags) editBoard((tickets) => tickets.map((shown) => (shown.id === ticket.id ? { ...shown, tags } : shown)));
      toast.success(to === DEFAULT_LANE ? t('kanban.tagRemoved') : t('kanban.tagAdded'));
    },
    onError: (error, { ticket }) => {
      editBoard((tickets) => replaceTicket(tickets, ticket));
      handleApiError(error);
      void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards });
    },
    onSettled: (_result, _error, { ticket }) => {
      moving.current.delete(ticket.id);
    },
  });

  const laneList: TagView[] = lanes.data ?? [];
  return { lanes, laneList, board, queueIds, move: move.mutate };
}

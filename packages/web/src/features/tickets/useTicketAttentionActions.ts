import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { formatShortDateTime } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import type { TicketAttention } from './ticketAttentionContext';
import { applyTicketToLists } from './ticketListsSync';
import { markTicketUnread, snoozeTicket, unsnoozeTicket } from './ticketsApi';

type Change =
  { ticket: TicketView; kind: 'unread' | 'unsnooze' } | { ticket: TicketView; kind: 'snooze'; until: string };

/**
 * The mutations behind TicketAttention. Every answer goes into the cached lists at once (a snoozed ticket leaves its
 * list for the "Adiados" one). A ticket marked unread or snoozed also leaves the chat if it was open there: on
 * screen, the chat would read it again at once (useReadOnScreen), and a snoozed ticket is meant out of sight.
 */
export function useTicketAttentionActions(selectedUuid: string | undefined) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<TicketView | null>(null);

  const change = useMutation({
    mutationFn: (asked: Change) => {
      switch (asked.kind) {
        case 'unread':
          return markTicketUnread(asked.ticket.id);
        case 'snooze':
          return snoozeTicket(asked.ticket.id, asked.until);
        case 'unsnooze':
          return unsnoozeTicket(asked.ticket.id);
      }
    },
    onSuccess: (updated, { ticket, kind }) => {
      // Marking unread is not news: the row keeps its place.
      applyTicketToLists(queryClient, updated, user.id, kind !== 'unread');
      setChoosing(null);
      if (kind === 'unread') toast.success(t('tickets.unread.done'));
      else if (kind === 'unsnooze') toast.success(t('tickets.snooze.woke'));
      else if (updated.snoozedUntil)
        toast.success(
          t('tickets.snooze.done', { time: formatShortDateTime(updated.snoozedUntil, user.company.timeZone) }),
        );
      if (kind !== 'unsnooze' && ticket.uuid === selectedUuid) void navigate('/tickets');
    },
    onError: handleApiError,
  });

  const { mutate } = change;
  const busyTicketId = change.isPending ? change.variables.ticket.id : null;
  const attention = useMemo<TicketAttention>(
    () => ({
      markUnread: (ticket) => mutate({ ticket, kind: 'unread' }),
      snooze: (ticket, until) => mutate({ ticket, kind: 'snooze', until }),
      chooseSnooze: setChoosing,
      unsnooze: (ticket) => mutate({ ticket, kind: 'unsnooze' }),
      busyTicketId,
    }),
    [mutate, busyTicketId],
  );
  return { attention, choosing, stopChoosing: () => setChoosing(null), busy: change.isPending };
}

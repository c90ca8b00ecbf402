import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { OpenTicketConflict, TicketView, UpdateTicketInput } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCurrentUser } from '../auth/sessionContext';
import { AcceptTicketDialog } from './AcceptTicketDialog';
import { conflictOutcome, openTicketConflictOf } from './openTicketConflict';
import { OpenTicketConflictDialog } from './OpenTicketConflictDialog';
import { TicketActionsContext, type TicketActions } from './ticketActionsContext';
import { TicketAttentionContext } from './ticketAttentionContext';
import { SnoozeDialog } from './SnoozeDialog';
import { applyTicketToLists, editTicketLists } from './ticketListsSync';
import { deleteTicket, updateTicket } from './ticketsApi';
import { ticketList } from './ticketsCache';
import {
  acceptNeedsQueue,
  confirmationOf,
  transferBody,
  transitionBody,
  type TicketTransition,
} from './ticketTransitions';
import { TransferTicketDialog } from './TransferTicketDialog';
import { useTicketAttentionActions } from './useTicketAttentionActions';
import { ticketDeletedToastId } from './ticketToasts';

interface Update {
  ticket: TicketView;
  body: UpdateTicketInput;
  /** Accept and reopen open the ticket's chat; the other actions leave it if it was open. */
  opens: boolean;
  doneText?: string;
}

/** A ticket the viewer still works on after an action (e.g. moved to another queue), whose chat stays open. */
function stillMine(ticket: TicketView, viewerId: number): boolean {
  return ticket.userId === viewerId && (ticket.status === 'open' || ticket.status === 'group');
}

interface TicketActionsProviderProps {
  /** The ticket open in the chat (its uuid in the address). */
  selectedUuid: string | undefined;
  /** A ticket the viewer just took (accepted or reopened): the manager shows the list that now holds it. */
  onTaken(ticket: TicketView): void;
  children: ReactNode;
}

/**
 * The row actions of the states table (spec 1 §4) and their dialogs: accept with a queue, transfer, the
 * confirmed delete and the "already held by" notice; and marking unread and snoozing (TicketAttention), with the
 * snooze's date-time dialog. Every answer goes into the cached lists at once, without waiting for the live event.
 */
export function TicketActionsProvider({ selectedUuid, onTaken, children }: TicketActionsProviderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<TicketView | null>(null);
  const [transferring, setTransferring] = useState<TicketView | null>(null);
  const [deleting, setDeleting] = useState<TicketView | null>(null);
  const [conflict, setConflict] = useState<OpenTicketConflict | null>(null);
  const snoozing = useTicketAttentionActions(selectedUuid);

  const handleConflict = useCallback(
    (error: unknown) => {
      const found = openTicketConflictOf(error);
      if (!found) return false;
      if (conflictOutcome(found, user.id) === 'navigate') void navigate(`/tickets/${found.uuid}`);
      else setConflict(found);
      return true;
    },
    [navigate, user.id],
  );

  const update = useMutation({
    mutationFn: ({ ticket, body }: Update) => updateTicket(ticket.id, body),
    onSuccess: (updated, { ticket, opens, doneText }) => {
      applyTicketToLists(queryClient, updated, user.id);
      setAccepting(null);
      setTransferring(null);
      if (doneText) toast.success(doneText);
      if (opens) {
        onTaken(updated);
        void navigate(`/tickets/${updated.uuid}`);
      } else if (ticket.uuid === selectedUuid && !stillMine(updated, user.id)) {
        void navigate('/tickets');
      }
    },
    onError: (error) => {
      if (!handleConflict(error)) handleApiError(error);
    },
  });

  const removal = useMutation({
    mutationFn: (ticket: TicketView) => deleteTicket(ticket.id),
    onSuccess: (_nothing, ticket) => {
      editTicketLists(queryClient, (pages) => ticketList.remove(pages, ticket.id));
      toast.success(t('tickets.actions.deleted'), { toastId: ticketDeletedToastId(ticket.id) });
      if (ticket.uuid === selectedUuid) void navigate('/tickets');
    },
    onError: handleApiError,
    onSettled: () => setDeleting(null),
  });

  const { mutate } = update;
  const run = useCallback(
    (transition: TicketTransition, ticket: TicketView) => {
      if (transition === 'accept' && acceptNeedsQueue(ticket)) {
        setAccepting(ticket);
        return;
      }
      const confirmation = confirmationOf(transition);
      mutate({
        ticket,
        body: transitionBody(transition, ticket, user.id),
        opens: transition === 'accept' || transition === 'reopen',
        ...(confirmation ? { doneText: t(`tickets.actions.done.${confirmation}`) } : {}),
      });
    },
    [mutate, t, user.id],
  );

  const busyTicketId = update.isPending ? update.variables.ticket.id : null;
  const actions = useMemo<TicketActions>(
    () => ({ run, transfer: setTransferring, remove: setDeleting, handleConflict, busyTicketId }),
    [run, handleConflict, busyTicketId],
  );

  return (
    <TicketActionsContext.Provider value={actions}>
      <TicketAttentionContext.Provider value={snoozing.attention}>{children}</TicketAttentionContext.Provider>
      {snoozing.choosing && (
        <SnoozeDialog
          busy={snoozing.busy}
          onClose={snoozing.stopChoosing}
          onSnooze={(until) => snoozing.choosing && snoozing.attention.snooze(snoozing.choosing, until)}
        />
      )}
      {accepting && (
        <AcceptTicketDialog
          busy={update.isPending}
          onClose={() => setAccepting(null)}
          onAccept={(queueId) =>
            mutate({ ticket: accepting, body: transitionBody('accept', accepting, user.id, queueId), opens: true })
          }
        />
      )}
      {transferring && (
        <TransferTicketDialog
          ticket={transferring}
          busy={update.isPending}
          onClose={() => setTransferring(null)}
          onTransfer={(queueId, userId) =>
            mutate({
              ticket: transferring,
              body: transferBody(transferring, queueId, userId),
              opens: false,
              doneText: t('tickets.transferDialog.done'),
            })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('tickets.actions.deleteTitle', { name: deleting?.contact.name ?? '' })}
        text={t('tickets.actions.deleteText')}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
      <OpenTicketConflictDialog conflict={conflict} onClose={() => setConflict(null)} />
    </TicketActionsContext.Provider>
  );
}

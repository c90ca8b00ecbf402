import type { TicketView, UpdateTicketInput } from '@guiche/shared';

/**
 * The PUT /tickets/{id} body of each row of the states table (spec 1 §4), and which actions a row offers. A group
 * ticket works as `group` where another would be `open`: on accept only when it came over WhatsApp, as the
 * table says, and on reopen or transfer to a user always.
 */
export type TicketTransition =
  'accept' | 'ignore' | 'resolve' | 'resolveSilently' | 'resolveWithRating' | 'reopen' | 'returnToQueue';

type Ticket = Pick<TicketView, 'status' | 'isGroup' | 'channel' | 'queueId'>;

export function transitionBody(
  transition: TicketTransition,
  ticket: Ticket,
  viewerId: number,
  queueId?: number,
): UpdateTicketInput {
  switch (transition) {
    case 'accept':
      return {
        status: ticket.isGroup && ticket.channel === 'whatsapp' ? 'group' : 'open',
        userId: viewerId,
        ...(queueId !== undefined ? { queueId } : {}),
      };
    case 'ignore':
      return { status: 'closed', userId: viewerId, sendFarewellMessage: false, amountUsedBotQueues: 0 };
    case 'resolve':
      return { status: 'closed', userId: viewerId, sendFarewellMessage: true };
    case 'resolveSilently':
      return { status: 'closed', userId: viewerId, sendFarewellMessage: false };
    case 'resolveWithRating':
      // Closing with a rating (spec 1 §4): the server asks the contact, or refuses with 'Avaliação obrigatória'
      // when there is no rating to ask (ERR_RATING_REQUIRED), and the ticket stays open.
      return { status: 'closed', userId: viewerId, sendFarewellMessage: true, withRating: true };
    case 'reopen':
      return { status: ticket.isGroup ? 'group' : 'open', userId: viewerId };
    case 'returnToQueue':
      return { status: 'pending', userId: null };
  }
}

/**
 * The confirmation toast of an action that sends the ticket away from the attendant (the chat closes, so without a
 * word the click would seem lost); accept and reopen open the chat, which says enough.
 */
export function confirmationOf(transition: TicketTransition): 'resolved' | 'ignored' | 'returned' | undefined {
  switch (transition) {
    case 'resolve':
    case 'resolveSilently':
    case 'resolveWithRating':
      return 'resolved';
    case 'ignore':
      return 'ignored';
    case 'returnToQueue':
      return 'returned';
    default:
      return undefined;
  }
}

/** Transfer (spec 1 §4, §5): a queue is required; with a user the ticket opens for them, without one it waits. */
export function transferBody(
  ticket: Pick<TicketView, 'isGroup'>,
  queueId: number,
  userId: number | null,
): UpdateTicketInput {
  if (userId === null) return { status: 'pending', userId: null, queueId };
  return { status: ticket.isGroup ? 'group' : 'open', userId, queueId };
}

/** Accepting a ticket without a queue asks for one first (spec 1 §4). */
export function acceptNeedsQueue(ticket: Ticket): boolean {
  return ticket.queueId === null;
}

/**
 * The actions of a row by the ticket's status: the first is the row's main button, the rest its menu. Groups are
 * never asked for a rating, so they are not offered the close with one.
 */
export function transitionsFor(ticket: Pick<TicketView, 'status' | 'isGroup'>): TicketTransition[] {
  switch (ticket.status) {
    case 'pending':
      return ['accept', 'ignore'];
    case 'open':
    case 'group':
      return ticket.isGroup
        ? ['resolve', 'resolveSilently', 'returnToQueue']
        : ['resolve', 'resolveSilently', 'resolveWithRating', 'returnToQueue'];
    case 'closed':
      return ['reopen'];
    default:
      return [];
  }
}

/** Transfer is offered for the tickets still being handled. */
export function canTransfer(ticket: Pick<TicketView, 'status'>): boolean {
  return ticket.status === 'pending' || ticket.status === 'open' || ticket.status === 'group';
}

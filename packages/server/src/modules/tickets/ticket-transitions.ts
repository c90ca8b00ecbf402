import type { UpdateTicketInput } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import type { NewTicketLog } from './ticket-logs.repository.js';
import type { NewTicket, TicketRow } from './tickets.repository.js';

/** The rows of the states table of spec 1 §4, plus 'edit' for a PUT that changes no status, user or queue. */
export type TicketAction =
  'accept' | 'ignore' | 'resolve' | 'reopen' | 'returnToQueue' | 'transferToUser' | 'transferToQueue' | 'edit';

export interface TransitionPlan {
  action: TicketAction;
  patch: Partial<NewTicket>;
  logs: NewTicketLog[];
  /** Post the greeting as the agent once the ticket is open (setting sendGreetingAccepted decides). */
  greet: boolean;
  /** Post the farewell as the agent before closing. */
  farewell: boolean;
  /** Resolving moved the ticket to nps: ask the contact for the rating (the farewell waits for the rating's end). */
  askRating: boolean;
  /** Setting requiredTag applies: refuse to close an untagged ticket. */
  requiresTag: boolean;
  /** The ticket becomes active again: another active ticket of the contact on its connection is a conflict. */
  becomesActive: boolean;
}

/** A person takes the conversation: the bot stops holding it and forgets where the contact was in its menus. */
const BOT_LETS_GO = { isBot: false, chatbotOptionId: null } as const;

/** Statuses a PUT may ask for; nps and lgpd belong to the rating and consent flows. */
const SETTABLE = new Set(['pending', 'open', 'closed', 'group']);

export interface TransitionOptions {
  /**
   * The company asks for ratings (setting userRating) and the ticket's connection has a rating message. Resolving
   * then asks for the rating, unless the ticket is a group or the PUT says withRating false.
   */
  ratingOnResolve: boolean;
  /** Setting sendFarewellWaitingTicket: ignoring (closing) a pending ticket sends the farewell too, unless declined. */
  farewellOnIgnore?: boolean | undefined;
}

/**
 * Which row of the states table a PUT /tickets/{id} is, and what it writes:
 *
 * | from                | asked                                   | action           | writes                                     |
 * |---------------------|-----------------------------------------|------------------|--------------------------------------------|
 * | pending             | closed                                  | ignore           | closed, userId sent (else the caller), amountUsedBotQueues 0, farewell only with sendFarewellWaitingTicket |
 * | open, group         | closed                                  | resolve          | closed, userId sent, farewell unless sendFarewellMessage false; requiredTag |
 * | open, group         | closed, with a rating (options)         | resolve          | nps, userId sent, no closedAt, rating asked (farewell, unless declined, when it ends); requiredTag |
 * | any, not closed     | closed, withRating true, none to ask    | —                | refused: ERR_RATING_REQUIRED ('Avaliação obrigatória') |
 * | nps                 | closed                                  | resolve          | closed without waiting for the rating; farewell as above |
 * | nps                 | open (or group), same user and queue    | reopen           | open (group for groups): the rating is no longer awaited |
 * | closed              | open (or group), pending                | reopen           | open (group for groups) held by the caller; pending: no user |
 * | pending             | open, user = caller or none             | accept           | open (group for WhatsApp groups), caller, unread 0, queue required, greeting, bot lets go |
 * | pending, open, group| open, another user                      | transferToUser   | open (group for groups), that user, queue if sent, bot lets go |
 * | open, group         | pending, same queue                     | returnToQueue    | pending, no user                           |
 * | any active          | pending, another queue                  | transferToQueue  | pending, no user, that queue               |
 * | open, group         | open, same user, another queue          | transferToQueue  | stays with its user, in that queue         |
 *
 * closedAt is set on closing and cleared on reopening. Fields other than status, userId and queueId pass through.
 * Every action but 'edit' ends a snooze: someone acted on the ticket, so it is back where its status lists it.
 */
export function planTransition(
  ticket: TicketRow,
  input: UpdateTicketInput,
  actorId: number,
  now: Date,
  options: TransitionOptions,
): TransitionPlan {
  const plan = planStatesTableRow(ticket, input, actorId, now, options);
  if (plan.action !== 'edit' && ticket.snoozedUntil !== null)
    plan.patch = { ...plan.patch, snoozedUntil: null, snoozedById: null };
  return plan;
}

function planStatesTableRow(
  ticket: TicketRow,
  input: UpdateTicketInput,
  actorId: number,
  now: Date,
  options: TransitionOptions,
): TransitionPlan {
  const asked = input.status ?? ticket.status;
  if (input.status !== undefined && !SETTABLE.has(input.status)) {
    throw new AppError('ERR_VALIDATION', { issues: [{ path: 'status', message: 'validation.invalidOption' }] });
  }
  const sentUser = input.userId === undefined ? undefined : input.userId;
  const queueId = input.queueId === undefined ? ticket.queueId : input.queueId;
  const queueChanged = queueId !== ticket.queueId;
  const activeStatus = ticket.isGroup ? 'group' : 'open';
  const plan: TransitionPlan = {
    action: 'edit',
    patch: passThrough(input),
    logs: [],
    greet: false,
    farewell: false,
    askRating: false,
    requiresTag: false,
    becomesActive: false,
  };
  const log = (type: NewTicketLog['type'], userId: number | null, logQueueId: number | null) =>
    plan.logs.push({ ticketId: ticket.id, type, userId, queueId: logQueueId });

  if (asked === 'closed') {
    if (ticket.status === 'closed') return withQueue(plan, input, queueId);
    const userId = sentUser ?? ticket.userId ?? actorId;
    plan.action = ticket.status === 'pending' ? 'ignore' : 'resolve';
    plan.patch = { ...plan.patch, status: 'closed', userId, queueId, closedAt: now };
    if (plan.action === 'ignore') {
      plan.patch.amountUsedBotQueues = 0;
      plan.farewell = options.farewellOnIgnore === true && input.sendFarewellMessage !== false;
    } else {
      plan.requiresTag = true;
      // An nps ticket closed by hand stops waiting for its rating.
      if (options.ratingOnResolve && ticket.status !== 'nps' && !ticket.isGroup && input.withRating !== false) {
        plan.askRating = true;
        plan.patch = {
          ...plan.patch,
          status: 'nps',
          closedAt: null,
          farewellAfterRating: input.sendFarewellMessage !== false,
        };
        log('nps', actorId, queueId);
        return plan;
      }
      plan.farewell = input.sendFarewellMessage !== false;
    }
    // 'Avaliação obrigatória' (spec 1 §4): a close asked with a rating (withRating true) that asks none is refused,
    // rather than closing as if the contact had been asked.
    if (input.withRating === true) throw new AppError('ERR_RATING_REQUIRED');
    log('closed', actorId, queueId);
    return plan;
  }

  if (ticket.status === 'closed') {
    plan.action = 'reopen';
    plan.becomesActive = true;
    const pending = asked === 'pending';
    plan.patch = {
      ...plan.patch,
      status: pending ? 'pending' : activeStatus,
      userId: pending ? null : (sentUser ?? actorId),
      queueId,
      closedAt: null,
    };
    log('reopen', actorId, queueId);
    return plan;
  }

  if (asked === 'pending') {
    if (queueChanged && queueId === null) throw new AppError('ERR_QUEUE_REQUIRED');
    plan.action = queueChanged ? 'transferToQueue' : 'returnToQueue';
    plan.patch = { ...plan.patch, status: 'pending', userId: null, queueId };
    if (queueChanged) {
      log('transfered', actorId, ticket.queueId);
      log('queue', null, queueId);
    } else log('pending', actorId, queueId);
    return plan;
  }

  // open or group asked, from pending, open, group or nps.
  const userId = sentUser ?? ticket.userId ?? actorId;
  if (ticket.status === 'nps' && userId === ticket.userId && !queueChanged) {
    plan.action = 'reopen';
    plan.patch = { ...plan.patch, status: activeStatus, userId, queueId };
    log('reopen', actorId, queueId);
    return plan;
  }
  if (ticket.status === 'pending' && userId === actorId) {
    if (queueId === null) throw new AppError('ERR_QUEUE_REQUIRED');
    plan.action = 'accept';
    plan.greet = true;
    plan.patch = {
      ...plan.patch,
      status: ticket.isGroup && ticket.channel === 'whatsapp' ? 'group' : 'open',
      userId,
      queueId,
      unreadMessages: 0,
      ...BOT_LETS_GO,
    };
    log('open', userId, queueId);
    return plan;
  }
  if (userId !== ticket.userId) {
    plan.action = 'transferToUser';
    plan.patch = { ...plan.patch, status: activeStatus, userId, queueId, ...BOT_LETS_GO };
    log('transfered', actorId, ticket.queueId);
    log('receivedTransfer', userId, queueId);
    return plan;
  }
  if (queueChanged) {
    if (queueId === null) throw new AppError('ERR_QUEUE_REQUIRED');
    plan.action = 'transferToQueue';
    plan.patch = { ...plan.patch, status: activeStatus, userId, queueId };
    log('transfered', actorId, ticket.queueId);
    log('queue', null, queueId);
    return plan;
  }
  return plan;
}

/** PUT fields that are written as sent, whatever the status change. */
function passThrough(input: UpdateTicketInput): Partial<NewTicket> {
  const patch: Partial<NewTicket> = {};
  if (input.promptId !== undefined) patch.promptId = input.promptId;
  if (input.useIntegration !== undefined) patch.useIntegration = input.useIntegration;
  if (input.integrationId !== undefined) patch.integrationId = input.integrationId;
  if (input.amountUsedBotQueues !== undefined) patch.amountUsedBotQueues = input.amountUsedBotQueues;
  if (input.isBot !== undefined) patch.isBot = input.isBot;
  if (input.whatsappId !== undefined) patch.whatsappId = input.whatsappId;
  return patch;
}

/** A closed ticket's queue may still be corrected (reports group by queue). */
function withQueue(plan: TransitionPlan, input: UpdateTicketInput, queueId: number | null): TransitionPlan {
  if (input.queueId !== undefined) plan.patch.queueId = queueId;
  return plan;
}

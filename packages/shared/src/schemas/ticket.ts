import { z } from 'zod';
import { CONNECTION_CHANNELS } from '../connections.js';
import { idField, idParam, listParam, pageNumberField, queueIdsParam, searchParamField } from './common.js';
import { flag, numberFromText, optionalId, readAs, requiredId, writeBody } from './liberal.js';

/** Every status a ticket row may hold; the lists of spec 1 §2 use pending, open, closed and group. */
export const TICKET_ALL_STATUSES = ['pending', 'open', 'closed', 'group', 'nps', 'lgpd'] as const;
export type TicketAnyStatus = (typeof TICKET_ALL_STATUSES)[number];

/**
 * Ticket log entry types (spec 1 §2 contact drawer), plus the close/reopen entries the states table implies and
 * 'nps': resolving asked the contact for a rating (the ticket waits in status nps).
 */
export const TICKET_LOG_TYPES = [
  'create',
  'chatBot',
  'queue',
  'open',
  'access',
  'transfered',
  'receivedTransfer',
  'pending',
  'closed',
  'reopen',
  'redirect',
  'nps',
] as const;
export type TicketLogType = (typeof TICKET_LOG_TYPES)[number];

/** Presence a contact shows in a chat (spec 1 §3). */
export const PRESENCE_STATES = ['available', 'unavailable', 'composing', 'recording', 'paused'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

const idListParam = () => listParam(idParam(), 500);

const booleanParam = () =>
  z.preprocess(
    (value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value),
    z.boolean().optional(),
  );

/**
 * `status` of GET /tickets: a ticket status, or `search`, the search tab of spec clients (spec 1 §2): the latest
 * ticket of each contact and connection, of any status unless statusFilter narrows it.
 */
export const TICKET_LIST_STATUSES = [...TICKET_ALL_STATUSES, 'search'] as const;

/**
 * GET /tickets (spec 1 §7). `pageNumber` pages as the spec says; `cursor` (opaque, from the previous answer's
 * `nextCursor`) pages by the indexed (updatedAt, id) key and is what the web uses.
 */
export const listTicketsQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  cursor: z.string().max(200).optional(),
  status: z.enum(TICKET_LIST_STATUSES).optional(),
  date: z.iso.date().optional(),
  updatedAt: z.iso.date().optional(),
  showAll: booleanParam(),
  withUnreadMessages: booleanParam(),
  queueIds: queueIdsParam(),
  tags: idListParam(),
  users: idListParam(),
  whatsapps: idListParam(),
  whatsappIds: idListParam(),
  /** Search tab: statuses to include (spec 1 §9 status filter options). */
  statusFilter: listParam(z.enum(TICKET_ALL_STATUSES), 6),
  userFilter: idListParam(),
  isGroup: booleanParam(),
  /**
   * true: only the snoozed tickets (the "Adiados" view); false: none of them. Absent: the lists of a working status
   * leave them out and every other list (search, closed, no status) keeps them (see snoozedFilterOf).
   */
  snoozed: booleanParam(),
});
export type ListTicketsQuery = z.infer<typeof listTicketsQuerySchema>;

/** POST /tickets: open a ticket for a contact (new ticket dialog). */
export const createTicketSchema = writeBody({
  contactId: requiredId(),
  queueId: optionalId(),
  whatsappId: optionalId(),
  userId: optionalId(),
  status: z.enum(['open', 'pending']).default('open'),
  companyId: idField().optional(),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/** PUT /tickets/{id}: one row of the states table of spec 1 §4 per call. */
export const updateTicketSchema = writeBody({
  status: z.enum(TICKET_ALL_STATUSES).optional(),
  userId: optionalId(),
  queueId: optionalId(),
  whatsappId: requiredId().optional(),
  promptId: optionalId(),
  useIntegration: flag().optional(),
  integrationId: optionalId(),
  sendFarewellMessage: flag().optional(),
  amountUsedBotQueues: readAs(numberFromText, z.number().int().min(0).max(1000)).optional(),
  isBot: flag().optional(),
  /** Asked the contact to rate the attendance on close (the rating flow of the connection). */
  withRating: flag().optional(),
});
export type UpdateTicketInput = z.infer<typeof updateTicketSchema>;

/** POST /tickets/closeAll (admin): every ticket of a status in the chosen queues. */
export const closeAllTicketsSchema = writeBody({
  status: z.enum(['pending', 'open', 'group']),
  queueIds: z.array(requiredId()).max(500).default([]),
});
export type CloseAllTicketsInput = z.infer<typeof closeAllTicketsSchema>;

export const tagRefSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

/** A ticket as GET /tickets, GET /tickets/u/{uuid} and the live `ticket` event carry it (spec 1 §3). */
export const ticketViewSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(TICKET_ALL_STATUSES),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  unreadMessages: z.number().int(),
  contactId: z.number().int(),
  contact: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Partly hidden ('55119••••4321') for profile user when lgpdHideNumber is enabled. */
    number: z.string().nullable(),
    /** The channel's picture URL, or a signed URL when the file is stored here; null when there is none. */
    profilePicUrl: z.string().nullable(),
    urlPicture: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
    disableBot: z.boolean(),
    acceptAudioMessage: z.boolean(),
    tags: z.array(tagRefSchema),
  }),
  queueId: z.number().int().nullable(),
  queue: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable() }).nullable(),
  whatsappId: z.number().int().nullable(),
  whatsapp: z
    .object({
      id: z.number().int(),
      name: z.string(),
      groupAsTicket: z.enum(['disabled', 'enabled']),
      wavoip: z.string().nullable(),
    })
    .nullable(),
  channel: z.enum(CONNECTION_CHANNELS),
  isGroup: z.boolean(),
  isBot: z.boolean(),
  /** The contact wrote outside service hours (and was told so); cleared when they write within them. */
  isOutOfHour: z.boolean().optional(),
  /** Snoozed until this instant (POST /tickets/{id}/snooze); null when it is not (see isSnoozedTicket). */
  snoozedUntil: z.string().nullable().optional(),
  useIntegration: z.boolean(),
  fromMe: z.boolean(),
  tags: z.array(tagRefSchema),
  userRating: z.object({ rate: z.number().int() }).nullable(),
  presence: z.enum(PRESENCE_STATES).nullable(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/** Tickets per page of GET /tickets. */
export const TICKET_PAGE_SIZE = 40;
/**
 * `count` of GET /tickets is exact up to this many and saturates there (show "1000+"): a count then costs a bounded
 * index walk however many tickets a company keeps. A search's count saturates at TICKET_SEARCH_COUNT_CAP.
 */
export const TICKET_COUNT_CAP = 1000;
export const TICKET_SEARCH_COUNT_CAP = 100;

export interface TicketListAnswer {
  tickets: TicketView[];
  count: number;
  hasMore: boolean;
  /** Pass as `cursor` to get the next page (absent on the last page). */
  nextCursor?: string;
}

/**
 * 409 ERR_OTHER_OPEN_TICKET answer of POST /tickets and of a reopen: `error` is this object as a JSON string
 * (spec 1 §4), naming who already holds the contact's ticket.
 */
export const openTicketConflictSchema = z.object({
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  queueName: z.string().nullable(),
  uuid: z.string(),
  ticketId: z.number().int(),
});
export type OpenTicketConflict = z.infer<typeof openTicketConflictSchema>;

/** GET /tickets-log/{id}. */
export const ticketLogEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(TICKET_LOG_TYPES),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  queue: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
});
export type TicketLogEntry = z.infer<typeof ticketLogEntrySchema>;

/**
 * The statuses of the lists an attendant works through (spec 1 §2): the tickets that may be snoozed or transferred. A
 * snooze left on a ticket of another status (closed by a timer meanwhile) means nothing: it is not snoozed.
 */
export const WORKING_STATUSES = ['pending', 'open', 'group'] as const;
const working: ReadonlySet<string> = new Set(WORKING_STATUSES);

export function isWorkingStatus(status: string): boolean {
  return working.has(status);
}

/** A snooze ends at most this many days ahead. */
export const SNOOZE_MAX_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether a ticket is out of its lists until its snooze ends (the server's list filter says the same in SQL). */
export function isSnoozedTicket(ticket: Pick<TicketView, 'status' | 'snoozedUntil'>): boolean {
  return ticket.snoozedUntil != null && working.has(ticket.status);
}

/** GET /tickets without `snoozed`: the lists of a working status leave snoozed tickets out, the others keep them. */
export function snoozedFilterOf(query: {
  snoozed?: boolean | undefined;
  status?: string | undefined;
}): boolean | undefined {
  if (query.snoozed !== undefined) return query.snoozed;
  return query.status !== undefined && working.has(query.status) ? false : undefined;
}

/** Why `until` cannot end a snooze now (a validation message key), or undefined when it can. */
export function snoozeUntilIssue(
  until: Date,
  now: Date,
): 'validation.snoozeInPast' | 'validation.snoozeTooFar' | undefined {
  if (until.getTime() <= now.getTime()) return 'validation.snoozeInPast';
  if (until.getTime() > now.getTime() + SNOOZE_MAX_DAYS * DAY_MS) return 'validation.snoozeTooFar';
  return undefined;
}

/** POST /tickets/{id}/snooze: out of the lists until `until` (an instant with its offset), or until the contact writes. */
export const snoozeTicketSchema = writeBody({
  until: z.iso.datetime({ offset: true, message: 'validation.invalidDate' }),
});
export type SnoozeTicketInput = z.infer<typeof snoozeTicketSchema>;

/** The live `ticket` event a snooze's end sends to whoever snoozed the ticket and to its attendant (their own rooms). */
export interface TicketSnoozeEndedPayload {
  action: 'snoozeEnded';
  ticket: TicketView;
}

/** Tickets one POST /tickets/bulk acts on at most; a client sends a larger selection in several calls. */
export const BULK_TICKETS_MAX = 100;
/** Tags one bulk tagging adds at most. */
export const BULK_TAGS_MAX = 20;

const bulkIds = () =>
  z
    .array(requiredId())
    .min(1, { message: 'validation.required' })
    .max(BULK_TICKETS_MAX, { message: 'validation.tooManyTickets' });

/**
 * POST /tickets/bulk: one action on each ticket, by the rule of the same action on one ticket. transfer: to the queue,
 * and to the user when one is named (else the ticket waits in the queue); resolve: closed with the farewell unless
 * declined; tag: the tags added to each ticket, its other tags kept.
 */
export const bulkTicketsSchema = z.discriminatedUnion('action', [
  writeBody({ action: z.literal('transfer'), ids: bulkIds(), queueId: requiredId(), userId: optionalId() }),
  writeBody({ action: z.literal('resolve'), ids: bulkIds(), sendFarewellMessage: flag().optional() }),
  writeBody({
    action: z.literal('tag'),
    ids: bulkIds(),
    tagIds: z
      .array(requiredId())
      .min(1, { message: 'validation.required' })
      .max(BULK_TAGS_MAX, { message: 'validation.tooLong' }),
  }),
]);
export type BulkTicketsInput = z.infer<typeof bulkTicketsSchema>;
export type BulkTicketAction = BulkTicketsInput['action'];

/** One ticket's outcome: the ticket as it is afterwards, or the catalogue code that refused it (nothing changed). */
export const bulkTicketResultSchema = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true), ticket: ticketViewSchema }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type BulkTicketResult = z.infer<typeof bulkTicketResultSchema>;

/** The answer of POST /tickets/bulk, one result per distinct id in the order sent. */
export const bulkTicketsAnswerSchema = z.object({ results: z.array(bulkTicketResultSchema) });
export type BulkTicketsAnswer = z.infer<typeof bulkTicketsAnswerSchema>;

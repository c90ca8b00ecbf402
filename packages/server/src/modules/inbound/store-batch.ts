import { ACK_NUMBER, type InboundMessage } from '../../channels/types.js';
import type { Db, Tx } from '../../db/database.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { identitiesOf, resolveContacts } from './contact-resolver.js';
import { inboundRepository, type TicketTouch } from './inbound.repository.js';
import type { InboundConnection } from './inbound.types.js';
import { MEDIA_TYPE_OF, previewOf } from './message-kinds.js';
import { resolveTickets, type ResolvedTicket } from './ticket-resolver.js';

type BatchState = Awaited<ReturnType<typeof inboundRepository.readBatchState>>;
type Written = Awaited<ReturnType<typeof inboundRepository.insertMessagesAndTouch>>;

/** A message ready to be written, its media (if any) already saved. All messages of one batch share the connection. */
export interface PendingMessage {
  connection: InboundConnection;
  message: InboundMessage;
  mediaUrl: string | null;
}

/** What storing one message did; the rows are as the batch left them (a ticket after all of its messages). */
export type StoreOutcome =
  | { stored: false }
  | {
      stored: true;
      message: MessageRow;
      ticket: TicketRow;
      contact: ContactRow;
      ticketCreated: boolean;
      ticketReopened: boolean;
      contactCreated: boolean;
    };

/**
 * A message of the batch was stored by a writer that does not take the chat's lock (between our check and our
 * insert). The whole transaction is undone: alone, the message counts as already stored; in a batch, each message
 * is written again by itself.
 */
export class StoredMeanwhile extends Error {}

/**
 * Whether an attendant has a ticket's chat on screen (a socket joined its chat box, spec 1 §4): its contact's new
 * messages then raise no unread count. Decided before the batch's transaction (InboundPipeline.watchScreens), so
 * it costs the write nothing.
 */
export type OnScreen = (ticket: TicketRow) => boolean;

/** The advisory lock key of a chat: every process stores one chat's messages one batch at a time. */
export const chatLockKey = (whatsappId: number, chatId: string) => `inbound:${whatsappId}:${chatId}`;

/** A message of the batch on its way in: what the steps resolved for it so far. */
interface Heard {
  pending: PendingMessage;
  contact: ContactRow;
  /** Its contact was created by this batch (every message of that person says so; announce tells them once). */
  contactCreated: boolean;
}
interface Placed extends Heard {
  ticket: ResolvedTicket;
}

/**
 * Stores a batch of messages of one connection in one transaction, in their order: the chats locked, redeliveries
 * skipped, contacts and tickets resolved for the whole batch, messages inserted, each ticket touched once with its
 * last message. Answers one outcome per message, in order.
 */
export async function storeBatch(
  db: Db,
  batch: readonly PendingMessage[],
  now: Date,
  onScreen: OnScreen = () => false,
): Promise<StoreOutcome[]> {
  const connection = (batch[0] as PendingMessage).connection;
  const writtenAt = new Date();
  return db.transaction(async (tx) => {
    const state = await lockAndRead(tx, connection, batch);
    const unseen = withoutRedeliveries(batch, state.storedWids);
    const heard = unseen.length === 0 ? [] : await withContacts(tx, connection, unseen, state.contacts, writtenAt);
    if (heard.length === 0) return batch.map(() => ({ stored: false }));
    const placed = await withTickets(tx, connection, heard, state, { now, writtenAt });
    const written = await insertAll(tx, connection, placed, onScreen, writtenAt);
    return outcomesOf(batch, placed, written);
  });
}

/** The batch's chats locked, then what is stored of them read under the locks (another process's commits included). */
async function lockAndRead(
  tx: Tx,
  connection: InboundConnection,
  batch: readonly PendingMessage[],
): Promise<BatchState> {
  const { companyId, id: whatsappId, channel } = connection;
  await inboundRepository.lockKeys(tx, [
    ...new Set(batch.map(({ message }) => chatLockKey(whatsappId, message.ref.chatId))),
  ]);
  const messages = batch.map(({ message }) => message);
  return inboundRepository.readBatchState(
    tx,
    companyId,
    { whatsappId, channel },
    { wids: messages.map(({ ref }) => ref.messageId), ...identitiesOf(messages) },
  );
}

/** Messages already stored, or twice in the batch, are redeliveries: skipped. */
function withoutRedeliveries(batch: readonly PendingMessage[], storedWids: Set<string>): PendingMessage[] {
  return batch.filter(({ message }) => {
    const wid = message.ref.messageId;
    if (storedWids.has(wid)) return false;
    storedWids.add(wid);
    return true;
  });
}

/**
 * Each message with its contact, found or created. A blocked contact (active false, 'Contato bloqueado') is not
 * heard: what they write is dropped unstored, as WhatsApp itself does once the block reaches the channel, so it
 * opens no ticket, counts as no unread message and raises no notification. Our own messages to them (sent from the
 * phone) are still recorded.
 */
async function withContacts(
  tx: Tx,
  connection: InboundConnection,
  unseen: readonly PendingMessage[],
  found: readonly ContactRow[],
  writtenAt: Date,
): Promise<Heard[]> {
  const { contacts, created } = await resolveContacts(
    tx,
    connection,
    unseen.map(({ message }) => message),
    found,
    writtenAt,
  );
  return unseen
    .map((pending, index) => ({ pending, contact: alignedAt(contacts, index), contactCreated: false }))
    .filter(({ pending, contact }) => contact.active || pending.message.ref.fromMe)
    .map((heard) => ({ ...heard, contactCreated: created.has(heard.contact.id) }));
}

/** Each message with its contact's ticket: current, reopened or opened (ticket-resolver.ts). */
async function withTickets(
  tx: Tx,
  connection: InboundConnection,
  heard: readonly Heard[],
  state: BatchState,
  times: { now: Date; writtenAt: Date },
): Promise<Placed[]> {
  const tickets = await resolveTickets(
    tx,
    connection,
    heard.map(({ contact }) => contact),
    heard.map(({ pending }) => ({ imported: pending.message.imported === true })),
    {
      tickets: state.tickets,
      contactIds: new Set(state.contacts.map((contact) => contact.id)),
      createdContactIds: new Set(heard.filter(({ contactCreated }) => contactCreated).map(({ contact }) => contact.id)),
    },
    { ...times, timeCreateNewTicket: state.timeCreateNewTicket },
  );
  return heard.map((one, index) => ({ ...one, ticket: alignedAt(tickets, index) }));
}

/**
 * The messages inserted and their tickets touched. A message another writer stored between our read and our insert
 * (one that does not take the chat's lock) undoes the whole transaction (StoredMeanwhile).
 */
async function insertAll(
  tx: Tx,
  connection: InboundConnection,
  placed: readonly Placed[],
  onScreen: OnScreen,
  writtenAt: Date,
): Promise<Written> {
  const rows = placed.map(({ pending: { message, mediaUrl }, contact, ticket }) => ({
    ticketId: ticket.ticket.id,
    contactId: contact.id,
    wid: message.ref.messageId,
    remoteJid: message.ref.chatId,
    participant: message.ref.participant ?? null,
    fromMe: message.ref.fromMe,
    body: message.reaction ? message.reaction.emoji : message.body,
    mediaType: MEDIA_TYPE_OF[message.kind],
    mediaUrl,
    // Our own messages sent from the phone are already on the network.
    ack: message.ref.fromMe ? ACK_NUMBER.sent : ACK_NUMBER.pending,
    quotedMsgId: message.reaction?.targetId ?? message.quotedId ?? null,
    sentAt: message.at,
  }));
  const written = await inboundRepository.insertMessagesAndTouch(
    tx,
    connection.companyId,
    connection.id,
    rows,
    touchesOf(placed, onScreen),
    writtenAt,
  );
  if (written.messages.length !== placed.length) throw new StoredMeanwhile();
  return written;
}

/** One outcome per message of the batch; each ticket as the batch left it (after all of its messages). */
function outcomesOf(batch: readonly PendingMessage[], placed: readonly Placed[], written: Written): StoreOutcome[] {
  const messageOf = new Map(written.messages.map((row) => [row.wid, row]));
  const ticketOf = new Map<number, TicketRow>(placed.map(({ ticket }) => [ticket.ticket.id, ticket.ticket]));
  for (const ticket of written.tickets) ticketOf.set(ticket.id, ticket);
  const placedOf = new Map(placed.map((one) => [one.pending, one]));
  return batch.map((pending): StoreOutcome => {
    const one = placedOf.get(pending);
    if (!one) return { stored: false };
    const message = messageOf.get(pending.message.ref.messageId);
    const ticket = ticketOf.get(one.ticket.ticket.id);
    if (!message || !ticket) throw new Error('a stored message or its ticket is missing from the write');
    const { created: ticketCreated, reopened: ticketReopened } = one.ticket;
    return {
      stored: true,
      message,
      ticket,
      contact: one.contact,
      ticketCreated,
      ticketReopened,
      contactCreated: one.contactCreated,
    };
  });
}

/** The resolvers answer one value per input, in order. */
function alignedAt<T>(values: readonly T[], index: number): T {
  const value = values[index];
  if (value === undefined) throw new Error(`a resolver answered ${values.length} values, none for input ${index}`);
  return value;
}

/**
 * Per ticket: its last message (reactions do not count), how many of them came from the contact, and whether its
 * chat is on screen (then none of them is unread). In ticket id
 * order, so two batches touching the same tickets tend to lock them in the same order (a deadlock that still
 * happens is broken by PostgreSQL, and the failed batch's messages are written again one by one).
 */
function touchesOf(placed: readonly Placed[], onScreen: OnScreen): TicketTouch[] {
  const touches = new Map<number, TicketTouch>();
  for (const {
    pending: { message },
    ticket: { ticket },
  } of placed) {
    if (message.kind === 'reaction') continue;
    const { id } = ticket;
    const unread = (touches.get(id)?.unread ?? 0) + (message.ref.fromMe ? 0 : 1);
    const seen = touches.get(id)?.onScreen ?? onScreen(ticket);
    touches.set(id, {
      id,
      preview: previewOf(message.kind, message.body),
      at: message.at,
      fromMe: message.ref.fromMe,
      unread,
      onScreen: seen,
    });
  }
  return [...touches.values()].sort((a, b) => a.id - b.id);
}

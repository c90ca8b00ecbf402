import { ACK_NUMBER, type InboundMessage } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { identitiesOf, resolveContacts } from './contact-resolver.js';
import { inboundRepository, type TicketTouch } from './inbound.repository.js';
import type { InboundConnection } from './inbound.types.js';
import { MEDIA_TYPE_OF, previewOf } from './message-kinds.js';
import { resolveTickets, type ResolvedTicket } from './ticket-resolver.js';

/** A message ready to be written, its media (if any) already saved. All messages of one batch share the connection. */
export interface PendingMessage {
  connection: InboundConnection;
  message: InboundMessage;
  mediaUrl: string | null;
}

/** What storing one message did; the rows are as the batch left them (a ticket after all of its messages). */
export type StoreOutcome =
  | { stored: false }
  | { stored: true; message: MessageRow; ticket: TicketRow; contact: ContactRow; ticketCreated: boolean; ticketReopened: boolean; contactCreated: boolean };

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

/**
 * Stores a batch of messages of one connection in one transaction, in their order: per chat lock, redeliveries
 * skipped (already stored, or twice in the batch), contacts and tickets resolved and written for the whole batch,
 * messages inserted, each ticket touched once with its last message. Answers one outcome per message, in order.
 */
export async function storeBatch(db: Db, batch: readonly PendingMessage[], now: Date, onScreen: OnScreen = () => false): Promise<StoreOutcome[]> {
  const connection = (batch[0] as PendingMessage).connection;
  const { companyId, id: whatsappId } = connection;
  const writtenAt = new Date();
  return db.transaction(async (tx) => {
    await inboundRepository.lockKeys(tx, [...new Set(batch.map(({ message }) => chatLockKey(whatsappId, message.ref.chatId)))]);
    // Read under the locks: a redelivery (or an earlier message of a chat) handled by another process has committed.
    const state = await inboundRepository.readBatchState(
      tx,
      companyId,
      { whatsappId, channel: connection.channel },
      { wids: batch.map(({ message }) => message.ref.messageId), ...identitiesOf(batch.map(({ message }) => message)) },
    );
    const unseen: PendingMessage[] = [];
    for (const pending of batch) {
      const wid = pending.message.ref.messageId;
      if (state.storedWids.has(wid)) continue;
      state.storedWids.add(wid);
      unseen.push(pending);
    }
    if (unseen.length === 0) return batch.map(() => ({ stored: false }));

    const resolved = await resolveContacts(tx, connection, unseen.map(({ message }) => message), state.contacts, writtenAt);
    // A blocked contact (active false, 'Contato bloqueado') is not heard: what they write is dropped unstored, as
    // WhatsApp itself does once the block reaches the channel, so it opens no ticket, counts as no unread message
    // and raises no notification. Our own messages to them (sent from the phone) are still recorded.
    const fresh: PendingMessage[] = [];
    const contacts: ContactRow[] = [];
    const indexOf = new Map<PendingMessage, number>();
    unseen.forEach((pending, index) => {
      const contact = resolved.contacts[index] as ContactRow;
      if (!contact.active && !pending.message.ref.fromMe) return;
      indexOf.set(pending, fresh.length);
      fresh.push(pending);
      contacts.push(contact);
    });
    if (fresh.length === 0) return batch.map(() => ({ stored: false }));
    const { created } = resolved;
    const tickets = await resolveTickets(
      tx,
      connection,
      contacts,
      fresh.map(({ message }) => ({ imported: message.imported === true })),
      { tickets: state.tickets, contactIds: new Set(state.contacts.map((contact) => contact.id)), createdContactIds: created },
      { now, writtenAt, timeCreateNewTicket: state.timeCreateNewTicket },
    );
    const written = await inboundRepository.insertMessagesAndTouch(
      tx,
      companyId,
      whatsappId,
      fresh.map(({ message, mediaUrl }, index) => ({
        ticketId: (tickets[index] as ResolvedTicket).ticket.id,
        contactId: (contacts[index] as ContactRow).id,
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
      })),
      touchesOf(fresh, tickets.map(({ ticket }) => ticket), onScreen),
      writtenAt,
    );
    if (written.messages.length !== fresh.length) throw new StoredMeanwhile();

    const rowOf = new Map(written.messages.map((row) => [row.wid, row]));
    const finalTicket = new Map<number, TicketRow>(tickets.map(({ ticket }) => [ticket.id, ticket]));
    for (const ticket of written.tickets) finalTicket.set(ticket.id, ticket);
    return batch.map((pending): StoreOutcome => {
      const index = indexOf.get(pending);
      if (index === undefined) return { stored: false };
      const { ticket, created: ticketCreated, reopened: ticketReopened } = tickets[index] as ResolvedTicket;
      return {
        stored: true,
        message: rowOf.get(pending.message.ref.messageId) as MessageRow,
        ticket: finalTicket.get(ticket.id) as TicketRow,
        contact: contacts[index] as ContactRow,
        ticketCreated,
        ticketReopened,
        // True on every message of a person this batch created: announce tells them once.
        contactCreated: created.has((contacts[index] as ContactRow).id),
      };
    });
  });
}

/**
 * Per ticket: its last message (reactions do not count), how many of them came from the contact, and whether its
 * chat is on screen (then none of them is unread). In ticket id
 * order, so two batches touching the same tickets tend to lock them in the same order (a deadlock that still
 * happens is broken by PostgreSQL, and the failed batch's messages are written again one by one).
 */
function touchesOf(stored: readonly PendingMessage[], tickets: readonly TicketRow[], onScreen: OnScreen): TicketTouch[] {
  const touches = new Map<number, TicketTouch>();
  stored.forEach(({ message }, index) => {
    if (message.kind === 'reaction') return;
    const ticket = tickets[index] as TicketRow;
    const { id } = ticket;
    const unread = (touches.get(id)?.unread ?? 0) + (message.ref.fromMe ? 0 : 1);
    const seen = touches.get(id)?.onScreen ?? onScreen(ticket);
    touches.set(id, { id, preview: previewOf(message.kind, message.body), at: message.at, fromMe: message.ref.fromMe, unread, onScreen: seen });
  });
  return [...touches.values()].sort((a, b) => a.id - b.id);
}

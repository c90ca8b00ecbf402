import type { ConnectionChannel, MessageView } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import {
  isPending,
  messagesRepository,
  REACTION_MEDIA_TYPE,
  type ContactBrief,
  type MessageRow,
  type TicketBrief,
} from './messages.repository.js';

/** Spec 1 §5: with lgpdDeleteMessage and enableLGPD, a contact's deleted message shows this text instead. */
export const LGPD_DELETED_BODY = 'Mensagem apagada';

/** A quote points at the quoted message's channel id on the same connection (or ticket, for connection-less notes). */
const sameConversation = (quote: MessageRow, row: MessageRow) =>
  row.whatsappId !== null ? quote.whatsappId === row.whatsappId : quote.ticketId === row.ticketId;

/**
 * The chat as spec clients read `remoteJid`: WhatsApp channels name it by JID. Baileys' chat ids are JIDs already
 * (`…@s.whatsapp.net`, `…@g.us`, `…@lid`); the Cloud API and the simulator name a chat by the contact's digits. On
 * Facebook and Instagram it is the platform's user id, as stored.
 */
function chatJid(address: string, channel: ConnectionChannel | undefined): string {
  const digitsOnly = channel === 'whatsappapi' || channel === 'simulator';
  return digitsOnly && /^\d+$/.test(address) ? `${address}@s.whatsapp.net` : address;
}

/** Reactions on each target wid: the latest per side (one for the company, one per contact/participant); '' removes. */
function aggregateReactions(reactions: MessageRow[]): Map<string, MessageView['reactions']> {
  const latest = new Map<string, Map<string, MessageRow>>();
  // Rows arrive oldest first, so a later reaction of the same side overwrites the earlier one.
  for (const reaction of reactions) {
    if (!reaction.quotedMsgId) continue;
    const side = reaction.fromMe ? 'me' : `contact:${reaction.participant ?? reaction.contactId ?? ''}`;
    const bySide = latest.get(reaction.quotedMsgId) ?? new Map<string, MessageRow>();
    bySide.set(side, reaction);
    latest.set(reaction.quotedMsgId, bySide);
  }
  const answer = new Map<string, MessageView['reactions']>();
  for (const [target, bySide] of latest) {
    const shown = [...bySide.values()].filter((r) => r.body !== '').map((r) => ({ emoji: r.body, fromMe: r.fromMe }));
    if (shown.length > 0) answer.set(target, shown);
  }
  return answer;
}

/** What a caller already holds, so that presentMessages reads only the rest. */
export interface PresentContext {
  /** The queue and channel of tickets of the rows. */
  tickets?: ReadonlyMap<number, TicketBrief>;
  /** Contacts of the rows. */
  contacts?: ReadonlyMap<number, ContactBrief>;
  /** Rows known to have no reactions (their channel id is brand new): none are looked for. */
  unreacted?: ReadonlySet<number>;
}

/**
 * Builds the shared MessageView of message rows of one company, with a constant number of queries whatever the
 * number of rows, run together: quoted messages, reactions, and the contacts and ticket queues the caller does not
 * hold; then, only when needed, the contacts of quoted messages not known yet and the LGPD settings.
 */
export async function presentMessages(
  db: DbOrTx,
  companyId: number,
  rows: MessageRow[],
  context: PresentContext = {},
): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const knownTickets = context.tickets ?? new Map<number, TicketBrief>();
  const knownContacts = context.contacts ?? new Map<number, ContactBrief>();
  const ticketIds = [...new Set(rows.map((r) => r.ticketId))];
  // Nobody can react to a message still queued: its channel id, which a reaction names, does not exist yet.
  const reactable = rows.filter((r) => !isPending(r.wid) && context.unreacted?.has(r.id) !== true);
  const quotedWids = [
    ...new Set(rows.flatMap((r) => (r.quotedMsgId && r.mediaType !== REACTION_MEDIA_TYPE ? [r.quotedMsgId] : []))),
  ];
  const contactIdsOf = (list: MessageRow[]) => [
    ...new Set(list.flatMap((r) => (r.contactId === null ? [] : [r.contactId]))),
  ];
  const [quotedRows, reactionRows, rowContacts, ticketList] = await Promise.all([
    messagesRepository.findByWids(db, companyId, quotedWids),
    messagesRepository.reactionsOn(
      db,
      companyId,
      [...new Set(reactable.map((r) => r.ticketId))],
      reactable.map((r) => r.wid),
    ),
    messagesRepository.contactBriefs(
      db,
      companyId,
      contactIdsOf(rows).filter((id) => !knownContacts.has(id)),
    ),
    messagesRepository.ticketBriefs(
      db,
      companyId,
      ticketIds.filter((id) => !knownTickets.has(id)),
    ),
  ]);
  const contacts = new Map<number, ContactBrief>([...knownContacts, ...rowContacts.map((c) => [c.id, c] as const)]);
  const needsLgpd = [...rows, ...quotedRows].some((r) => r.isDeleted && !r.fromMe);
  const [quotedContacts, settingsRow] = await Promise.all([
    messagesRepository.contactBriefs(
      db,
      companyId,
      contactIdsOf(quotedRows).filter((id) => !contacts.has(id)),
    ),
    needsLgpd ? settingsReader.findRow(db, companyId) : undefined,
  ]);
  for (const contact of quotedContacts) contacts.set(contact.id, contact);
  const ticketsById = new Map<number, TicketBrief>([...knownTickets, ...ticketList.map((t) => [t.id, t] as const)]);
  // Our own messages are stored without the chat (the channel is told it when they are sent): they show the chat
  // of the contact's messages among the rows, as the reply went there.
  const chatOfTicket = new Map<number, string>();
  for (const row of rows)
    if (row.remoteJid !== null && !chatOfTicket.has(row.ticketId)) chatOfTicket.set(row.ticketId, row.remoteJid);
  const reactions = aggregateReactions(reactionRows);
  const settings = needsLgpd ? toCompanySettings(settingsRow) : undefined;
  const hideDeleted = settings ? settings.enableLGPD && settings.lgpdDeleteMessage : false;
  const bodyOf = (row: MessageRow) => (hideDeleted && row.isDeleted && !row.fromMe ? LGPD_DELETED_BODY : row.body);

  return rows.map((row) => {
    const quote = row.quotedMsgId
      ? quotedRows.find((q) => q.wid === row.quotedMsgId && sameConversation(q, row))
      : undefined;
    const contact = row.contactId === null ? undefined : contacts.get(row.contactId);
    const ticket = ticketsById.get(row.ticketId);
    const chat = row.remoteJid ?? chatOfTicket.get(row.ticketId);
    const quoteContact = quote && !quote.fromMe && quote.contactId !== null ? contacts.get(quote.contactId) : undefined;
    return {
      id: row.id,
      wid: row.wid,
      ticketId: row.ticketId,
      contactId: row.contactId,
      queueId: ticket?.queueId ?? null,
      userId: row.userId,
      body: bodyOf(row),
      fromMe: row.fromMe,
      ack: row.ack,
      mediaType: row.mediaType,
      mediaUrl: row.mediaUrl,
      mediaName: row.mediaName,
      quotedMsgId: row.quotedMsgId,
      quotedMsg: quote
        ? {
            id: quote.id,
            body: bodyOf(quote),
            fromMe: quote.fromMe,
            mediaType: quote.mediaType,
            mediaUrl: quote.mediaUrl,
            contactName: quoteContact?.name ?? null,
            contact: quoteContact ? { name: quoteContact.name } : null,
          }
        : null,
      remoteJid: chat === undefined ? null : chatJid(chat, ticket?.channel),
      participant: row.participant,
      isDeleted: row.isDeleted,
      isEdited: row.isEdited,
      isForwarded: row.isForwarded,
      isPrivate: row.isPrivate,
      failedReason: row.failedReason,
      unconfirmed: row.unconfirmedAt !== null,
      isBot: row.isBot,
      reactions: reactions.get(row.wid) ?? [],
      contact: contact ? { id: contact.id, name: contact.name, profilePicUrl: contact.profilePicUrl } : null,
      createdAt: row.sentAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function presentMessageView(
  db: DbOrTx,
  companyId: number,
  row: MessageRow,
  context: PresentContext = {},
): Promise<MessageView> {
  const [view] = await presentMessages(db, companyId, [row], context);
  if (!view) throw new Error('presentMessages answered no view for one row');
  return view;
}

/** What a live event about a message shows. */
export interface LiveMessageView {
  message: MessageView;
  /** The event was about a reaction: `message` is the message it reacts to, to be sent as an update. */
  reaction: boolean;
}

/** What a live event's emitter and listener already hold about one message, so that its view reads only the rest. */
export interface LiveMessageHint {
  /** The row as of the emitter's commit (read when absent). */
  message?: MessageRow | undefined;
  /** Its ticket's queue, channel and contact, from the ticket view the same event shows. */
  ticket: { id: number; contact: ContactBrief } & TicketBrief;
  /** Nobody can have reacted to it yet (MessageHints.justSent). */
  unreacted?: boolean | undefined;
}

/**
 * What live events about these messages show, by message id. A reaction is no bubble of its own: its event carries
 * the message it reacts to, with its reactions updated. Messages gone (or reactions whose target is) are absent.
 */
export async function liveMessageViews(
  db: DbOrTx,
  companyId: number,
  messageIds: number[],
  hints: ReadonlyMap<number, LiveMessageHint> = new Map(),
): Promise<Map<number, LiveMessageView>> {
  const held = messageIds.flatMap((id) => hints.get(id)?.message ?? []);
  const heldIds = new Set(held.map((row) => row.id));
  const rows = [
    ...held,
    ...(await messagesRepository.findByIds(
      db,
      companyId,
      messageIds.filter((id) => !heldIds.has(id)),
    )),
  ];
  const reactions = rows.filter((row) => row.mediaType === REACTION_MEDIA_TYPE);
  const targets = await messagesRepository.findByWids(db, companyId, [
    ...new Set(reactions.flatMap((row) => (row.quotedMsgId ? [row.quotedMsgId] : []))),
  ]);
  const targetOf = (reaction: MessageRow) =>
    targets.find((target) => target.wid === reaction.quotedMsgId && sameConversation(target, reaction));
  const shown = [
    ...rows.filter((row) => row.mediaType !== REACTION_MEDIA_TYPE),
    ...reactions.flatMap((row) => targetOf(row) ?? []),
  ];
  const tickets = [...hints.values()].map((hint) => hint.ticket);
  const context: PresentContext = {
    tickets: new Map(tickets.map(({ id, queueId, channel }) => [id, { queueId, channel }])),
    contacts: new Map(tickets.map(({ contact }) => [contact.id, contact])),
    unreacted: new Set([...hints].flatMap(([id, hint]) => (hint.unreacted ? [id] : []))),
  };
  const views = new Map((await presentMessages(db, companyId, shown, context)).map((view) => [view.id, view]));
  const live = new Map<number, LiveMessageView>();
  for (const row of rows) {
    const reaction = row.mediaType === REACTION_MEDIA_TYPE;
    const message = views.get(reaction ? (targetOf(row)?.id ?? -1) : row.id);
    if (message) live.set(row.id, { message, reaction });
  }
  return live;
}

/**
 * The live view of one message (liveMessageViews). Views asked for together on one database handle are presented
 * together (ReadBatcher): a write batch's messages are announced in the same turn, and one presentation, with one
 * read of each kind, answers them all.
 */
export function liveMessageView(
  db: DbOrTx,
  companyId: number,
  messageId: number,
  hint: LiveMessageHint,
): Promise<LiveMessageView | undefined> {
  return liveViewsTogether(db).load(companyId, messageId, hint);
}

const liveViewsTogether = readBatcherPerHandle<LiveMessageView, LiveMessageHint>(liveMessageViews);

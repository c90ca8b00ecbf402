import { maskPhoneNumber, type PresenceState, type TicketView } from '@guiche/shared';
import { presenceOf } from './ticket-presence.js';
import type { TicketViewRow } from './ticket-view.repository.js';

export interface PresentOptions {
  /** The reader has profile user: with lgpdHideNumber enabled the contact number is partly hidden (spec 1 §5). */
  readerIsProfileUser: boolean;
  /** The contact's presence, when the caller knows it; else the last one this process heard (ticket-presence.ts). */
  presence?: PresenceState | null;
}

/** Whether a reader of this profile gets the number masked under the company's lgpdHideNumber setting. */
export function masksNumberFor(reader: { profile: string; super: boolean }): boolean {
  return reader.profile === 'user' && !reader.super;
}

/** The shared TicketView of one row of ticket-view.repository (GET /tickets, GET /tickets/u/{uuid}, live events). */
export function presentTicketView(row: TicketViewRow, options: PresentOptions): TicketView {
  const { ticket, contact } = row;
  const number = row.hideNumber && options.readerIsProfileUser ? maskPhoneNumber(contact.number) : contact.number;
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    lastMessage: ticket.lastMessage,
    lastMessageAt: ticket.lastMessageAt?.toISOString() ?? null,
    updatedAt: ticket.updatedAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
    unreadMessages: ticket.unreadMessages,
    contactId: ticket.contactId,
    contact: {
      id: contact.id,
      name: contact.name,
      number,
      profilePicUrl: contact.profilePicUrl,
      urlPicture: contact.profilePicUrl,
      email: contact.email,
      active: contact.active,
      disableBot: contact.disableBot,
      acceptAudioMessage: contact.acceptAudioMessage,
      tags: row.contactTags,
    },
    queueId: ticket.queueId,
    queue: row.queue,
    userId: ticket.userId,
    // Users carry no colour of their own in this product; the field is kept for the spec's shape.
    user: row.user ? { ...row.user, color: null } : null,
    whatsappId: ticket.whatsappId,
    whatsapp: row.whatsapp,
    channel: ticket.channel,
    isGroup: ticket.isGroup,
    isBot: ticket.isBot,
    isOutOfHour: ticket.isOutOfHour,
    snoozedUntil: ticket.snoozedUntil?.toISOString() ?? null,
    useIntegration: ticket.useIntegration,
    fromMe: ticket.fromMe,
    tags: row.ticketTags,
    userRating: row.rating === null ? null : { rate: row.rating },
    presence: options.presence ?? presenceOf(ticket.id),
  };
}

import { isNotifiedOfTicket, maskPhoneNumber, minutesOfDay, type PushPayload, type WallClock } from '@guiche/shared';
import { isTicketVisibleTo } from '../tickets/index.js';
import { fill, PUSH_LABELS, type PushLabels } from './push-labels.js';
import type { PushChatMessageFacts, PushRecipient, PushTicketFacts } from './push-facts.repository.js';

/** The longest preview a push carries: a lock screen shows two lines, and the payload must stay far below 4 KB. */
const PREVIEW_MAX = 140;

/**
 * Whether the user is at work on the company's clock: between startWork and endWork ("HH:mm", both minutes included;
 * a window that ends before it starts runs past midnight). Outside it the phone stays quiet (issue 41's quiet hours).
 */
export function withinWorkHours(recipient: Pick<PushRecipient, 'startWork' | 'endWork'>, clock: WallClock): boolean {
  const now = clock.hour * 60 + clock.minute;
  const start = minutesOfDay(recipient.startWork);
  const end = minutesOfDay(recipient.endWork);
  return start <= end ? now >= start && now <= end : now >= start || now <= end;
}

/** Who hears of a pending ticket: whoever may see it (spec 1 §5) and whom the bell tells of it (spec 1 §2, §6). */
export function pendingTicketAudience(
  recipients: readonly PushRecipient[],
  ticket: PushTicketFacts,
  companyId: number,
): PushRecipient[] {
  return recipients.filter(
    (recipient) =>
      isTicketVisibleTo({ ...recipient, companyId }, ticket) &&
      isNotifiedOfTicket({ ...recipient, id: recipient.userId }, ticket),
  );
}

/** What a push may say of a contact: its name, unless the name is its number and the reader must not see it. */
function contactLabel(ticket: PushTicketFacts, recipient: PushRecipient, hideNumber: boolean): string {
  const masks = hideNumber && recipient.profile === 'user' && !recipient.super;
  if (masks && ticket.contactNumber && ticket.contactName.includes(ticket.contactNumber))
    return ticket.contactName.replace(ticket.contactNumber, maskPhoneNumber(ticket.contactNumber));
  return ticket.contactName;
}

function preview(text: string, mediaType: string | null, labels: PushLabels): string {
  const trimmed = text.trim();
  if (trimmed && mediaType !== 'locationMessage' && mediaType !== 'contactMessage')
    return trimmed.length > PREVIEW_MAX ? `${trimmed.slice(0, PREVIEW_MAX - 1)}…` : trimmed;
  const kind = mediaType && mediaType in labels.media ? (mediaType as keyof PushLabels['media']) : 'attachment';
  return labels.media[kind];
}

export interface TicketPushContext {
  ticket: PushTicketFacts;
  hideNumber: boolean;
  /** The company allows message text in pushes (setting pushPreview). */
  previews: boolean;
}

export function ticketPendingPayload(context: TicketPushContext, recipient: PushRecipient): PushPayload {
  const labels = PUSH_LABELS[recipient.language];
  const contact = contactLabel(context.ticket, recipient, context.hideNumber);
  return {
    kind: 'ticketPending',
    title: labels.pendingTitle,
    body: context.ticket.queueName ? fill(labels.pendingBody, { contact, queue: context.ticket.queueName }) : contact,
    tag: `ticket-${context.ticket.id}`,
    url: `/tickets/${context.ticket.uuid}`,
  };
}

export function ticketAssignedPayload(context: TicketPushContext, recipient: PushRecipient): PushPayload {
  const labels = PUSH_LABELS[recipient.language];
  return {
    kind: 'ticketAssigned',
    title: labels.assignedTitle,
    body: contactLabel(context.ticket, recipient, context.hideNumber),
    tag: `ticket-${context.ticket.id}`,
    url: `/tickets/${context.ticket.uuid}`,
  };
}

export function ticketMessagePayload(
  context: TicketPushContext,
  recipient: PushRecipient,
  message: { body: string; mediaType: string | null },
): PushPayload {
  const labels = PUSH_LABELS[recipient.language];
  return {
    kind: 'ticketMessage',
    title: contactLabel(context.ticket, recipient, context.hideNumber),
    body: context.previews ? preview(message.body, message.mediaType, labels) : labels.messageBody,
    tag: `ticket-${context.ticket.id}`,
    url: `/tickets/${context.ticket.uuid}`,
  };
}

export function chatMessagePayload(
  chat: PushChatMessageFacts,
  recipient: PushRecipient,
  previews: boolean,
): PushPayload {
  const labels = PUSH_LABELS[recipient.language];
  return {
    kind: 'chatMessage',
    title: fill(labels.chatTitle, { sender: chat.senderName ?? '', chat: chat.chatTitle }),
    body: previews ? preview(chat.message, chat.mediaType, labels) : labels.chatBody,
    tag: `chat-${chat.chatUuid}`,
    url: `/chats/${chat.chatUuid}`,
  };
}

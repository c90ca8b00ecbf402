import type { MessageRow } from './messages.repository.js';

/** A message as live events and (later) the message list carry it. */
export function presentMessage(message: MessageRow) {
  return {
    id: message.id,
    wid: message.wid,
    ticketId: message.ticketId,
    contactId: message.contactId,
    body: message.body,
    fromMe: message.fromMe,
    ack: message.ack,
    mediaType: message.mediaType,
    mediaUrl: message.mediaUrl,
    quotedMsgId: message.quotedMsgId,
    participant: message.participant,
    isDeleted: message.isDeleted,
    isEdited: message.isEdited,
    isForwarded: message.isForwarded,
    isPrivate: message.isPrivate,
    failedReason: message.failedReason,
    createdAt: message.sentAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
export type MessageView = ReturnType<typeof presentMessage>;

import { MESSAGE_EDIT_WINDOW_MS, type MessageView } from '@guiche/shared';

/** Text messages are stored with mediaType 'chat' (or none, for older rows). */
export function isTextMessage(message: Pick<MessageView, 'mediaType'>): boolean {
  return message.mediaType === null || message.mediaType === 'chat';
}

/**
 * Spec 1 §4: a message is editable only by the attendant who sent it, within 15 minutes of its last update, and
 * only while it is still a text (not deleted, not a media, not a note about a call).
 */
export function canEditMessage(message: MessageView, userId: number, now: number): boolean {
  if (!message.fromMe || message.userId !== userId || message.isDeleted) return false;
  if (!isTextMessage(message)) return false;
  const updatedAt = Date.parse(message.updatedAt);
  return Number.isFinite(updatedAt) && now - updatedAt <= MESSAGE_EDIT_WINDOW_MS;
}

/** An attendant deletes the company's own messages (a contact's messages stay as the contact sent them). */
export function canDeleteMessage(message: MessageView): boolean {
  return message.fromMe && !message.isDeleted;
}

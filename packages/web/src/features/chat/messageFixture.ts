import type { MessageView } from '@guiche/shared';

/** A message as the API answers it, for tests: a contact's text unless changed. */
export function messageFixture(id: number, changes: Partial<MessageView> = {}): MessageView {
  return {
    id,
    wid: `wid-${id}`,
    ticketId: 1,
    contactId: 7,
    queueId: null,
    userId: null,
    body: `message ${id}`,
    fromMe: false,
    ack: 0,
    mediaType: 'chat',
    mediaUrl: null,
    mediaName: null,
    quotedMsgId: null,
    quotedMsg: null,
    remoteJid: null,
    participant: null,
    isDeleted: false,
    isEdited: false,
    isForwarded: false,
    isPrivate: false,
    failedReason: null,
    reactions: [],
    contact: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...changes,
  };
}

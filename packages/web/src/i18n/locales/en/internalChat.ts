import type { internalChat as reference } from '../pt-BR/internalChat';
import type { LocaleMessages } from '../../localeShape';

export const internalChat: LocaleMessages<typeof reference> = {
  internalChat: {
    add: 'New',
    search: 'Search chats',
    emptyTitle: 'No chats',
    emptyText: 'Start a chat with your colleagues.',
    pickTitle: 'Select a chat',
    pickText: 'Pick a chat from the list or start a new one.',
    noMessages: 'No messages yet. Say hello!',
    noPreview: 'No messages',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    edit: 'Edit chat',
    delete: 'Delete chat',
    deleteTitle: 'Delete chat',
    deleteText: 'This action cannot be undone, confirm?',
    deleted: 'Chat deleted successfully!',
    saved: 'Chat saved successfully!',
    gone: 'This chat is no longer available.',
    back: 'Back to chats',
    loadOlder: 'Loading earlier messages…',
    seeAll: 'See all chats',
    fileKinds: { image: 'Image', audio: 'Audio', video: 'Video', other: 'File' },
    input: {
      placeholder: 'Type a message',
      send: 'Send',
      attach: 'Attach file',
      record: 'Record audio',
    },
    dialog: {
      addTitle: 'New chat',
      editTitle: 'Edit chat',
      title: 'Title',
      users: 'Users',
      noUsers: 'No users found',
      ticketTitle: 'Ticket #{{id}} · {{name}}',
    },
  },
};

import type { Messages } from '../pt-BR';

/** Texts of the keyboard shortcuts and their '?' sheet. */
export const shortcuts: Pick<Messages, 'shortcuts'> = {
  shortcuts: {
    menuItem: 'Keyboard shortcuts',
    title: 'Keyboard shortcuts',
    unavailableHint: 'Greyed-out shortcuts do nothing on this screen.',
    or: 'or',
    groups: {
      general: 'General',
      tickets: 'Ticket list',
      ticket: 'Open ticket',
      replyBox: 'In the reply box',
    },
    actions: {
      help: 'Show the keyboard shortcuts',
      leaveField: 'Close the dialog or menu; leave the text field',
      nextTicket: 'Next ticket in the list',
      previousTicket: 'Previous ticket in the list',
      searchTickets: 'Search tickets',
      accept: 'Accept the pending ticket',
      resolve: 'Resolve (opens the closing options)',
      transfer: 'Transfer the ticket',
      reply: 'Write the reply',
      quickReplies: 'At the start of the message: quick replies',
      pickQuickReply: 'Choose the quick reply',
      insertQuickReply: 'Insert the chosen quick reply',
      closeQuickReplies: 'Close the quick replies',
      send: 'Send the message',
      newLine: 'Break the line',
    },
    keys: { alt: 'Alt', option: 'Option', ctrl: 'Ctrl', shift: 'Shift', enter: 'Enter', escape: 'Esc', tab: 'Tab' },
  },
};

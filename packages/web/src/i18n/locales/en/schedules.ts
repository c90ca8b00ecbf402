import type { Messages } from '../pt-BR';

/** Texts of the schedules page and the schedule dialog. */
export const schedules: Pick<Messages, 'schedules'> = {
  schedules: {
    add: 'New schedule',
    search: 'Search by contact or message',
    searchHint: 'Type at least 3 characters to search.',
    columns: { contact: 'Contact', body: 'Message', sendAt: 'Send at', status: 'Status' },
    statuses: { PENDENTE: 'Pending', ENVIADA: 'Sent', ERRO: 'Failed' },
    failedBecause: 'Not sent: {{reason}}',
    emptyTitle: 'No schedules found',
    emptyText: 'Schedule a message for a contact or change the search.',
    edit: 'Edit the schedule for {{name}}',
    editSent: 'A schedule already sent cannot be changed',
    delete: 'Delete the schedule for {{name}}',
    saved: 'Schedule saved successfully!',
    deleted: 'Schedule deleted successfully!',
    dialog: {
      addTitle: 'New schedule',
      editTitle: 'Edit schedule',
      contact: 'Contact',
      contactHint: 'Type at least 3 characters to search.',
      noContacts: 'No contacts found',
      body: 'Message',
      sendAt: 'Send at',
      required: 'Required',
    },
  },
};

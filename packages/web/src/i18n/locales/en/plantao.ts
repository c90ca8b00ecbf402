import type { Messages } from '../pt-BR';

/** Texts of the on-call duty page and its dialog. */
export const plantao: Pick<Messages, 'plantao'> = {
  plantao: {
    add: 'Add',
    columns: { id: 'ID', user: 'On-call person', phone: 'Phone', hours: 'Hours' },
    hoursLine: '{{weekday}} - {{start}} to {{end}}',
    noUser: 'User removed',
    emptyTitle: 'No one on call yet',
    emptyText: 'Add who gets WhatsApp notices about conversations waiting outside business hours.',
    emptyTextReadOnly: 'When an administrator adds on-call people, they show here.',
    edit: 'Edit the on-call duty of {{name}}',
    delete: 'Delete the on-call duty of {{name}}',
    confirmDeleteTitle: 'Delete on-call person',
    confirmDelete: 'Do you really want to delete this on-call person?',
    saved: 'On-call duty saved',
    deleted: 'On-call duty removed',
    dialog: {
      addTitle: 'Add on-call person',
      editTitle: 'Edit on-call person',
      user: 'User',
      noUsers: 'No users found',
      phone: 'Phone',
      phonePlaceholder: '5511999999999',
      phoneHint: 'With country and area code: notices reach this number through the default connection.',
      interval: 'Interval between notifications',
      minutes: 'min',
      days: 'On-call days and hours',
      daysHint: 'Leave days without duty blank. An end before the start runs past midnight.',
      start: 'Start',
      end: 'End',
    },
    validation: {
      userRequired: 'Choose the user',
      phoneRequired: 'Enter the phone',
      intervalRequired: 'Enter the interval between notifications',
      startRequired: 'Enter the start of the duty',
      endRequired: 'Enter the end of the duty',
      oneDay: 'At least one weekday must have both a start and an end time',
    },
  },
};

import type { superContent as reference } from '../pt-BR/superContent';
import type { LocaleMessages } from '../../localeShape';

export const superContent: LocaleMessages<typeof reference> = {
  announcements: {
    search: 'Search announcements',
    add: 'Add announcement',
    addTitle: 'New announcement',
    editTitle: 'Edit announcement',
    edit: 'Edit announcement',
    columns: { title: 'Title', priority: 'Priority', attachment: 'Attachment', status: 'Status' },
    fields: { title: 'Title', text: 'Text', status: 'Status', priority: 'Priority' },
    priorities: { high: 'High', medium: 'Medium', low: 'Low' },
    active: 'Active',
    inactive: 'Inactive',
    noAttachment: 'No attachment',
    attach: 'Attach image',
    removeImage: 'Remove image',
    imageOnly: 'Attach a .png, .jpg or .jpeg image.',
    saved: 'Announcement saved!',
    deleted: 'Announcement deleted!',
    emptyTitle: 'No announcements',
    emptyText: 'The announcements you publish show to every user in the top bar.',
  },
  helpsAdmin: {
    title: 'Help',
    add: 'Add help',
    edit: 'Edit help',
    columns: { title: 'Title', description: 'Description', video: 'Video code' },
    fields: { title: 'Title', description: 'Description', video: 'Video code' },
    videoHint: 'The YouTube video code (what follows v= in the link).',
    saveFailed:
      'The operation could not be completed. Check whether a help with the same name exists or whether the fields are filled in correctly',
    deleteFailed: 'The operation could not be completed',
    emptyText: 'Add help videos for them to show in the help centre.',
  },
};

import type { Messages } from '../pt-BR';

/** Texts of the contact lists and list items pages. */
export const contactLists: Pick<Messages, 'contactLists' | 'contactListItems'> = {
  contactLists: {
    add: 'New list',
    search: 'Search',
    columns: { name: 'Name', contactsCount: 'Contacts' },
    emptyTitle: 'No contact lists',
    emptyText: 'Create a list and import an .xlsx or .csv spreadsheet with the columns name, number and email.',
    open: 'See the contacts of {{name}}',
    upload: 'Import a spreadsheet into {{name}}',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    deleted: 'List deleted.',
    saved: 'List saved.',
    dialog: { addTitle: 'New contact list', editTitle: 'Edit contact list', name: 'Name' },
    importing: 'Importing: {{rows}} rows read, {{added}} added',
    imported: 'Import finished: {{added}} added, {{duplicates}} repeated, {{errors}} with errors',
    rowError: 'Row {{row}}: {{reason}}',
    reasons: { invalidNumber: 'invalid number', invalidName: 'invalid name', invalidEmail: 'invalid email' },
  },
  contactListItems: {
    back: 'Back to the lists',
    add: 'New contact',
    search: 'Search',
    columns: { name: 'Name', number: 'Number', email: 'Email', valid: 'WhatsApp' },
    valid: { yes: 'Valid', no: 'Invalid', unknown: 'Not checked' },
    emptyTitle: 'No contacts in this list',
    emptyText: 'Add contacts or import a spreadsheet on the lists page.',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    deleted: 'Contact deleted.',
    saved: 'Contact saved.',
    dialog: { addTitle: 'New contact', editTitle: 'Edit contact', name: 'Name', number: 'Number', email: 'Email' },
  },
};

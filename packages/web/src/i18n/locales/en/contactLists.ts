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
    importing: 'Importing: $t(contactLists.counts.read, {"count": {{rows}} }), $t(contactLists.counts.addedRows, {"count": {{added}} })',
    imported: 'Import finished: $t(contactLists.counts.added, {"count": {{added}} }), $t(contactLists.counts.duplicates, {"count": {{duplicates}} }), $t(contactLists.counts.errors, {"count": {{errors}} })',
    counts: {
      read_zero: '{{count}} rows read', read_one: '{{count}} row read', read_other: '{{count}} rows read',
      addedRows_zero: '{{count}} added', addedRows_one: '{{count}} added', addedRows_other: '{{count}} added',
      added_zero: '{{count}} added', added_one: '{{count}} added', added_other: '{{count}} added',
      duplicates_zero: '{{count}} repeated', duplicates_one: '{{count}} repeated', duplicates_other: '{{count}} repeated',
      errors_zero: '{{count}} with errors', errors_one: '{{count}} with an error', errors_other: '{{count}} with errors',
    },
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

import { contactsRepository } from './contacts.repository.js';

export type { ContactRow } from './contacts.repository.js';
/** SQL other repositories compose: the address a contact is reached at on its channel. */
export { contactAddressSql } from './contacts.repository.js';

/** What other modules may read of contacts. */
export const contactsReader: Pick<typeof contactsRepository, 'findById' | 'load' | 'findByNumber' | 'addressOf'> =
  contactsRepository;

/** What other modules may change of contacts: creating the contact an external send addresses. */
export const contactsWriter: Pick<typeof contactsRepository, 'insertIfAbsent'> = contactsRepository;

import { contactListsRepository } from './contact-lists.repository.js';

/** What other modules may read of contact lists (campaigns read a tag's contacts as recipients). */
export const contactListsReader: Pick<typeof contactListsRepository, 'find' | 'taggedContacts'> =
  contactListsRepository;

/** What campaigns may change of contact lists: the validity a send discovered for a number. */
export const contactListsWriter: Pick<typeof contactListsRepository, 'markValidity'> = contactListsRepository;

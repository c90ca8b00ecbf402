import type { Readable } from 'node:stream';
import {
  maskPhoneNumber,
  isMaskedPhone,
  type ContactListFormInput,
  type ContactListImportReport,
  type ContactListItemFormInput,
  type ContactListItemListAnswer,
  type ContactListItemView,
  type ContactListListAnswer,
  type ContactListView,
  type ListContactListItemsQuery,
  type ListContactListsQuery,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { WorkLimiter, WorkQueueFullError } from '../../lib/work-limiter.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { CampaignAccess } from '../campaigns/campaign-access.js';
import type { ErasedNumberCheck } from '../contact-erasure/index.js';
import { hidesNumbersFrom } from '../contacts/contacts.policy.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { tagsReader } from '../tags/index.js';
import { ContactListImporter } from './contact-list-import.js';
import { presentContactList, presentContactListItem } from './contact-list.presenter.js';
import { assertCanChangeContactLists, assertCanDeleteListItem } from './contact-lists.policy.js';
import { contactListsRepository } from './contact-lists.repository.js';
import { sheetKindOf, spoolSheet } from './sheet-rows.js';

export const CONTACT_LISTS_PAGE_SIZE = 20;
/** GET /contact-lists/list answers at most this many names (a select, not a report). */
const NAMES_LIMIT = 1000;
/** Tagged contacts copied per statement. */
const TAG_BATCH = 1000;
/**
 * Spreadsheet imports parsed at once in a process, and how many more may wait their turn. Parsing runs on the event
 * loop (a chunk per turn, xlsx-rows), so each import running takes a share of the one thread every other request
 * needs; past the waiting ones an upload is refused at once (503, try again shortly) rather than queued without end.
 */
const IMPORTS_RUNNING = 2;
const IMPORTS_WAITING = 4;

/** The index keeping one item per number in a list. */
const LIST_NUMBER_KEY = 'contact_list_items_list_number_key';

const notFound = () => new AppError('ERR_NOT_FOUND', { message: 'No such contact list' });
const invalidNumber = () =>
  new AppError('ERR_VALIDATION', {
    message: 'Invalid request',
    issues: [{ path: 'number', message: 'validation.invalidPhone' }],
  });

/** Contact lists and their items (spec 3 "Contact lists", §7): campaign recipients, behind the campaigns gate. */
export class ContactListsService {
  private readonly importer: ContactListImporter;
  private readonly imports = new WorkLimiter(IMPORTS_RUNNING, IMPORTS_WAITING);

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly access: CampaignAccess,
    /** Numbers of contacts erased on request may not join a list for a while (modules/contact-erasure). */
    private readonly erasedNumbers?: ErasedNumberCheck,
  ) {
    this.importer = new ContactListImporter(db, events, undefined, erasedNumbers);
  }

  async list(auth: RequestAuth, query: ListContactListsQuery): Promise<ContactListListAnswer> {
    await this.access.assert(auth.companyId);
    const offset = (query.pageNumber - 1) * CONTACT_LISTS_PAGE_SIZE;
    const { rows, count } = await contactListsRepository.page(this.db, auth.companyId, query.searchParam, {
      limit: CONTACT_LISTS_PAGE_SIZE,
      offset,
    });
    return { records: rows.map(presentContactList), count, hasMore: offset + rows.length < count };
  }

  async names(auth: RequestAuth): Promise<{ id: number; name: string }[]> {
    await this.access.assert(auth.companyId);
    return contactListsRepository.names(this.db, auth.companyId, NAMES_LIMIT);
  }

  async get(auth: RequestAuth, id: number): Promise<ContactListView> {
    await this.access.assert(auth.companyId);
    return this.view(auth.companyId, id);
  }

  /** The list as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<ContactListView | undefined> {
    const row = await contactListsRepository.find(this.db, companyId, id);
    return row && presentContactList(row);
  }

  async create(auth: RequestAuth, input: ContactListFormInput): Promise<ContactListView> {
    assertCanChangeContactLists(auth);
    await this.access.assert(auth.companyId);
    const row = await contactListsRepository.insert(this.db, auth.companyId, input.name);
    this.events.emit('contactList.saved', { companyId: auth.companyId, contactListId: row.id, created: true });
    return this.view(auth.companyId, row.id);
  }

  async update(auth: RequestAuth, id: number, input: ContactListFormInput): Promise<ContactListView> {
    assertCanChangeContactLists(auth);
    await this.access.assert(auth.companyId);
    if (!(await contactListsRepository.rename(this.db, auth.companyId, id, input.name))) throw notFound();
    this.events.emit('contactList.saved', { companyId: auth.companyId, contactListId: id, created: false });
    return this.view(auth.companyId, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanChangeContactLists(auth);
    await this.access.assert(auth.companyId);
    if (!(await contactListsRepository.delete(this.db, auth.companyId, id))) throw notFound();
    this.events.emit('contactList.deleted', { companyId: auth.companyId, contactListId: id });
  }

  /** POST /contact-lists/{id}/upload: the file's rows, read as they arrive (an .xlsx or a .csv). */
  async upload(
    auth: RequestAuth,
    id: number,
    file: { stream: Readable; fileName: string; mime: string },
  ): Promise<ContactListImportReport> {
    try {
      assertCanChangeContactLists(auth);
      await this.access.assert(auth.companyId);
      await this.view(auth.companyId, id);
    } catch (error) {
      file.stream.resume();
      throw error;
    }
    const kind = sheetKindOf(file.fileName, file.mime);
    if (!kind) {
      file.stream.resume();
      throw new AppError('ERR_INVALID_FILE', { message: 'Upload an .xlsx or .csv file' });
    }
    const sheet = await spoolSheet(file.stream, kind);
    try {
      return await this.imports.run(() => this.importer.import(auth.companyId, id, sheet.rows()));
    } catch (error) {
      if (error instanceof WorkQueueFullError)
        throw new AppError('ERR_SERVICE_UNAVAILABLE', {
          message: 'Too many spreadsheets are being imported; try again in a moment',
        });
      throw error;
    } finally {
      await sheet.dispose();
    }
  }

  /** POST /contact-lists/{id}/tags: the contacts carrying a tag join the list. */
  async fillFromTag(auth: RequestAuth, id: number, tagId: number): Promise<{ added: number }> {
    assertCanChangeContactLists(auth);
    await this.access.assert(auth.companyId);
    await this.view(auth.companyId, id);
    if (!(await tagsReader.findById(this.db, auth.companyId, tagId)))
      throw new AppError('ERR_NOT_FOUND', { message: 'No such tag' });
    let added = 0;
    for (let after = 0; ;) {
      const tagged = await contactListsRepository.taggedContacts(this.db, auth.companyId, tagId, after, TAG_BATCH);
      if (tagged.length === 0) break;
      after = tagged[tagged.length - 1]?.id ?? after;
      const rows = tagged.map((contact) => ({
        name: contact.name.slice(0, 50) || contact.number,
        number: contact.number,
        email: contact.email,
        variables: {},
      }));
      added += await contactListsRepository.insertItems(this.db, auth.companyId, id, rows);
    }
    this.events.emit('contactListItem.changed', { companyId: auth.companyId, contactListId: id, action: 'reload' });
    this.events.emit('contactList.saved', { companyId: auth.companyId, contactListId: id, created: false });
    return { added };
  }

  async items(auth: RequestAuth, query: ListContactListItemsQuery): Promise<ContactListItemListAnswer> {
    await this.access.assert(auth.companyId);
    const offset = (query.pageNumber - 1) * CONTACT_LISTS_PAGE_SIZE;
    const page = { limit: CONTACT_LISTS_PAGE_SIZE, offset };
    const { rows, count } = await contactListsRepository.itemsPage(
      this.db,
      auth.companyId,
      query.contactListId,
      query.searchParam,
      page,
    );
    const hideNumber = await this.hidesNumbers(auth);
    return {
      contacts: rows.map((row) => presentContactListItem(row, hideNumber)),
      count,
      hasMore: offset + rows.length < count,
    };
  }

  async getItem(auth: RequestAuth, id: number): Promise<ContactListItemView> {
    await this.access.assert(auth.companyId);
    const row = await contactListsRepository.findItem(this.db, auth.companyId, id);
    if (!row) throw notFound();
    return presentContactListItem(row, await this.hidesNumbers(auth));
  }

  async createItem(auth: RequestAuth, input: ContactListItemFormInput): Promise<ContactListItemView> {
    assertCanChangeContactLists(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    await this.view(companyId, input.contactListId);
    if (isMaskedPhone(input.number)) throw invalidNumber();
    await this.erasedNumbers?.assertNotErased(this.db, companyId, input.number);
    const row = await contactListsRepository.insertItem(this.db, companyId, input.contactListId, {
      name: input.name,
      number: input.number,
      email: input.email || null,
      variables: {},
    });
    if (!row) throw new AppError('ERR_DUPLICATED_CONTACT');
    this.announceItem(companyId, row.contactListId, row.id, 'create');
    return presentContactListItem(row, await this.hidesNumbers(auth));
  }

  async updateItem(auth: RequestAuth, id: number, input: ContactListItemFormInput): Promise<ContactListItemView> {
    assertCanChangeContactLists(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    const found = await contactListsRepository.findItem(this.db, companyId, id);
    if (!found) throw notFound();
    const hideNumber = await this.hidesNumbers(auth);
    // A reader who sees the number masked and sends that mask back leaves it as it is; another mask is no number.
    const keepsMask = hideNumber && input.number === maskPhoneNumber(found.number);
    if (!keepsMask && isMaskedPhone(input.number)) throw invalidNumber();
    const number = keepsMask ? found.number : input.number;
    if (number !== found.number) await this.erasedNumbers?.assertNotErased(this.db, companyId, number);
    // A changed number is not known to be on WhatsApp any more. The list's unique number index refuses a taken one.
    const row = await contactListsRepository
      .updateItem(this.db, companyId, id, {
        name: input.name,
        number,
        email: input.email || null,
        ...(number === found.number ? {} : { isWhatsappValid: null }),
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, LIST_NUMBER_KEY) ? new AppError('ERR_DUPLICATED_CONTACT') : error;
      });
    if (!row) throw notFound();
    this.announceItem(companyId, row.contactListId, row.id, 'update');
    return presentContactListItem(row, hideNumber);
  }

  /** Spec 3 §6: deleting list items is gated by 'contacts-page:deleteContact' (on top of changing lists at all). */
  async deleteItem(auth: RequestAuth, id: number): Promise<void> {
    assertCanChangeContactLists(auth);
    await this.access.assert(auth.companyId);
    assertCanDeleteListItem(auth);
    const row = await contactListsRepository.deleteItem(this.db, auth.companyId, id);
    if (!row) throw notFound();
    this.announceItem(auth.companyId, row.contactListId, row.id, 'delete');
  }

  private announceItem(
    companyId: number,
    contactListId: number,
    itemId: number,
    action: 'create' | 'update' | 'delete',
  ): void {
    this.events.emit('contactListItem.changed', { companyId, contactListId, itemId, action });
    this.events.emit('contactList.saved', { companyId, contactListId, created: false });
  }

  /** lgpdHideNumber: the contacts' rule (one rule for contacts, tickets and list items). */
  private async hidesNumbers(auth: RequestAuth): Promise<boolean> {
    return hidesNumbersFrom(auth, toCompanySettings(await settingsReader.findRow(this.db, auth.companyId)));
  }

  private async view(companyId: number, id: number): Promise<ContactListView> {
    const row = await contactListsRepository.find(this.db, companyId, id);
    if (!row) throw notFound();
    return presentContactList(row);
  }
}

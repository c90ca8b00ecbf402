import type { ContactFormInput, ContactListAnswer, ContactView, ListContactsQuery } from '@guiche/shared';
import { maskPhoneNumber, phoneEquivalents, storedPhone } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import type { AuditEntry, AuditTrail } from '../audit-logs/index.js';
import type { ErasedNumberCheck } from '../contact-erasure/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { tagsReader } from '../tags/index.js';
import { contactCustomFieldsRepository } from './contact-custom-fields.repository.js';
import { exportContacts, type ContactExport } from './contact-export.js';
import { contactListRepository, type ContactName } from './contact-list.repository.js';
import { presentContact } from './contact.presenter.js';
import { assertCanDeleteContact, hidesNumbersFrom } from './contacts.policy.js';
import { contactsRepository, type ContactRow } from './contacts.repository.js';
import type { ExportFormat } from '../../lib/table-export.js';

/** GET /contacts pages hold 20 contacts. */
export const CONTACTS_PAGE_SIZE = 20;

export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly settings: SettingsService,
    private readonly audit: AuditTrail,
    /** Numbers of contacts erased on request may not become contacts again for a while (modules/contact-erasure). */
    private readonly erasedNumbers?: ErasedNumberCheck,
  ) {}

  /** GET /contacts: one page of the company's contacts by name. */
  async list(auth: RequestAuth, query: ListContactsQuery): Promise<ContactListAnswer> {
    const offset = (query.pageNumber - 1) * CONTACTS_PAGE_SIZE;
    const filter = {
      search: query.searchParam,
      channel: query.channel,
      isGroup: query.isGroup === undefined ? undefined : query.isGroup === 'true',
      tagIds: query.contactTag,
    };
    const { rows, count } = await contactListRepository.page(this.db, auth.companyId, filter, {
      limit: CONTACTS_PAGE_SIZE,
      offset,
    });
    const contacts = await this.present(this.db, auth.companyId, rows, await this.hidesNumbers(auth));
    return { contacts, count, hasMore: offset + rows.length < count };
  }

  /** GET /contacts/export: what the page's filter finds, as a streamed CSV or Excel file (contact-export.ts). */
  async export(
    auth: RequestAuth,
    query: Omit<ListContactsQuery, 'pageNumber'> & { format: ExportFormat },
    onError: (error: unknown) => void,
  ): Promise<ContactExport> {
    const filter = {
      search: query.searchParam,
      channel: query.channel,
      isGroup: query.isGroup === undefined ? undefined : query.isGroup === 'true',
      tagIds: query.contactTag,
    };
    const settings = await this.settings.read(auth.companyId);
    const exported = await exportContacts(this.db, auth, settings, { filter, format: query.format }, onError);
    // A search's text may be someone's name: the entry says a search narrowed it, not what was typed.
    const { search, ...narrowedBy } = filter;
    const changes = { format: query.format, rows: exported.rows, ...narrowedBy, searched: search ? true : undefined };
    const entry: AuditEntry = {
      companyId: auth.companyId,
      action: 'contacts.exported',
      entityType: 'contact',
      changes,
    };
    return this.audit.recordExport(this.db, auth, entry, exported);
  }

  /** GET /contacts/list: id, name and number for pickers, at most `limit`. */
  async listNames(auth: RequestAuth, search: string | undefined, limit: number): Promise<ContactName[]> {
    const rows = await contactListRepository.names(this.db, auth.companyId, search, limit);
    if (!(await this.hidesNumbers(auth))) return rows;
    return rows.map((row) => ({ ...row, number: maskPhoneNumber(row.number) }));
  }

  async get(auth: RequestAuth, id: number): Promise<ContactView> {
    return this.load(this.db, auth.companyId, id, await this.hidesNumbers(auth));
  }

  /** The contacts as live events carry them, unmasked, by id; those gone are left out. */
  async snapshots(companyId: number, ids: number[]): Promise<Map<number, ContactView>> {
    const rows = await contactsRepository.findByIds(this.db, companyId, ids);
    return new Map((await this.present(this.db, companyId, rows, false)).map((view) => [view.id, view]));
  }

  /** Whether the company hides numbers from some readers (live events then go out in two versions). */
  async hidesNumbersIn(companyId: number): Promise<boolean> {
    return (await this.settings.read(companyId)).lgpdHideNumber;
  }

  /** GET /contacts/profile/{number}: the company's contact with this number, created (named by its number) if none. */
  async profile(auth: RequestAuth, rawNumber: string): Promise<{ contactId: number; urlPicture: string | null }> {
    const number = typedNumber(rawNumber);
    const { companyId } = auth;
    let contact = await contactsRepository.findByNumber(this.db, companyId, number);
    if (!contact) {
      await this.erasedNumbers?.assertNotErased(this.db, companyId, number);
      const created = await contactsRepository.insertIfAbsent(this.db, companyId, {
        name: number,
        number,
        channel: 'whatsapp',
      });
      if (created) this.events.emit('contact.created', { companyId, contactId: created.id });
      // undefined: someone created the same number in between; theirs is the one.
      contact = created ?? (await contactsRepository.findByNumber(this.db, companyId, number));
      if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    }
    return { contactId: contact.id, urlPicture: contact.profilePicUrl };
  }

  /**
   * POST /contacts. The unique index on (company, number) decides a duplicate, whatever runs at the same time; the
   * number's other form (Brazil's ninth digit) is looked up first.
   */
  async create(auth: RequestAuth, input: ContactFormInput): Promise<ContactView> {
    const companyId = targetCompany(auth, input.companyId);
    const number = typedNumber(input.number);
    const id = await translateDuplicate(() =>
      this.db.transaction(async (tx) => {
        await assertNumberFree(tx, companyId, number);
        await this.erasedNumbers?.assertNotErased(tx, companyId, number);
        const row = await contactsRepository.insert(tx, companyId, {
          name: input.name,
          number,
          email: input.email || null,
          channel: 'whatsapp',
          ...(input.disableBot === undefined ? {} : { disableBot: input.disableBot }),
          ...(input.acceptAudioMessage === undefined ? {} : { acceptAudioMessage: input.acceptAudioMessage }),
        });
        if (input.extraInfo?.length)
          await contactCustomFieldsRepository.replace(tx, companyId, row.id, input.extraInfo);
        return row.id;
      }),
    );
    this.events.emit('contact.created', { companyId, contactId: id });
    return this.load(this.db, companyId, id, await this.hidesNumbers(auth));
  }

  /**
   * PUT /contacts/{id}: the fields sent; extraInfo, when sent, replaces the lines as a set. A number sent back as it
   * is stored (a group's id too), or as the mask its viewer was shown, is left as it is; another is read as typed.
   */
  async update(auth: RequestAuth, id: number, input: Partial<ContactFormInput>): Promise<ContactView> {
    const { companyId } = auth;
    const hideNumber = await this.hidesNumbers(auth);
    await translateDuplicate(() =>
      this.db.transaction(async (tx) => {
        const current = await contactsRepository.findById(tx, companyId, id);
        if (!current) throw new AppError('ERR_NO_CONTACT_FOUND');
        const number = changedNumber(input.number, current.number, hideNumber);
        if (number !== undefined) {
          await assertNumberFree(tx, companyId, number, id);
          await this.erasedNumbers?.assertNotErased(tx, companyId, number);
        }
        await contactsRepository.update(tx, companyId, id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(number === undefined ? {} : { number }),
          ...(input.email === undefined ? {} : { email: input.email || null }),
          ...(input.disableBot === undefined ? {} : { disableBot: input.disableBot }),
          ...(input.acceptAudioMessage === undefined ? {} : { acceptAudioMessage: input.acceptAudioMessage }),
        });
        if (input.extraInfo) await contactCustomFieldsRepository.replace(tx, companyId, id, input.extraInfo);
      }),
    );
    this.events.emit('contact.updated', { companyId, contactId: id });
    return this.load(this.db, companyId, id, hideNumber);
  }

  /** DELETE /contacts/{id}: gated by contacts-page:deleteContact; the contact's tickets go with it. */
  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanDeleteContact(auth);
    const { companyId } = auth;
    const ticketIds = await this.db.transaction(async (tx) => {
      const ids = await contactsRepository.ticketIds(tx, companyId, id);
      if (!(await contactsRepository.delete(tx, companyId, id))) throw new AppError('ERR_NO_CONTACT_FOUND');
      // The contact's id and how much went with it, never its data: the trail must not keep what was deleted.
      const changes = { tickets: ids.length };
      await this.audit.record(tx, auth, {
        companyId,
        action: 'contact.deleted',
        entityType: 'contact',
        entityId: id,
        changes,
      });
      return ids;
    });
    this.events.emit('contact.deleted', { companyId, contactId: id, ticketIds });
  }

  /** PUT /contacts/toggleDisableBot/{id} and /contacts/toggleAcceptAudio/{id}. */
  async toggle(auth: RequestAuth, id: number, flag: 'disableBot' | 'acceptAudioMessage'): Promise<ContactView> {
    if (!(await contactsRepository.toggle(this.db, auth.companyId, id, flag)))
      throw new AppError('ERR_NO_CONTACT_FOUND');
    return this.changed(auth, id);
  }

  /**
   * PUT /contacts/block/{id}: active false blocks the contact, true unblocks it. A blocked contact's messages are
   * dropped as they arrive (inbound store-batch); WhatsApp connections also put the person on their block list.
   */
  async setActive(auth: RequestAuth, id: number, active: boolean): Promise<ContactView> {
    const contact = await contactsRepository.findById(this.db, auth.companyId, id);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    await contactsRepository.update(this.db, auth.companyId, id, { active });
    const address = contact.isGroup ? null : (contact.number ?? contact.lid);
    if (contact.active !== active && address) {
      this.events.emit('contact.blockChanged', { companyId: auth.companyId, contactId: id, address, blocked: !active });
    }
    return this.changed(auth, id);
  }

  private async changed(auth: RequestAuth, id: number): Promise<ContactView> {
    this.events.emit('contact.updated', { companyId: auth.companyId, contactId: id });
    return this.load(this.db, auth.companyId, id, await this.hidesNumbers(auth));
  }

  private async hidesNumbers(auth: RequestAuth): Promise<boolean> {
    return hidesNumbersFrom(auth, await this.settings.read(auth.companyId));
  }

  private async load(tx: DbOrTx, companyId: number, id: number, hideNumber: boolean): Promise<ContactView> {
    const row = await contactsRepository.findById(tx, companyId, id);
    if (!row) throw new AppError('ERR_NO_CONTACT_FOUND');
    const [view] = await this.present(tx, companyId, [row], hideNumber);
    if (!view) throw new AppError('ERR_NO_CONTACT_FOUND');
    return view;
  }

  /** Views of the rows with their tags and extra info, two queries for the whole page. */
  private async present(
    tx: DbOrTx,
    companyId: number,
    rows: ContactRow[],
    hideNumber: boolean,
  ): Promise<ContactView[]> {
    const ids = rows.map((row) => row.id);
    const [tags, extraInfo] = await Promise.all([
      tagsReader.refsByContacts(tx, companyId, ids),
      contactCustomFieldsRepository.byContacts(tx, companyId, ids),
    ]);
    return rows.map((row) => presentContact(row, tags.get(row.id) ?? [], extraInfo.get(row.id) ?? [], hideNumber));
  }
}

const invalidNumber = () =>
  new AppError('ERR_VALIDATION', {
    message: 'Invalid request',
    issues: [{ path: 'number', message: 'validation.invalidPhone' }],
  });

/** A number a person typed, in its stored form; 400 on the number field when it is no valid phone. */
function typedNumber(typed: string): string {
  const stored = storedPhone(typed);
  if (stored === undefined) throw invalidNumber();
  return stored;
}

/** The number an edit sets, or undefined when it keeps the stored one (sent back as stored, as shown masked, or unchanged). */
function changedNumber(sent: string | undefined, current: string | null, hideNumber: boolean): string | undefined {
  if (sent === undefined || sent === current) return undefined;
  if (hideNumber && current !== null && sent === maskPhoneNumber(current)) return undefined;
  const number = typedNumber(sent);
  return number === current ? undefined : number;
}

/** A number whose other form (Brazil's ninth digit) another contact has is that contact's: refused as a duplicate. */
async function assertNumberFree(tx: DbOrTx, companyId: number, number: string, exceptId?: number): Promise<void> {
  const holders = await contactsRepository.findByNumbers(tx, companyId, phoneEquivalents(number));
  if (holders.some((row) => row.id !== exceptId)) throw new AppError('ERR_DUPLICATED_CONTACT');
}

async function translateDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_company_number_key')) throw new AppError('ERR_DUPLICATED_CONTACT');
    throw error;
  }
}

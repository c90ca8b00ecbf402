import { randomTagColor, type SyncTagsInput, type TagFormInput, type TagRef, type TagView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { deletedFields, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { contactsReader } from '../contacts/index.js';
import { assertCompanyHasKanban } from '../kanban/kanban.policy.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { laneOrder, type LaneOrderInput } from './lane-order.js';
import { tagsRepository, type TagListFilter } from './tags.repository.js';

/** GET /tags/list and /tags/kanban answer every tag of the company up to this many (by name). */
export const TAG_LIST_LIMIT = 1000;

export class TagsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
  ) {}

  /** GET /tags/: a page by name from `offset`. */
  async list(
    auth: RequestAuth,
    filter: TagListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ tags: TagView[]; hasMore: boolean }> {
    const { rows, hasMore } = await tagsRepository.list(this.db, auth.companyId, filter, page);
    return { tags: rows, hasMore };
  }

  /** GET /tags/list (optionally only kanban tags, then in the board's lane order) and GET /tags/kanban. */
  async listAll(auth: RequestAuth, kanban?: number): Promise<TagView[]> {
    const page = { offset: 0, limit: TAG_LIST_LIMIT };
    return (await tagsRepository.list(this.db, auth.companyId, { kanban }, page, kanban === 1 ? 'lane' : 'name')).rows;
  }

  /**
   * PUT /tags/kanban/order: the board's lanes left to right (the default lane has no tag and stays first), for the
   * whole company. Any user may, as any user creates, renames and deletes lanes; the plan must include the kanban.
   * Each lane whose place changed is announced as an updated tag, so every open board reloads its lanes.
   */
  async orderLanes(auth: RequestAuth, input: LaneOrderInput): Promise<TagView[]> {
    const { companyId } = auth;
    await assertCompanyHasKanban(this.db, companyId);
    const moved = await this.db.transaction(async (tx) => {
      const current = await tagsRepository.lockLanesInOrder(tx, companyId);
      const lanes = new Set(current);
      if (!input.tagIds.every((id) => lanes.has(id))) throw invalid('tagIds');
      return tagsRepository.setLanePositions(tx, companyId, laneOrder(current, input.tagIds));
    });
    for (const tagId of moved) this.events.emit('tag.saved', { companyId, tagId, created: false });
    return this.listAll(auth, 1);
  }

  async get(auth: RequestAuth, id: number): Promise<TagView> {
    const tag = await tagsRepository.findById(this.db, auth.companyId, id);
    if (!tag) throw new AppError('ERR_NOT_FOUND');
    return tag;
  }

  /** The tag as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<TagView | undefined> {
    return tagsRepository.findById(this.db, companyId, id);
  }

  /** POST /tags. The unique index on (company, lower(name)) decides a repeated name. */
  async create(auth: RequestAuth, input: TagFormInput): Promise<TagView> {
    const { companyId } = auth;
    const id = await translateDuplicate(() =>
      tagsRepository.insert(this.db, companyId, {
        name: input.name,
        color: input.color ?? randomTagColor(),
        kanban: input.kanban,
        userId: auth.userId,
      }),
    );
    this.events.emit('tag.saved', { companyId, tagId: id, created: true });
    return this.get(auth, id);
  }

  /**
   * PUT /tags/{id}: name, colour (kept when none is sent) and kanban; the tag keeps its creator. A tag that stops
   * being a lane loses its place on the board, so made a lane again it comes last as a new lane does.
   */
  async update(auth: RequestAuth, id: number, input: TagFormInput): Promise<TagView> {
    const { companyId } = auth;
    const found = await translateDuplicate(() =>
      tagsRepository.update(this.db, companyId, id, {
        name: input.name,
        kanban: input.kanban,
        ...(input.color ? { color: input.color } : {}),
        ...(input.kanban === 0 ? { kanbanPosition: null } : {}),
      }),
    );
    if (!found) throw new AppError('ERR_NOT_FOUND');
    this.events.emit('tag.saved', { companyId, tagId: id, created: false });
    return this.get(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    const { companyId } = auth;
    await this.db.transaction(async (tx) => {
      const tag = await tagsRepository.findById(tx, companyId, id);
      if (!tag || !(await tagsRepository.delete(tx, companyId, id))) throw new AppError('ERR_NOT_FOUND');
      const changes = { ...deletedFields({ name: tag.name }), contacts: tag.contactsCount, tickets: tag.ticketsCount };
      await this.audit.record(tx, auth, { companyId, action: 'tag.deleted', entityType: 'tag', entityId: id, changes });
    });
    this.events.emit('tag.deleted', { companyId: auth.companyId, tagId: id });
  }

  /** GET /contactTags/{contactId}. */
  async contactTags(auth: RequestAuth, contactId: number): Promise<{ tags: TagRef[] }> {
    await this.requireContact(auth.companyId, contactId);
    const tags = await tagsRepository.refsByContacts(this.db, auth.companyId, [contactId]);
    return { tags: tags.get(contactId) ?? [] };
  }

  /**
   * POST /tags/sync: `tags` becomes the whole tag set of the contact and/or of the ticket (which must then be the
   * contact's). Every tag must be the company's own. Answers the resulting set.
   */
  async sync(auth: RequestAuth, input: SyncTagsInput): Promise<{ tags: TagRef[] }> {
    const { companyId } = auth;
    // null (a spec client's "none") names nothing, as an absent id does.
    const contactId = input.contactId ?? undefined;
    const ticketId = input.ticketId ?? undefined;
    const tagIds = [...new Set(input.tags.map((tag) => tag.id))];
    const ticket = ticketId === undefined ? undefined : await assertTicketVisible(this.db, auth, ticketId);
    if (contactId !== undefined) await this.requireContact(companyId, contactId);
    if (ticket && contactId !== undefined && ticket.contactId !== contactId) throw invalid('ticketId');
    const changed = await this.db.transaction(async (tx) => {
      if ((await tagsRepository.lockOwned(tx, companyId, tagIds)) !== tagIds.length) throw invalid('tags');
      const contactChanged =
        contactId !== undefined && (await tagsRepository.replaceContactTags(tx, companyId, contactId, tagIds));
      const ticketChanged =
        ticket !== undefined && (await tagsRepository.replaceTicketTags(tx, companyId, ticket.id, tagIds));
      return { contact: contactChanged, ticket: ticketChanged };
    });
    if (changed.contact && contactId !== undefined)
      this.events.emit('contact.updated', { companyId, contactId: contactId });
    if (changed.ticket && ticket) this.events.emit('ticket.updated', { companyId, ticketId: ticket.id });
    if (contactId !== undefined) return this.contactTags(auth, contactId);
    return { tags: ticket ? await tagsRepository.refsByTicket(this.db, companyId, ticket.id) : [] };
  }

  /**
   * PUT /ticket-tags/{ticketId}/{tagId}: puts the ticket in the tag's lane (kanban), other tags untouched. A kanban
   * tag is a board lane, so linking one needs the plan flag useKanban (spec 3 §6).
   */
  async addTicketTag(auth: RequestAuth, ticketId: number, tagId: number): Promise<{ tags: TagRef[] }> {
    const { companyId } = auth;
    await assertTicketVisible(this.db, auth, ticketId);
    const tag = await tagsRepository.findById(this.db, companyId, tagId);
    if (!tag) throw new AppError('ERR_NOT_FOUND');
    if (tag.kanban === 1) await assertCompanyHasKanban(this.db, companyId);
    if (await tagsRepository.addTicketTags(this.db, companyId, ticketId, [tagId]))
      this.events.emit('ticket.updated', { companyId, ticketId });
    return { tags: await tagsRepository.refsByTicket(this.db, companyId, ticketId) };
  }

  /** DELETE /ticket-tags/{ticketId}: takes the ticket out of its kanban lanes (spec 3: a moved card loses its old lane). */
  async removeTicketKanbanTags(auth: RequestAuth, ticketId: number): Promise<void> {
    const { companyId } = auth;
    await assertCompanyHasKanban(this.db, companyId);
    await assertTicketVisible(this.db, auth, ticketId);
    if (await tagsRepository.removeKanbanTicketTags(this.db, companyId, ticketId))
      this.events.emit('ticket.updated', { companyId, ticketId });
  }

  private async requireContact(companyId: number, contactId: number): Promise<void> {
    if (!(await contactsReader.findById(this.db, companyId, contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
  }
}

function invalid(path: string): AppError {
  return new AppError('ERR_VALIDATION', {
    message: 'Invalid request',
    issues: [{ path, message: 'validation.invalidOption' }],
  });
}

async function translateDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'tags_company_name_key')) throw new AppError('ERR_TAG_NAME_ALREADY_EXISTS');
    throw error;
  }
}

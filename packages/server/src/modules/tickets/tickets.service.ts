import {
  TICKET_PAGE_SIZE,
  type CloseAllTicketsInput,
  type CreateTicketInput,
  type ErrorBody,
  type ListTicketsQuery,
  type OpenTicketConflict,
  type TicketListAnswer,
  type TicketLogEntry,
  type TicketView,
  type UpdateTicketInput,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { connectionsReader } from '../connections/index.js';
import { contactsReader } from '../contacts/index.js';
import type { OutboundService } from '../messages/outbound.service.js';
import type { RatingsService } from '../ratings/ratings.service.js';
import { queuesReader } from '../queues/index.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { TagsService } from '../tags/tags.service.js';
import { usersReader } from '../users/index.js';
import { assertTargetsOwned, fieldTargets } from '../queue-integrations/integration-targets.js';
import { farewellText, greetingOnAccept, transferNotice } from './agent-messages.js';
import { assertTicketVisible, assertTicketVisibleByUuid, assertVisibleTo, loadTicketViewer } from './ticket-access.js';
import { TicketBulk } from './ticket-bulk.js';
import { announceTicketUpdate, factsOf } from './ticket-events.js';
import { countCapOf, encodeCursor, listFilterOf, listPageOf } from './ticket-list.js';
import { ticketListRepository } from './ticket-list.repository.js';
import { logAccess } from './ticket-logs.js';
import { openTicket } from './ticket-opening.js';
import { ticketLogsRepository } from './ticket-logs.repository.js';
import { TicketSnoozeWaker } from './ticket-snooze-waker.js';
import { TicketSnoozes } from './ticket-snooze.service.js';
import { planTransition, type TransitionOptions } from './ticket-transitions.js';
import { markTicketUnread } from './ticket-unread.js';
import { ticketViewRepository } from './ticket-view.repository.js';
import { masksNumberFor, presentTicketView } from './ticket.presenter.js';
import { assertCanCloseAllTickets, assertCanDeleteTicket, assertCanOpenWithoutQueue } from './tickets.policy.js';
import { ticketsRepository, type TicketRow } from './tickets.repository.js';

/** 409 ERR_OTHER_OPEN_TICKET: `error` is the OpenTicketConflict as a JSON string (spec 1 §4); `message` the code. */
export class OpenTicketConflictError extends AppError {
  constructor(readonly conflict: OpenTicketConflict) {
    super('ERR_OTHER_OPEN_TICKET');
  }

  override toBody(): ErrorBody {
    return { error: JSON.stringify(this.conflict), message: 'ERR_OTHER_OPEN_TICKET' };
  }
}

const ACTIVE_TICKETS_KEY = 'tickets_one_active_key';

/**
 * Tickets (spec 1 §7 Tickets) and the states table of spec 1 §4; snoozes (`snoozes`) and actions on many tickets at
 * once (`bulk`) are theirs too, in files of their own.
 */
export class TicketsService {
  readonly snoozes: TicketSnoozes;
  readonly bulk: TicketBulk;
  private readonly waker: TicketSnoozeWaker;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly settings: SettingsService,
    private readonly outbound: OutboundService,
    private readonly ratings: Pick<RatingsService, 'ask'>,
    jobs: JobQueue,
    tags: Pick<TagsService, 'addTicketTag'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.waker = new TicketSnoozeWaker(db, events, jobs, now);
    this.snoozes = new TicketSnoozes(db, events, this.waker, now, (auth, ticketId) => this.view(auth, ticketId));
    this.bulk = new TicketBulk(db, this, tags);
  }

  /** Works the snoozes' jobs in this process and wakes snoozed tickets whose contact writes. */
  async start(): Promise<void> {
    await this.waker.start();
  }

  /** GET /tickets. */
  async list(auth: RequestAuth, query: ListTicketsQuery): Promise<TicketListAnswer> {
    const viewer = await loadTicketViewer(this.db, auth);
    const filter = listFilterOf(viewer, query);
    const { rows, count } = await ticketListRepository.pageAndCount(
      this.db,
      viewer,
      filter,
      listPageOf(query),
      countCapOf(filter),
    );
    const shown = rows.slice(0, TICKET_PAGE_SIZE);
    const last = shown.at(-1);
    const hasMore = rows.length > TICKET_PAGE_SIZE;
    const options = { readerIsProfileUser: masksNumberFor(viewer) };
    return {
      tickets: shown.map((row) => presentTicketView(row, options)),
      count,
      hasMore,
      ...(hasMore && last ? { nextCursor: encodeCursor(last.cursorUs, last.ticket.id) } : {}),
    };
  }

  /** GET /tickets/{id}. */
  async show(auth: RequestAuth, ticketId: number): Promise<TicketView> {
    await assertTicketVisible(this.db, auth, ticketId);
    return this.view(auth, ticketId);
  }

  /** GET /tickets/u/{uuid}: the chat opening a ticket, so it records the user's access in the ticket log. */
  async showByUuid(auth: RequestAuth, uuid: string): Promise<TicketView> {
    const ticket = await assertTicketVisibleByUuid(this.db, auth, uuid);
    await logAccess(this.db, auth.companyId, ticket.id, auth.userId);
    return this.view(auth, ticket.id);
  }

  /** POST /tickets: a ticket for a contact, opened by an attendant (the new ticket dialog). */
  async create(auth: RequestAuth, input: CreateTicketInput): Promise<TicketView> {
    const { companyId } = auth;
    if (input.companyId !== undefined && input.companyId !== companyId) throw new AppError('ERR_NO_PERMISSION');
    assertCanOpenWithoutQueue(auth, input.queueId);
    const open = input.status === 'open';
    const userId = open ? (input.userId ?? auth.userId) : null;
    const [contact, connection] = await Promise.all([
      contactsReader.findById(this.db, companyId, input.contactId),
      this.connectionFor(auth, input.whatsappId),
    ]);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    await Promise.all([
      this.checkQueue(companyId, input.queueId),
      userId === auth.userId ? undefined : this.checkUser(companyId, userId),
    ]);

    const ticket = await this.db.transaction(async (tx) => {
      const opened = await openTicket(
        tx,
        companyId,
        {
          contactId: contact.id,
          whatsappId: connection.id,
          queueId: input.queueId ?? null,
          userId,
          status: open ? (contact.isGroup ? 'group' : 'open') : 'pending',
          channel: connection.channel,
          isGroup: contact.isGroup,
        },
        auth.userId,
      );
      if (!opened) throw await this.conflictFor(tx, companyId, contact.id, connection.id);
      return opened;
    });
    this.events.emit('ticket.created', { companyId, ticketId: ticket.id });
    return this.view(auth, ticket.id);
  }

  /** PUT /tickets/{id}: one row of the states table (ticket-transitions.ts). */
  async update(auth: RequestAuth, ticketId: number, input: UpdateTicketInput): Promise<TicketView> {
    const { companyId } = auth;
    const [found, viewer, settings] = await Promise.all([
      ticketsRepository.findById(this.db, companyId, ticketId),
      loadTicketViewer(this.db, auth),
      this.settings.read(companyId),
      this.checkReferences(companyId, input),
    ]);
    const current = assertVisibleTo(viewer, found);
    const options: TransitionOptions = {
      ratingOnResolve:
        input.status === 'closed' && settings.userRating && (await this.hasRatingMessage(companyId, current)),
      farewellOnIgnore: settings.sendFarewellWaitingTicket,
    };
    // Checked and said before anything is written, against the ticket as it is now.
    const preview = planTransition(current, input, auth.userId, this.now(), options);
    if (
      preview.requiresTag &&
      settings.requiredTag &&
      !(await ticketsRepository.hasAnyTag(this.db, companyId, ticketId))
    ) {
      throw new AppError('ERR_TICKET_TAG_REQUIRED');
    }
    // The farewell goes out while the ticket still takes replies.
    if (preview.farewell) await this.sendFarewell(auth, current);

    const { before, after, plan } = await this.translateActiveConflict(current, () =>
      this.db.transaction(async (tx) => {
        const locked = assertVisibleTo(viewer, await ticketsRepository.lockById(tx, companyId, ticketId));
        const plan = planTransition(locked, input, auth.userId, this.now(), options);
        const whatsappId = plan.patch.whatsappId ?? locked.whatsappId;
        const reactivates = plan.becomesActive || (whatsappId !== locked.whatsappId && locked.status !== 'closed');
        if (reactivates) {
          const holder = await ticketsRepository.findActiveHolder(
            tx,
            companyId,
            locked.contactId,
            whatsappId,
            locked.id,
          );
          if (holder) throw conflictOf(holder);
        }
        await ticketsRepository.update(tx, companyId, ticketId, plan.patch);
        await ticketLogsRepository.insert(tx, companyId, plan.logs);
        return { before: locked, after: { ...locked, ...plan.patch } as TicketRow, plan };
      }),
    );
    announceTicketUpdate(this.events, companyId, before, after, auth.userId);
    if (plan.greet && settings.sendGreetingAccepted) await this.sendGreeting(auth, after);
    if ((plan.action === 'transferToUser' || plan.action === 'transferToQueue') && settings.sendMsgTransfTicket) {
      await this.sendTransferNotice(auth, after, plan.action === 'transferToUser');
    }
    if (plan.askRating) await this.ratings.ask(after);
    return this.view(auth, ticketId);
  }

  /** DELETE /tickets/{id} (ticket-options:deleteTicket). */
  async delete(auth: RequestAuth, ticketId: number): Promise<void> {
    assertCanDeleteTicket(auth);
    await assertTicketVisible(this.db, auth, ticketId);
    const deleted = await ticketsRepository.delete(this.db, auth.companyId, ticketId);
    if (!deleted) throw new AppError('ERR_NO_TICKET_FOUND');
    this.events.emit('ticket.deleted', { companyId: auth.companyId, ticketId, facts: factsOf(deleted) });
  }

  /** POST /tickets/closeAll (tickets-manager:closeAll): every ticket of a status in the queues given (all when none). */
  async closeAll(auth: RequestAuth, input: CloseAllTicketsInput): Promise<{ closed: number }> {
    assertCanCloseAllTickets(auth);
    const { companyId } = auth;
    const at = this.now();
    const closed = await this.db.transaction(async (tx) => {
      const found = await ticketListRepository.idsForCloseAll(tx, companyId, input.status, input.queueIds);
      const rows = await ticketsRepository.closeMany(tx, companyId, found, at);
      await ticketLogsRepository.insert(
        tx,
        companyId,
        found.map((ticketId) => ({ ticketId, type: 'closed' as const, userId: auth.userId })),
      );
      return rows;
    });
    // They leave the status list they were in (spec-mode sockets following it drop them, ticket-rooms.ts).
    for (const { id, ...facts } of closed)
      this.events.emit('ticket.updated', { companyId, ticketId: id, before: { ...facts, status: input.status } });
    return { closed: closed.length };
  }

  /** POST /tickets/{id}/unread (ticket-unread.ts). */
  async markUnread(auth: RequestAuth, ticketId: number): Promise<TicketView> {
    await markTicketUnread(this.db, this.events, auth, ticketId);
    return this.view(auth, ticketId);
  }

  /** GET /tickets-log/{id}. */
  async logs(auth: RequestAuth, ticketId: number): Promise<TicketLogEntry[]> {
    await assertTicketVisible(this.db, auth, ticketId);
    return ticketLogsRepository.list(this.db, auth.companyId, ticketId);
  }

  private async view(auth: RequestAuth, ticketId: number): Promise<TicketView> {
    const row = await ticketViewRepository.findOne(this.db, auth.companyId, ticketId);
    if (!row) throw new AppError('ERR_NO_TICKET_FOUND');
    return presentTicketView(row, { readerIsProfileUser: masksNumberFor(auth) });
  }

  /** The named connection, else the user's default, else the company's (ERR_NO_DEF_WAPP_FOUND). */
  private async connectionFor(auth: RequestAuth, whatsappId: number | null | undefined) {
    if (whatsappId) {
      const connection = await connectionsReader.findById(this.db, auth.companyId, whatsappId);
      if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
      return { id: connection.id, channel: connection.channel };
    }
    const fallback = await ticketsRepository.findDefaultConnection(this.db, auth.companyId, auth.userId);
    if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
    return fallback;
  }

  /** Whether the ticket's connection asks closing contacts for a rating (a ratingMessage). */
  private async hasRatingMessage(companyId: number, ticket: TicketRow): Promise<boolean> {
    if (ticket.whatsappId === null) return false;
    const connection = await connectionsReader.findById(this.db, companyId, ticket.whatsappId);
    return Boolean(connection?.ratingMessage?.trim());
  }

  private async checkQueue(companyId: number, queueId: number | null | undefined): Promise<void> {
    if (queueId && !(await queuesReader.findById(this.db, companyId, queueId))) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'queueId', message: 'validation.notFound' }] });
    }
  }

  private async checkUser(companyId: number, userId: number | null | undefined): Promise<void> {
    if (userId && !(await usersReader.findById(this.db, companyId, userId))) throw new AppError('ERR_NO_USER_FOUND');
  }

  private async checkConnection(companyId: number, whatsappId: number | undefined): Promise<void> {
    if (whatsappId !== undefined && !(await connectionsReader.findById(this.db, companyId, whatsappId)))
      throw new AppError('ERR_NO_WAPP_FOUND');
  }

  private async checkReferences(companyId: number, input: UpdateTicketInput): Promise<void> {
    await Promise.all([
      this.checkQueue(companyId, input.queueId),
      this.checkUser(companyId, input.userId),
      this.checkConnection(companyId, input.whatsappId),
      assertTargetsOwned(this.db, companyId, fieldTargets(input)),
    ]);
  }

  private async conflictFor(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    whatsappId: number | null,
  ): Promise<AppError> {
    const holder = await ticketsRepository.findActiveHolder(tx, companyId, contactId, whatsappId);
    // The unique index refused the insert, so an active ticket exists; it may have closed since: then retrying works.
    return holder ? conflictOf(holder) : new AppError('ERR_CREATING_TICKET');
  }

  /** Two reopenings racing past the check meet the one-active-ticket index: the loser gets the conflict answer. */
  private async translateActiveConflict<T>(ticket: TicketRow, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error, ACTIVE_TICKETS_KEY)) throw error;
      throw await this.conflictFor(this.db, ticket.companyId, ticket.contactId, ticket.whatsappId);
    }
  }

  private async sendFarewell(auth: RequestAuth, ticket: TicketRow): Promise<void> {
    if (ticket.whatsappId === null) return;
    const [user, connection] = await Promise.all([
      usersReader.findById(this.db, auth.companyId, auth.userId),
      connectionsReader.findById(this.db, auth.companyId, ticket.whatsappId),
    ]);
    const body = farewellText(user?.farewellMessage, connection?.complationMessage);
    if (body) await this.postAsAgent(auth, ticket.id, body);
  }

  /** Not for groups, unless the connection treats groups as tickets (groupAsTicket). */
  private async sendGreeting(auth: RequestAuth, ticket: TicketRow): Promise<void> {
    if (ticket.whatsappId === null) return;
    const [user, connection, contact] = await Promise.all([
      usersReader.findById(this.db, auth.companyId, auth.userId),
      connectionsReader.findById(this.db, auth.companyId, ticket.whatsappId),
      contactsReader.findById(this.db, auth.companyId, ticket.contactId),
    ]);
    if (!user || !connection || !contact) return;
    if (ticket.isGroup && connection.groupAsTicket !== 'enabled') return;
    await this.postAsAgent(auth, ticket.id, greetingOnAccept(contact.name, user.name));
  }

  /**
   * Setting sendMsgTransfTicket: the contact hears where the ticket went, the attendant's name or else the queue's
   * (not groups: no one contact is served there).
   */
  private async sendTransferNotice(auth: RequestAuth, ticket: TicketRow, toUser: boolean): Promise<void> {
    if (ticket.isGroup) return;
    const [user, queue] = await Promise.all([
      !toUser || ticket.userId === null ? undefined : usersReader.findById(this.db, auth.companyId, ticket.userId),
      ticket.queueId === null ? undefined : queuesReader.findById(this.db, auth.companyId, ticket.queueId),
    ]);
    const body = transferNotice({ userName: user?.name, queueName: queue?.name });
    if (body) await this.postAsAgent(auth, ticket.id, body);
  }

  /**
   * Greetings and farewells are courtesies: when the channel refuses one (a Meta channel outside its 24 h reply
   * window, say) the transition still happens. Unexpected failures still fail the request. The caller has been
   * checked against the ticket; the ticket may be waiting for its rating (nps), which takes no attendant's reply.
   */
  private async postAsAgent(auth: RequestAuth, ticketId: number, body: string): Promise<void> {
    try {
      await this.outbound.sendAsAgent(auth.companyId, ticketId, auth.userId, body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}

function conflictOf(holder: {
  id: number;
  uuid: string;
  userId: number | null;
  userName: string | null;
  queueName: string | null;
}): OpenTicketConflictError {
  return new OpenTicketConflictError({
    userId: holder.userId,
    userName: holder.userName,
    queueName: holder.queueName,
    uuid: holder.uuid,
    ticketId: holder.id,
  });
}

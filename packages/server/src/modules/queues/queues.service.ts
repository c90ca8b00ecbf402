import {
  DEFAULT_SERVICE_HOURS,
  type ChatbotOption,
  type Queue,
  type QueueDeleteQuery,
  type QueueDeletionImpact,
  type QueueInput,
  type QueueUpdate,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import { deletedFields, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { assertTargetsOwned, fieldTargets } from '../queue-integrations/integration-targets.js';
import { ticketLogsWriter, ticketsReader, ticketsWriter } from '../tickets/index.js';
import { collectTargets, nestOptions, optionColumns } from './chatbot-tree.js';
import { assertCanManageQueues } from './queues.policy.js';
import { chatbotsRepository, queuesRepository, type QueueRow, type QueueValues } from './queues.repository.js';

export class QueuesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly audit: AuditTrail,
  ) {}

  async list(auth: RequestAuth, requestedCompanyId?: number): Promise<Queue[]> {
    const companyId = targetCompany(auth, requestedCompanyId);
    const queues = (await queuesRepository.list(this.db, companyId)).map(toQueue);
    await this.audit.companyAccessed(this.db, auth, companyId, 'queues');
    return queues;
  }

  async get(auth: RequestAuth, queueId: number): Promise<Queue> {
    return this.load(this.db, auth.companyId, queueId);
  }

  async create(auth: RequestAuth, input: QueueInput): Promise<Queue> {
    assertCanManageQueues(auth);
    const { companyId } = auth;
    const queue = await this.translateUnique(() =>
      this.db.transaction(async (tx) => {
        const found = await companiesReader.lockWithPlan(tx, companyId);
        if (!found) throw new AppError('ERR_NOT_FOUND');
        if ((await queuesRepository.countInCompany(tx, companyId)) >= found.plan.queues) {
          throw new AppError('ERR_PLAN_LIMIT', { message: `The plan allows ${found.plan.queues} queues` });
        }
        const { chatbots, ...fields } = input;
        await assertTargetsOwned(tx, companyId, fieldTargets(fields));
        const row = await queuesRepository.insert(tx, companyId, { schedules: DEFAULT_SERVICE_HOURS, ...fields });
        if (chatbots) await this.syncTree(tx, companyId, row.id, chatbots);
        return this.load(tx, companyId, row.id);
      }),
    );
    this.events.emit('queue.saved', { companyId, queueId: queue.id });
    return queue;
  }

  async update(auth: RequestAuth, queueId: number, input: QueueUpdate): Promise<Queue> {
    assertCanManageQueues(auth);
    const { companyId } = auth;
    const queue = await this.translateUnique(() =>
      this.db.transaction(async (tx) => {
        if (!(await queuesRepository.findById(tx, companyId, queueId))) throw new AppError('ERR_NOT_FOUND');
        const { chatbots, ...fields } = input;
        await assertTargetsOwned(tx, companyId, fieldTargets(fields));
        await queuesRepository.update(tx, companyId, queueId, queueValues(fields));
        if (chatbots) await this.syncTree(tx, companyId, queueId, chatbots);
        return this.load(tx, companyId, queueId);
      }),
    );
    this.events.emit('queue.saved', { companyId, queueId });
    return queue;
  }

  /** What deleting the queue takes with it, for the confirmation to say. */
  async deletionImpact(auth: RequestAuth, queueId: number): Promise<QueueDeletionImpact> {
    assertCanManageQueues(auth);
    if (!(await queuesRepository.findById(this.db, auth.companyId, queueId))) throw new AppError('ERR_NOT_FOUND');
    return queuesRepository.deletionImpact(this.db, auth.companyId, queueId);
  }

  /**
   * The queue's active tickets go on without a queue, or to `moveTicketsTo` (logged as entering it); either way they
   * are announced with who saw them before.
   */
  async delete(auth: RequestAuth, queueId: number, { moveTicketsTo }: QueueDeleteQuery = {}): Promise<void> {
    assertCanManageQueues(auth);
    const { companyId } = auth;
    const affected = await this.db.transaction(async (tx) => {
      if (!(await queuesRepository.lock(tx, companyId, queueId))) throw new AppError('ERR_NOT_FOUND');
      const found = await ticketsReader.activeOf(tx, companyId, { queueId });
      if (moveTicketsTo != null) {
        if (moveTicketsTo === queueId || !(await queuesRepository.findById(tx, companyId, moveTicketsTo)))
          throw new AppError('ERR_VALIDATION', {
            message: 'The tickets can only go to another queue of the company',
            issues: [{ path: 'moveTicketsTo', message: 'validation.invalid' }],
          });
        const moved = await ticketsWriter.requeueActive(tx, companyId, queueId, moveTicketsTo);
        await ticketLogsWriter.insert(
          tx,
          companyId,
          moved.map((ticketId) => ({ ticketId, type: 'queue' as const, queueId: moveTicketsTo })),
        );
      }
      const queue = await queuesRepository.findById(tx, companyId, queueId);
      await queuesRepository.delete(tx, companyId, queueId);
      const changes = { ...deletedFields({ name: queue?.name }), movedTicketsTo: moveTicketsTo ?? null };
      await this.audit.record(tx, auth, {
        companyId,
        action: 'queue.deleted',
        entityType: 'queue',
        entityId: queueId,
        changes,
      });
      return found;
    });
    this.events.emit('queue.deleted', { companyId, queueId });
    for (const { id, audience } of affected)
      this.events.emit('ticket.updated', { companyId, ticketId: id, before: audience });
  }

  /** The queue as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, queueId: number): Promise<Queue | undefined> {
    return (await queuesRepository.findById(this.db, companyId, queueId))
      ? this.load(this.db, companyId, queueId)
      : undefined;
  }

  /** Loads a queue with its option tree. */
  async load(tx: DbOrTx, companyId: number, queueId: number): Promise<Queue> {
    const row = await queuesRepository.findById(tx, companyId, queueId);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    const options = await chatbotsRepository.listByQueue(tx, companyId, queueId);
    return { ...toQueue(row), chatbots: nestOptions(options) };
  }

  /**
   * Makes the stored tree equal to `tree`: options keep their ids when sent back with them (so conversations
   * standing on an option keep their place), new ones are inserted, and options left out are deleted.
   */
  async syncTree(
    tx: DbOrTx,
    companyId: number,
    queueId: number,
    tree: readonly ChatbotOption[],
    rootParentId: number | null = null,
  ): Promise<void> {
    await this.assertTargetsOwned(tx, companyId, tree);
    const existing = await chatbotsRepository.listByQueue(tx, companyId, queueId);
    const existingIds = new Set(existing.map((row) => row.id));
    const inScope = rootParentId === null ? existingIds : descendantsOf(existing, rootParentId);
    const kept = new Set<number>();
    const write = async (nodes: readonly ChatbotOption[], parentId: number | null) => {
      for (const [position, node] of nodes.entries()) {
        const values = { ...optionColumns(node), queueId, parentId, position };
        let id = node.id;
        if (id !== undefined && inScope.has(id)) {
          await chatbotsRepository.update(tx, companyId, id, values);
        } else {
          id = (await chatbotsRepository.insert(tx, companyId, values)).id;
        }
        kept.add(id);
        await write(node.options ?? [], id);
      }
    };
    await write(tree, rootParentId);
    await chatbotsRepository.deleteMany(
      tx,
      companyId,
      [...inScope].filter((id) => !kept.has(id)),
    );
  }

  /** Chatbot targets must be this company's queues, users, integrations and file lists. */
  async assertTargetsOwned(tx: DbOrTx, companyId: number, tree: readonly ChatbotOption[]): Promise<void> {
    const { queueIds, userIds, integrationIds, fileListIds } = collectTargets(tree);
    const owned = await queuesRepository.countOwned(tx, companyId, queueIds, userIds);
    if (owned.queues !== queueIds.length || owned.users !== userIds.length) {
      throw new AppError('ERR_VALIDATION', {
        issues: [{ path: 'chatbots', message: 'validation.chatbotTargetUnknown' }],
      });
    }
    const target = { path: 'chatbots', message: 'validation.chatbotTargetUnknown' };
    await assertTargetsOwned(tx, companyId, [
      ...integrationIds.map((id) => ({ ...target, kind: 'integration' as const, id })),
      ...fileListIds.map((id) => ({ ...target, kind: 'fileList' as const, id })),
    ]);
  }

  private async translateUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'queues_company_id_color_key')) throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS');
      if (isUniqueViolation(error, 'queues_company_id_name_key')) throw new AppError('ERR_QUEUE_NAME_ALREADY_EXISTS');
      throw error;
    }
  }
}

/** Ids strictly below `rootId` in a queue's option rows. */
function descendantsOf(rows: readonly { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const found = new Set<number>();
  let frontier = [rootId];
  while (frontier.length > 0) {
    const next = rows.filter((row) => row.parentId !== null && frontier.includes(row.parentId)).map((row) => row.id);
    next.forEach((id) => found.add(id));
    frontier = next;
  }
  return found;
}

function queueValues(input: Partial<Omit<QueueInput, 'chatbots'>>): Partial<QueueValues> {
  const values: Partial<QueueValues> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

/** The queue as answered. Its optional texts answer "" for none: spec clients' forms validate them as strings. */
export function toQueue(row: QueueRow): Queue {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    color: row.color,
    greetingMessage: row.greetingMessage ?? '',
    outOfHoursMessage: row.outOfHoursMessage ?? '',
    orderQueue: row.orderQueue,
    ativarRoteador: row.ativarRoteador,
    tempoRoteador: row.tempoRoteador,
    integrationId: row.integrationId,
    fileListId: row.fileListId,
    promptId: row.promptId,
    closeTicket: row.closeTicket,
    schedules: row.schedules,
  };
}

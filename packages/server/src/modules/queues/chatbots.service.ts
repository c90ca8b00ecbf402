import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import {
  chatbotCreateSchema,
  chatbotDepth,
  MAX_CHATBOT_DEPTH,
  type chatbotUpdateSchema,
  type ChatbotOption,
} from '@guiche/shared';
import { levelOf, nestOptions, optionColumns, toOption } from './chatbot-tree.js';
import { assertCanManageQueues } from './queues.policy.js';
import { chatbotsRepository, queuesRepository } from './queues.repository.js';
import type { QueuesService } from './queues.service.js';

type ChatbotCreate = z.infer<typeof chatbotCreateSchema>;
type ChatbotUpdate = z.infer<typeof chatbotUpdateSchema>;

/** One chatbot option at a time (the nested editors of the queue dialog): /chatbot/{id}. */
export class ChatbotsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly queues: QueuesService,
  ) {}

  /** The option with its whole subtree. */
  async get(auth: RequestAuth, id: number): Promise<ChatbotOption> {
    const row = await chatbotsRepository.findById(this.db, auth.companyId, id);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    const rows = await chatbotsRepository.listByQueue(this.db, auth.companyId, row.queueId);
    return { ...toOption(row), options: nestOptions(rows, row.id) };
  }

  async create(auth: RequestAuth, input: ChatbotCreate): Promise<ChatbotOption> {
    assertCanManageQueues(auth);
    const { companyId } = auth;
    const { queueId: requestedQueue, parentId, options, id: _ignored, ...node } = input;
    const created = await this.db.transaction(async (tx) => {
      const parent = parentId ? await chatbotsRepository.findById(tx, companyId, parentId) : undefined;
      if (parentId && !parent) throw new AppError('ERR_NOT_FOUND');
      const queueId = parent?.queueId ?? requestedQueue;
      if (!queueId || !(await queuesRepository.findById(tx, companyId, queueId))) throw new AppError('ERR_NOT_FOUND');
      // The tree's depth limit holds for options added one at a time too, not only for a queue's whole tree.
      const parentLevel = parent ? levelOf(await chatbotsRepository.listByQueue(tx, companyId, queueId), parent.id) : 0;
      if (parentLevel + 1 + chatbotDepth(options) > MAX_CHATBOT_DEPTH) {
        throw new AppError('ERR_VALIDATION', { issues: [{ path: 'options', message: 'validation.chatbotTooDeep' }] });
      }
      await this.queues.assertTargetsOwned(tx, companyId, [node]);
      const position = await chatbotsRepository.nextPosition(tx, companyId, queueId, parentId ?? null);
      const row = await chatbotsRepository.insert(tx, companyId, {
        ...optionColumns(node),
        queueId,
        parentId: parentId ?? null,
        position,
      });
      if (options) await this.queues.syncTree(tx, companyId, queueId, options, row.id);
      return row;
    });
    this.events.emit('queue.saved', { companyId, queueId: created.queueId });
    return this.get(auth, created.id);
  }

  async update(auth: RequestAuth, id: number, input: ChatbotUpdate): Promise<ChatbotOption> {
    assertCanManageQueues(auth);
    const { companyId } = auth;
    const row = await chatbotsRepository.findById(this.db, companyId, id);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    const merged = { ...toOption(row), ...input };
    const checked = chatbotCreateSchema.safeParse({ ...merged, queueId: row.queueId });
    if (!checked.success) {
      throw new AppError('ERR_VALIDATION', {
        issues: checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    await this.queues.assertTargetsOwned(this.db, companyId, [merged]);
    await chatbotsRepository.update(this.db, companyId, id, optionColumns(merged));
    this.events.emit('queue.saved', { companyId, queueId: row.queueId });
    return this.get(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManageQueues(auth);
    const row = await chatbotsRepository.findById(this.db, auth.companyId, id);
    if (!row) throw new AppError('ERR_NOT_FOUND');
    await chatbotsRepository.deleteMany(this.db, auth.companyId, [id]);
    this.events.emit('queue.saved', { companyId: auth.companyId, queueId: row.queueId });
  }
}

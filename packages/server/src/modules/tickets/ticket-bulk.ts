import type {
  BulkTicketResult,
  BulkTicketsAnswer,
  BulkTicketsInput,
  TicketView,
  UpdateTicketInput,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { queuesReader } from '../queues/index.js';
import { tagsReader } from '../tags/index.js';
import type { TagsService } from '../tags/tags.service.js';
import { usersReader } from '../users/index.js';
import { assertTicketVisible } from './ticket-access.js';
import { assertBeingWorkedOn } from './tickets.policy.js';
import type { TicketsService } from './tickets.service.js';

type Action<A extends BulkTicketsInput['action']> = Extract<BulkTicketsInput, { action: A }>;

/**
 * POST /tickets/bulk: one action on each of the tickets selected in the list, each through the very service call of
 * the same action on one ticket, so each ticket gets that action's rules and checks (who may see it, the states
 * table, requiredTag, the farewell and rating rules, the transfer notice, its live events):
 *
 * - transfer: PUT /tickets/{id} as the transfer dialog sends it (to the user in the queue, or waiting in the queue),
 *   for tickets still being worked on, as the row offers it;
 * - resolve: PUT /tickets/{id} as the row's Resolver sends it (a pending ticket is ignored, per the states table);
 * - tag: PUT /ticket-tags/{id}/{tagId} for each tag, the ticket's other tags kept.
 *
 * Tickets are done one after the other, and one refused (a catalogue code) does not stop the others: the answer
 * says, per ticket, its state afterwards or its code. A queue, user or tag that is not the company's is the request's
 * fault and refuses the whole of it before any ticket is touched.
 */
export class TicketBulk {
  constructor(
    private readonly db: Db,
    private readonly tickets: Pick<TicketsService, 'update' | 'show'>,
    private readonly tags: Pick<TagsService, 'addTicketTag'>,
  ) {}

  async run(auth: RequestAuth, input: BulkTicketsInput): Promise<BulkTicketsAnswer> {
    await this.checkReferences(auth.companyId, input);
    const results: BulkTicketResult[] = [];
    for (const id of new Set(input.ids)) results.push(await this.one(auth, id, input));
    return { results };
  }

  private async one(auth: RequestAuth, id: number, input: BulkTicketsInput): Promise<BulkTicketResult> {
    try {
      return { id, ok: true, ticket: await this.apply(auth, id, input) };
    } catch (error) {
      // Anything but a refusal (the database gone) fails the request as a single action's would.
      if (!(error instanceof AppError)) throw error;
      return { id, ok: false, error: error.code };
    }
  }

  private async apply(auth: RequestAuth, id: number, input: BulkTicketsInput): Promise<TicketView> {
    switch (input.action) {
      case 'transfer':
        return this.tickets.update(auth, id, await this.transferBody(auth, id, input));
      case 'resolve':
        return this.tickets.update(auth, id, {
          status: 'closed',
          userId: auth.userId,
          sendFarewellMessage: input.sendFarewellMessage ?? true,
        });
      case 'tag':
        for (const tagId of input.tagIds) await this.tags.addTicketTag(auth, id, tagId);
        return this.tickets.show(auth, id);
    }
  }

  /** The transfer dialog's body (web transferBody): with a user the ticket opens for them, without one it waits. */
  private async transferBody(auth: RequestAuth, id: number, input: Action<'transfer'>): Promise<UpdateTicketInput> {
    const ticket = await assertTicketVisible(this.db, auth, id);
    assertBeingWorkedOn(ticket);
    const { queueId, userId } = input;
    if (!userId) return { status: 'pending', userId: null, queueId };
    return { status: ticket.isGroup ? 'group' : 'open', userId, queueId };
  }

  private async checkReferences(companyId: number, input: BulkTicketsInput): Promise<void> {
    if (input.action === 'transfer') {
      const [queue, user] = await Promise.all([
        queuesReader.findById(this.db, companyId, input.queueId),
        input.userId ? usersReader.findById(this.db, companyId, input.userId) : true,
      ]);
      if (!queue) throw invalid('queueId', 'validation.notFound');
      if (!user) throw new AppError('ERR_NO_USER_FOUND');
    }
    if (input.action === 'tag') {
      const found = await Promise.all(input.tagIds.map((tagId) => tagsReader.findById(this.db, companyId, tagId)));
      if (found.some((tag) => !tag)) throw invalid('tagIds', 'validation.invalidOption');
    }
  }
}

function invalid(path: string, message: string): AppError {
  return new AppError('ERR_VALIDATION', { issues: [{ path, message }] });
}

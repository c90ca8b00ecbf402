import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { EgressGuard } from '../../net/egress-guard.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { sayAsBot } from '../conversation-engine/bot-speech.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { promptsWriter } from '../prompts/index.js';
import { queueIntegrationsWriter } from '../queue-integrations/index.js';
import { queuesReader } from '../queues/index.js';
import { changeTicket, type TicketChange } from '../tickets/ticket-change.js';
import { ticketsReader, type NewTicket, type TicketRow } from '../tickets/index.js';
import { usersReader } from '../users/index.js';
import type { BotAction, BotOutcome } from './bot-outcome.js';
import { heldBy } from './bot-hold.js';
import { storeRemoteMedia } from './remote-media.js';
import { sessionsRepository, type SessionTarget } from './sessions.repository.js';

export interface BotDeliveryDeps {
  db: Db;
  events: DomainEvents;
  outbound: OutboundService;
  storage: TenantStorage;
  egress: EgressGuard;
  logger: FastifyBaseLogger;
  now: () => Date;
}

/** What the ticket loses when no bot holds it any more. */
const NO_BOT = {
  useIntegration: false,
  isBot: false,
  integrationId: null,
  promptId: null,
  chatbotOptionId: null,
} satisfies Partial<NewTicket>;

/** Sends a bot's answer to the contact and applies its action; hands the ticket to a person when a bot fails. */
export class BotDelivery {
  constructor(private readonly deps: BotDeliveryDeps) {}

  async deliver(ticket: TicketRow, bot: SessionTarget, outcome: BotOutcome): Promise<void> {
    const { db, storage, egress, now } = this.deps;
    for (const [index, reply] of outcome.messages.entries()) {
      if (index > 0 && outcome.delayMs) await sleep(outcome.delayMs);
      // An attendant who took the ticket meanwhile speaks from now on, not the bot.
      const current = await ticketsReader.findById(db, ticket.companyId, ticket.id);
      if (!current || !heldBy(current, bot)) return;
      const media = reply.mediaUrl
        ? await storeRemoteMedia(egress, storage, ticket.companyId, reply.mediaUrl)
        : undefined;
      await sayAsBot(this.deps, current, [media ? { body: reply.body, mediaUrl: media } : reply.body], { now: now() });
    }
    if (outcome.action) await this.apply(ticket, bot, outcome.action);
  }

  /** A person takes the ticket over: it waits (pending) in its queue, the bot's session ends. */
  async letGo(ticket: TicketRow, logType: 'pending' | 'chatBot' = 'chatBot'): Promise<void> {
    await this.change(ticket, undefined, async () => ({
      patch: NO_BOT,
      logs: [{ type: logType, queueId: ticket.queueId }],
    }));
  }

  /** The bot failed for good: a person takes over, and the integration's (or prompt's) row shows why. */
  async fallBack(ticket: TicketRow, bot: SessionTarget, reason: string): Promise<void> {
    const { db, events, logger, now } = this.deps;
    const { companyId } = ticket;
    logger.warn({ companyId, ticketId: ticket.id, bot, reason }, 'bot failed; the ticket goes to a person');
    // The reason is on the row before the ticket moves, so whoever sees the ticket handed over can read why.
    const error = reason.slice(0, 500);
    if (bot.kind === 'integration') {
      if (await queueIntegrationsWriter.recordOutcome(db, companyId, bot.targetId, error, now()))
        events.emit('queueIntegration.saved', { companyId, integrationId: bot.targetId, created: false });
    } else if (await promptsWriter.recordOutcome(db, companyId, bot.targetId, error)) {
      events.emit('prompt.saved', { companyId, promptId: bot.targetId, created: false });
    }
    await this.change(ticket, bot, async () => ({
      patch: NO_BOT,
      logs: [{ type: 'pending', queueId: ticket.queueId }],
    }));
  }

  private async apply(ticket: TicketRow, bot: SessionTarget, action: BotAction): Promise<void> {
    const { db, now } = this.deps;
    const { companyId } = ticket;
    if (action.type === 'handOff') return this.letGo(ticket);
    if (action.type === 'close') {
      return this.change(ticket, bot, async (locked) => ({
        patch: { ...NO_BOT, status: 'closed', closedAt: now() },
        logs: [{ type: 'closed', queueId: locked.queueId }],
      }));
    }
    // A transfer names the company's own queue or user; anything else leaves the ticket waiting in its queue.
    const [queue, user] = await Promise.all([
      action.queueId ? queuesReader.findById(db, companyId, action.queueId) : undefined,
      action.userId ? usersReader.findById(db, companyId, action.userId) : undefined,
    ]);
    await this.change(ticket, bot, async (locked) => {
      const queueId = queue?.id ?? locked.queueId;
      if (user)
        return {
          patch: { ...NO_BOT, queueId, userId: user.id, status: 'open' },
          logs: [{ type: 'open', userId: user.id, queueId }],
        };
      return { patch: { ...NO_BOT, queueId }, logs: [{ type: queue ? 'queue' : 'pending', queueId }] };
    });
  }

  /** Changes the ticket if `bot` (any bot, when undefined) still holds it, and ends the bot's session. */
  private async change(
    ticket: TicketRow,
    bot: SessionTarget | undefined,
    decide: (locked: TicketRow) => Promise<TicketChange>,
  ): Promise<void> {
    const { db, events } = this.deps;
    await changeTicket(db, events, { companyId: ticket.companyId, ticketId: ticket.id }, async (locked) => {
      const holds = bot ? heldBy(locked, bot) : locked.useIntegration;
      return holds ? decide(locked) : undefined;
    });
    await sessionsRepository.end(db, ticket.companyId, ticket.id);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { EgressGuard } from '../../net/egress-guard.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { BotHandOff, BotTarget } from '../conversation-engine/bot-hand-off.js';
import type { Conversation } from '../conversation-engine/conversation.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { queueIntegrationsReader } from '../queue-integrations/index.js';
import { promptsReader } from '../prompts/index.js';
import { ticketsReader } from '../tickets/index.js';
import type { AzureSpeech } from './azure-speech.js';
import type { DialogflowClient } from './dialogflow-client.js';
import { FileListSender } from './file-list-sender.js';
import { BotDelivery } from './bot-delivery.js';
import { IntegrationFailure } from './http-call.js';
import './integration-events.js';
import { planAllows } from './plan-flags.js';
import { ProviderTurn } from './provider-turn.js';
import type { SealedCredentials } from './sealed-credentials.js';
import { botOf, heldBy } from './bot-hold.js';
import { sessionsRepository, type SessionTarget } from './sessions.repository.js';

/** Durable jobs asking a bot about one contact message; any process works them. */
export const INTEGRATION_RUN_QUEUE = 'integration-run';
/** One retry a second later (a provider's hiccup); then the ticket goes to a person rather than keep the contact waiting. */
const RUN_RETRY = { retryLimit: 1, retryDelay: 1 } as const;

export interface IntegrationRunJob extends SessionTarget {
  companyId: number;
  ticketId: number;
  messageId: number;
}

export interface IntegrationRuntimeDeps {
  db: Db;
  events: DomainEvents;
  outbound: OutboundService;
  jobs: JobQueue;
  storage: TenantStorage;
  credentials: SealedCredentials;
  dialogflow: DialogflowClient;
  /** Every provider call and media download goes through it (net/egress-guard.ts). */
  egress: EgressGuard;
  /** Azure AI Speech, for prompts with a voice (azure-speech.ts). */
  speech: AzureSpeech;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** A short-lived link to a stored message file for a webhook receiver, or null when the server has no public URL. */
  mediaLink: (key: string) => string | null;
}

/**
 * The integrations' side of the conversation engine's hand-off (bot-hand-off.ts). The engine marks the ticket as a
 * bot's (useIntegration with integrationId or promptId) and this queues a job per contact message; the job asks the
 * provider (provider-turn.ts), sends its answer and applies its action (bot-delivery.ts). A provider that fails
 * (timeout, 4xx/5xx, bad credentials, gone from the plan) is retried once; then the ticket goes to a person
 * (pending, queue kept), with a log entry and the error on the integration's row. The contact's message is stored
 * before any of this, so it is never lost, and a failed bot never answers again on that ticket.
 */
export class IntegrationRuntime implements BotHandOff {
  private readonly provider: ProviderTurn;
  private readonly delivery: BotDelivery;
  private readonly fileLists: FileListSender;

  constructor(private readonly deps: IntegrationRuntimeDeps) {
    this.provider = new ProviderTurn(deps);
    this.delivery = new BotDelivery(deps);
    this.fileLists = new FileListSender(deps);
  }

  async startWorker(): Promise<void> {
    await this.deps.jobs.work<IntegrationRunJob>(INTEGRATION_RUN_QUEUE, (job) => this.handle(job));
  }

  async start(c: Conversation, target: BotTarget): Promise<boolean> {
    const bot = await this.available(c.ticket.companyId, target);
    if (!bot) return false;
    const patch = {
      useIntegration: true,
      integrationId: bot.kind === 'integration' ? bot.targetId : null,
      promptId: bot.kind === 'prompt' ? bot.targetId : null,
      isBot: true,
      chatbotOptionId: null,
      botStartedAt: c.ticket.botStartedAt ?? c.now,
    };
    if (!(await c.change(patch, [{ type: 'chatBot', queueId: c.ticket.queueId }]))) return false;
    // A bot taken up again starts a fresh conversation with its provider.
    await sessionsRepository.end(this.deps.db, c.ticket.companyId, c.ticket.id);
    await this.queue(c, bot);
    return true;
  }

  async continue(c: Conversation): Promise<void> {
    const bot = botOf(c.ticket);
    if (bot) await this.queue(c, bot);
    else await this.delivery.letGo(c.ticket, 'pending');
  }

  async sendFileList(c: Conversation, fileListId: number): Promise<void> {
    await this.fileLists.send(c.ticket, fileListId, c.now);
  }

  private async queue(c: Conversation, bot: SessionTarget): Promise<void> {
    const job: IntegrationRunJob = {
      companyId: c.ticket.companyId,
      ticketId: c.ticket.id,
      messageId: c.message.id,
      ...bot,
    };
    await this.deps.jobs.send(INTEGRATION_RUN_QUEUE, job, RUN_RETRY);
  }

  /** The bot `target` names, if it exists and the company's plan includes it (an integration before a prompt). */
  private async available(companyId: number, target: BotTarget): Promise<SessionTarget | undefined> {
    const { db } = this.deps;
    if (
      target.integrationId &&
      (await queueIntegrationsReader.findById(db, companyId, target.integrationId)) &&
      (await planAllows(db, companyId, 'useIntegrations'))
    ) {
      return { kind: 'integration', targetId: target.integrationId };
    }
    if (
      target.promptId &&
      (await promptsReader.findById(db, companyId, target.promptId)) &&
      (await planAllows(db, companyId, 'useOpenAi'))
    ) {
      return { kind: 'prompt', targetId: target.promptId };
    }
    return undefined;
  }

  private async handle(job: JobWithMetadata<IntegrationRunJob>): Promise<void> {
    const { companyId, ticketId } = job.data;
    const ticket = await ticketsReader.findById(this.deps.db, companyId, ticketId);
    if (!ticket || !heldBy(ticket, job.data)) return;
    try {
      const outcome = await this.provider.answer(ticket, job.data);
      await this.delivery.deliver(ticket, job.data, outcome);
    } catch (error) {
      if (job.retryCount < (job.retryLimit ?? RUN_RETRY.retryLimit)) throw error;
      const reason = error instanceof IntegrationFailure ? error.message : 'internal error';
      if (!(error instanceof IntegrationFailure))
        this.deps.logger.error({ err: error, ticketId, bot: job.data }, 'integration run failed');
      await this.delivery.fallBack(ticket, job.data, reason);
    }
  }
}

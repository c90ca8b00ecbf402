import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { FastifyBaseLogger } from 'fastify';
import type { EgressGuard } from '../../net/egress-guard.js';
import { connectionsReader } from '../connections/index.js';
import { contactsReader } from '../contacts/index.js';
import { messagesReader } from '../messages/index.js';
import { promptsReader, promptsWriter } from '../prompts/index.js';
import {
  queueIntegrationsReader,
  queueIntegrationsWriter,
  type QueueIntegrationRow,
} from '../queue-integrations/index.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { AzureSpeech } from './azure-speech.js';
import type { BotOutcome } from './bot-outcome.js';
import type { DialogflowClient } from './dialogflow-client.js';
import { IntegrationFailure } from './http-call.js';
import { planAllows } from './plan-flags.js';
import { PROMPT_MAX_ANSWERS_PER_TICKET, runPrompt } from './prompt-runner.js';
import { PromptVoice } from './prompt-voice.js';
import { runtimeRepository } from './runtime.repository.js';
import type { SealedCredentials } from './sealed-credentials.js';
import { sessionsRepository, type SessionTarget } from './sessions.repository.js';
import { runTypebot } from './typebot-runner.js';
import { runWebhook, webhookPayload } from './webhook-runner.js';

export interface ProviderTurnDeps {
  db: Db;
  events: DomainEvents;
  credentials: SealedCredentials;
  dialogflow: DialogflowClient;
  egress: EgressGuard;
  speech: AzureSpeech;
  storage: TenantStorage;
  logger: FastifyBaseLogger;
  now: () => Date;
  mediaLink: (key: string) => string | null;
}

/**
 * One contact message put to the bot holding the ticket, and its answer. Keeps the ticket's session with the
 * provider (integration_sessions) and the row's outcome: a success clears the error a failure left on it.
 * Throws IntegrationFailure when the provider cannot be used.
 */
export class ProviderTurn {
  private readonly voice: PromptVoice;

  constructor(private readonly deps: ProviderTurnDeps) {
    this.voice = new PromptVoice(deps);
  }

  async answer(ticket: TicketRow, bot: SessionTarget & { messageId: number }): Promise<BotOutcome> {
    const { db } = this.deps;
    const { companyId } = ticket;
    const message = await messagesReader.findById(db, companyId, bot.messageId);
    if (!message) throw new IntegrationFailure('the contact message is gone');
    if (bot.kind === 'prompt') return this.prompt(ticket, bot.targetId, message);
    const integration = await queueIntegrationsReader.findById(db, companyId, bot.targetId);
    if (!integration) throw new IntegrationFailure('the integration was deleted');
    if (!(await planAllows(db, companyId, 'useIntegrations')))
      throw new IntegrationFailure('the plan no longer includes integrations');
    const outcome = await this.integration(ticket, integration, message);
    await this.succeeded(integration);
    return outcome;
  }

  private async integration(
    ticket: TicketRow,
    integration: QueueIntegrationRow,
    message: NonNullable<Awaited<ReturnType<typeof messagesReader.findById>>>,
  ): Promise<BotOutcome> {
    const { db, now } = this.deps;
    const { companyId } = ticket;
    const [contact, connection] = await Promise.all([
      contactsReader.findById(db, companyId, ticket.contactId),
      ticket.whatsappId === null ? undefined : connectionsReader.findById(db, companyId, ticket.whatsappId),
    ]);
    if (!contact || !connection) throw new IntegrationFailure('the contact or connection is gone');
    const target = { kind: 'integration' as const, targetId: integration.id };
    switch (integration.type) {
      case 'n8n':
      case 'webhook': {
        const mediaUrl = message.mediaUrl ? this.deps.mediaLink(message.mediaUrl) : null;
        return runWebhook(
          this.deps.egress,
          integration.urlN8N ?? '',
          webhookPayload({ ticket, contact, connection, message, mediaUrl }),
        );
      }
      case 'typebot': {
        const stored = await sessionsRepository.find(db, companyId, ticket.id, target);
        const at = now();
        const result = await runTypebot(this.deps.egress, integration, stored, message.body, at, contact);
        if (!result.session) await sessionsRepository.end(db, companyId, ticket.id);
        else if (result.session.sessionId !== stored?.externalId)
          await sessionsRepository.save(db, companyId, ticket.id, target, {
            externalId: result.session.sessionId,
            state: { choices: result.session.choices },
            at,
          });
        else
          await sessionsRepository.touch(db, companyId, ticket.id, {
            at,
            answered: 1,
            state: { choices: result.session.choices },
          });
        return result;
      }
      case 'dialogflow': {
        if (!integration.jsonContentSealed) throw new IntegrationFailure('no service-account JSON stored');
        const jsonContent = this.deps.credentials.open(companyId, 'dialogflowJson', integration.jsonContentSealed);
        const agent = {
          projectName: integration.projectName ?? '',
          jsonContent,
          language: integration.language ?? 'pt-BR',
        };
        const answer = await this.deps.dialogflow.detectIntent(agent, `ticket-${ticket.uuid}`, message.body);
        return {
          messages: answer.texts.map((body) => ({ body })),
          action: answer.ended ? { type: 'handOff' } : undefined,
        };
      }
    }
  }

  /**
   * The prompt's answer over the ticket's last maxMessages messages (a recording read as its transcript), then, with a
   * voice, the same answer as audio; past the per-ticket cap, a person takes over.
   */
  private async prompt(ticket: TicketRow, promptId: number, message: MessageRow): Promise<BotOutcome> {
    const { db, now, credentials, logger } = this.deps;
    const { companyId } = ticket;
    const prompt = await promptsReader.findById(db, companyId, promptId);
    if (!prompt) throw new IntegrationFailure('the prompt was deleted');
    if (!(await planAllows(db, companyId, 'useOpenAi')))
      throw new IntegrationFailure('the plan no longer includes AI prompts');
    if (!prompt.apiKeySealed) throw new IntegrationFailure('no API key stored');
    const target = { kind: 'prompt' as const, targetId: promptId };
    const at = now();
    if (!(await sessionsRepository.find(db, companyId, ticket.id, target)))
      await sessionsRepository.save(db, companyId, ticket.id, target, { externalId: null, state: {}, at });
    const answered = await sessionsRepository.touch(db, companyId, ticket.id, { at, answered: 1 });
    if (answered > PROMPT_MAX_ANSWERS_PER_TICKET) return { messages: [], action: { type: 'handOff' } };
    const history = await runtimeRepository.recentMessages(db, companyId, ticket.id, message.id, prompt.maxMessages);
    const heard = await this.voice.transcript(prompt, message);
    const question = heard
      ? history.map((entry) => (entry.id === message.id ? { ...entry, body: heard } : entry))
      : history;
    const result = await runPrompt(
      this.deps.egress,
      { ...prompt, apiKey: credentials.open(companyId, 'promptApiKey', prompt.apiKeySealed) },
      question,
    );
    const spoken = await this.voice.speak(prompt, result.messages.map((reply) => reply.body).join('\n'));
    logger.info(
      {
        companyId,
        ticketId: ticket.id,
        promptId,
        totalTokens: result.usage.totalTokens,
        latencyMs: result.usage.latencyMs,
        transcribed: Boolean(heard),
        spoken: Boolean(spoken.audioKey),
      },
      'prompt answered',
    );
    // The row shows a voice that failed (its answers went as text only) until one succeeds again.
    const outcome = spoken.failure ?? null;
    if (prompt.lastError !== outcome && (await promptsWriter.recordOutcome(db, companyId, promptId, outcome)))
      this.deps.events.emit('prompt.saved', { companyId, promptId, created: false });
    return spoken.audioKey
      ? { ...result, messages: [...result.messages, { body: '', mediaUrl: spoken.audioKey }] }
      : result;
  }

  private async succeeded(integration: QueueIntegrationRow): Promise<void> {
    if (integration.lastError === null) return;
    const { companyId, id } = integration;
    if (await queueIntegrationsWriter.recordOutcome(this.deps.db, companyId, id, null, this.deps.now()))
      this.deps.events.emit('queueIntegration.saved', { companyId, integrationId: id, created: false });
  }
}

import type { InboundHook } from '../inbound/inbound.types.js';
import { REACTION_MEDIA_TYPE } from '../messages/messages.repository.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { audioStep } from './audio-step.js';
import { callStep } from './call-step.js';
import { chatbotTreeStep } from './chatbot-tree-step.js';
import { Conversation, type EngineDeps } from './conversation.js';
import { EngineReads } from './engine-reads.js';
import { greetingStep } from './greeting-step.js';
import { integrationStep } from './integration-step.js';
import { lgpdStep } from './lgpd-step.js';
import { queueMenuStep } from './queue-menu-step.js';
import { serviceHoursStep } from './service-hours-step.js';
import { held, type Step } from './step.js';

/** The bot never speaks on a ticket an attendant holds, nor to a contact with disableBot, nor once it let go. */
const botGate: Step = async (c) => held(c) || c.contact.disableBot;

/**
 * The order of the seed's inbound steps 6–12: a call is never a conversation step; consent before the rest; a refused audio is answered
 * whoever holds the ticket; service hours before any bot text; a bot that holds the ticket (integration, prompt);
 * then the greeting, the queue menu and the tree.
 */
const STEPS: readonly Step[] = [callStep, lgpdStep, audioStep, serviceHoursStep, botGate, integrationStep, greetingStep, queueMenuStep, chatbotTreeStep];

type HookContext = Parameters<InboundHook>[0];

/**
 * The conversation engine (issue 12, "what happens when a contact writes"): an inbound hook that runs after each
 * stored message, in chat order. Its state lives on the ticket (botStartedAt, isBot, queueId, chatbotOptionId, the
 * invalid-answer counter and window, the LGPD and out-of-hours marks), so a restart resumes every conversation.
 * Tickets waiting for their rating (nps) belong to the ratings hook, group tickets to people: both are left alone.
 */
export class ConversationEngine {
  private readonly reads: EngineReads;

  constructor(private readonly deps: EngineDeps) {
    this.reads = new EngineReads(deps.db);
  }

  start(pipeline: { addHook(hook: InboundHook): void }): void {
    pipeline.addHook((context) => (concerns(context) ? this.handle(context) : Promise.resolve()));
  }

  private async handle({ companyId, whatsappId, ticket, message }: HookContext): Promise<void> {
    const { reads } = this;
    const [config, contact] = await Promise.all([reads.configOf(companyId), reads.contact(companyId, ticket.contactId)]);
    if (!config || !contact) return;
    const [row, connection] = await Promise.all([config.settingsRow(), config.connection(whatsappId)]);
    if (!connection) return;
    const conversation = new Conversation(this.deps, config, ticket, message, contact, connection, toCompanySettings(row), this.deps.now());
    for (const step of STEPS) if (await step(conversation)) return;
  }
}

/** A contact's live message on a ticket the engine may act on; decided without a query (most messages). */
function concerns({ live, fromMe, ticket, message }: HookContext): boolean {
  if (!live || fromMe || ticket.isGroup || message.mediaType === REACTION_MEDIA_TYPE) return false;
  return ticket.status === 'pending' || ticket.status === 'open' || ticket.status === 'lgpd';
}

import type { InboundHook } from '../inbound/inbound.types.js';
import { REACTION_MEDIA_TYPE } from '../messages/index.js';
import { toCompanySettings } from '../settings/company-settings.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { audioStep } from './audio-step.js';
import { callStep } from './call-step.js';
import { chatbotTreeStep } from './chatbot-tree-step.js';
import { Conversation, type EngineDeps } from './conversation.js';
import { EngineReads } from './engine-reads.js';
import { greetingStep } from './greeting-step.js';
import { integrationStep } from './integration-step.js';
import { lgpdStep } from './lgpd-step.js';
import { lgpdWithdrawalStep } from './lgpd-withdrawal-step.js';
import { queueMenuStep } from './queue-menu-step.js';
import { serviceHoursStep } from './service-hours-step.js';
import { held, type Step } from './step.js';
import { TicketTurns } from './ticket-turns.js';

/** The bot never speaks on a ticket an attendant holds, nor to a contact with disableBot, nor once it let go. */
const botGate: Step = async (c) => held(c) || c.contact.disableBot;

/**
 * The order of the seed's inbound steps 6–12: a call is never a conversation step; a withdrawal of consent (the
 * company's opt-out word) before anything reads the message, then consent before the rest; a refused audio is answered
 * whoever holds the ticket; service hours before any bot text; a bot that holds the ticket (integration, prompt);
 * then the greeting, the queue menu and the tree.
 */
const STEPS: readonly Step[] = [
  callStep,
  lgpdWithdrawalStep,
  lgpdStep,
  audioStep,
  serviceHoursStep,
  botGate,
  integrationStep,
  greetingStep,
  queueMenuStep,
  chatbotTreeStep,
];

type HookContext = Parameters<InboundHook>[0];

/**
 * The conversation engine (issue 12, "what happens when a contact writes"): an inbound hook that runs after each
 * stored message, in chat order. Its state lives on the ticket (botStartedAt, isBot, queueId, chatbotOptionId, the
 * invalid-answer counter and window, the LGPD and out-of-hours marks), so a restart resumes every conversation.
 * Tickets waiting for their rating (nps) belong to the ratings hook, group tickets to people: both are left alone.
 */
export class ConversationEngine {
  private readonly reads: EngineReads;
  private readonly turns: TicketTurns;

  constructor(private readonly deps: EngineDeps) {
    this.reads = new EngineReads(deps.db);
    this.turns = new TicketTurns(deps.db);
  }

  /** The inbound step that answers a contact: one turn per stored message, in chat order. */
  readonly inboundHook: InboundHook = (context) =>
    concerns(context)
      ? this.turns.run(context.companyId, context.ticketId, (ticket) => this.handle(context, ticket))
      : Promise.resolve();

  /** One turn: `ticket` is as the ticket's previous turn left it, not as the message's write batch saw it. */
  private async handle({ companyId, whatsappId, message }: HookContext, ticket: TicketRow): Promise<void> {
    if (!botMayAct(ticket)) return;
    const { reads } = this;
    const [config, contact] = await Promise.all([
      reads.configOf(companyId),
      reads.contact(companyId, ticket.contactId),
    ]);
    if (!config || !contact) return;
    const [row, connection, timeZone] = await Promise.all([
      config.settingsRow(),
      config.connection(whatsappId),
      config.timeZone(),
    ]);
    if (!connection) return;
    const conversation = new Conversation(
      this.deps,
      config,
      ticket,
      message,
      contact,
      connection,
      toCompanySettings(row),
      this.deps.now(),
      timeZone,
    );
    for (const step of STEPS) if (await step(conversation)) return;
  }
}

/** A contact's live message on a ticket the engine may act on; decided without a query (most messages). */
function concerns({ live, fromMe, ticket, message }: HookContext): boolean {
  if (!live || fromMe || message.mediaType === REACTION_MEDIA_TYPE) return false;
  return botMayAct(ticket);
}

/** Checked again on the ticket as the turn reads it: an earlier message's turn may have closed it meanwhile. */
function botMayAct(ticket: TicketRow): boolean {
  if (ticket.isGroup) return false;
  return ticket.status === 'pending' || ticket.status === 'open' || ticket.status === 'lgpd';
}

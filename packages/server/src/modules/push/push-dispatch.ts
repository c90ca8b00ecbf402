import { wallClockOf, type PushPayload } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { companiesReader } from '../companies/index.js';
import { messagesReader, REACTION_MEDIA_TYPE } from '../messages/index.js';
import type { CompanySettings } from '../settings/company-settings.js';
import type { PushEvent } from './push-events.js';
import { pushFactsRepository, type PushRecipient } from './push-facts.repository.js';
import {
  chatMessagePayload,
  pendingTicketAudience,
  ticketAssignedPayload,
  ticketMessagePayload,
  ticketPendingPayload,
  withinWorkHours,
  type TicketPushContext,
} from './push-rules.js';

/** One push to one device, as its delivery job carries it. */
export interface PushDelivery {
  companyId: number;
  subscriptionId: number;
  payload: PushPayload;
  /** Web Push's Topic: an undelivered push of the same topic is replaced by this one at the push service. */
  topic: string;
  urgency: 'normal' | 'high';
}

/** A push to some users, before the devices and the quiet hours are looked at. */
interface Pushes {
  recipients: PushRecipient[];
  /** The settings are read only once someone is to be told: most facts concern no subscribed device. */
  payloadFor: (recipient: PushRecipient, settings: CompanySettings) => PushPayload;
  topic: string;
  urgency: PushDelivery['urgency'];
}

export interface PushDispatchDeps {
  db: Db;
  settings: { read(companyId: number): Promise<CompanySettings> };
  now: () => Date;
}

/**
 * Turns a push event into deliveries: who is told (the rules of push-rules.ts, on the ticket or chat as it is now),
 * what they read (their language, the company's previews and number masking), and on which of their devices; users
 * outside their working hours are left out.
 */
export async function deliveriesOf(deps: PushDispatchDeps, event: PushEvent): Promise<PushDelivery[]> {
  const pushes = await pushesOf(deps, event);
  if (!pushes || pushes.recipients.length === 0) return [];
  const [timeZone, settings] = await Promise.all([
    companiesReader.timeZoneOf(deps.db, event.companyId),
    deps.settings.read(event.companyId),
  ]);
  const clock = wallClockOf(deps.now(), timeZone);
  return pushes.recipients
    .filter((recipient) => withinWorkHours(recipient, clock))
    .flatMap((recipient) => {
      const payload = pushes.payloadFor(recipient, settings);
      return recipient.subscriptionIds.map((subscriptionId) => ({
        companyId: event.companyId,
        subscriptionId,
        payload,
        topic: pushes.topic,
        urgency: pushes.urgency,
      }));
    });
}

async function pushesOf(deps: PushDispatchDeps, event: PushEvent): Promise<Pushes | undefined> {
  const { db } = deps;
  const { companyId } = event;
  if (event.kind === 'chatMessage') {
    const chat = await pushFactsRepository.chatMessage(db, companyId, event.chatId, event.messageId);
    if (!chat) return undefined;
    const members = chat.memberIds.filter((id) => id !== chat.senderId);
    return {
      recipients: await pushFactsRepository.recipients(db, companyId, members),
      payloadFor: (recipient, settings) => chatMessagePayload(chat, recipient, settings.pushPreview),
      topic: `c${event.chatId}`,
      urgency: 'high',
    };
  }

  const [ticket, message] = await Promise.all([
    pushFactsRepository.ticket(db, companyId, event.ticketId),
    event.kind === 'ticketMessage' ? messagesReader.findById(db, companyId, event.messageId) : undefined,
  ]);
  if (!ticket) return undefined;
  const context = (settings: CompanySettings): TicketPushContext => ({
    ticket,
    hideNumber: settings.lgpdHideNumber,
    previews: settings.pushPreview,
  });
  const topic = `t${ticket.id}`;
  const waiting = ticket.status === 'pending' && ticket.userId === null && !ticket.isBot;

  switch (event.kind) {
    case 'ticketMessage': {
      // A contact's message on a ticket someone holds: its holder hears of it (the bell's own rule for its owner).
      if (!message || message.fromMe || message.isPrivate || message.mediaType === REACTION_MEDIA_TYPE)
        return undefined;
      if (ticket.userId === null || ticket.status === 'closed') return undefined;
      return {
        recipients: await pushFactsRepository.recipients(db, companyId, [ticket.userId]),
        payloadFor: (recipient, settings) => ticketMessagePayload(context(settings), recipient, message),
        topic,
        urgency: 'high',
      };
    }
    case 'ticketCreated':
      if (!waiting) return undefined;
      return {
        recipients: pendingTicketAudience(await pushFactsRepository.recipients(db, companyId), ticket, companyId),
        payloadFor: (recipient, settings) => ticketPendingPayload(context(settings), recipient),
        topic,
        urgency: 'normal',
      };
    case 'ticketMoved': {
      const { before, byUserId } = event;
      // Given to someone by someone else (a transfer, or the random distribution): news to its new holder only.
      if (ticket.userId !== null && ticket.userId !== before.userId && ticket.userId !== byUserId) {
        return {
          recipients: await pushFactsRepository.recipients(db, companyId, [ticket.userId]),
          payloadFor: (recipient, settings) => ticketAssignedPayload(context(settings), recipient),
          topic,
          urgency: 'high',
        };
      }
      // Waiting in a queue it was not waiting in before (the bot handed it over, or it was sent back or moved).
      const newlyWaiting = before.status !== 'pending' || before.queueId !== ticket.queueId || before.userId !== null;
      if (!waiting || !newlyWaiting) return undefined;
      const everyone = await pushFactsRepository.recipients(db, companyId);
      return {
        recipients: pendingTicketAudience(everyone, ticket, companyId).filter((r) => r.userId !== byUserId),
        payloadFor: (recipient, settings) => ticketPendingPayload(context(settings), recipient),
        topic,
        urgency: 'normal',
      };
    }
  }
}

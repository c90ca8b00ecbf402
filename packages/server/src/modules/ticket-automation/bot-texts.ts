import { DEFAULT_TIMEZONE, renderPlaceholders } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { connectionsRepository } from '../connections/connections.repository.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import type { OutboundData } from '../messages/outbound-content.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { queuesRepository } from '../queues/queues.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { usersRepository } from '../users/users.repository.js';

/**
 * Sends a configured text to the contact as the bot (no attendant wrote it), placeholders filled. Like the greeting
 * and the farewell it is a courtesy: a channel that refuses it (a Meta channel outside its reply window) does not
 * undo what the timer did. Nothing for an empty text.
 */
export async function sayAsBot(deps: { db: Db; outbound: OutboundService; now: () => Date }, ticket: TicketRow, template: string | null | undefined, data?: OutboundData): Promise<void> {
  const text = template?.trim();
  if (!text) return;
  const body = await render(deps, ticket, text);
  try {
    await deps.outbound.assertChannelOpen(ticket);
    await deps.outbound.post(ticket, null, [{ body, isBot: true, ...(data ? { data } : {}) }]);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

async function render({ db, now }: { db: Db; now: () => Date }, ticket: TicketRow, template: string): Promise<string> {
  if (!template.includes('{{')) return template;
  const { companyId } = ticket;
  const [contact, user, queue, connection] = await Promise.all([
    contactsRepository.findById(db, companyId, ticket.contactId),
    ticket.userId === null ? undefined : usersRepository.findById(db, companyId, ticket.userId),
    ticket.queueId === null ? undefined : queuesRepository.findById(db, companyId, ticket.queueId),
    ticket.whatsappId === null ? undefined : connectionsRepository.findById(db, companyId, ticket.whatsappId),
  ]);
  return renderPlaceholders(template, {
    contactName: contact?.name,
    userName: user?.name,
    ticketId: ticket.id,
    queueName: queue?.name,
    connectionName: connection?.name,
    now: now(),
    timeZone: DEFAULT_TIMEZONE,
  });
}

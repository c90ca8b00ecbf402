import type { Db } from '../../db/database.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { messagesRepository } from '../messages/messages.repository.js';
import { presentMessage, type MessageView } from '../messages/message.presenter.js';
import { presentTicket, type TicketView } from './ticket.presenter.js';
import { ticketsRepository } from './tickets.repository.js';

/** Loads tickets and messages in the shape live events carry (undefined once deleted). */
export class TicketViews {
  constructor(private readonly db: Db) {}

  async ticket(companyId: number, ticketId: number): Promise<TicketView | undefined> {
    const ticket = await ticketsRepository.findById(this.db, companyId, ticketId);
    if (!ticket) return undefined;
    return presentTicket(ticket, await contactsRepository.findById(this.db, companyId, ticket.contactId));
  }

  async message(companyId: number, messageId: number): Promise<MessageView | undefined> {
    const message = await messagesRepository.findById(this.db, companyId, messageId);
    return message && presentMessage(message);
  }
}

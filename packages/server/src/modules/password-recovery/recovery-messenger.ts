import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { openTicket } from '../tickets/ticket-opening.js';
import { ticketsRepository, type TicketRow } from '../tickets/tickets.repository.js';

/**
 * Sends the platform's own messages (recovery codes) to a WhatsApp number through company 1's default connection,
 * by the normal outbound path: a contact and a ticket of company 1, the outbound queue, the channel. The ticket is
 * kept closed, so it waits in nobody's list.
 */
export class PlatformMessenger {
  constructor(
    private readonly db: Db,
    private readonly outbound: Pick<OutboundService, 'assertChannelOpen' | 'post'>,
  ) {}

  async send(number: string, body: string): Promise<void> {
    const ticket = await this.ticketFor(number);
    await this.outbound.assertChannelOpen(ticket);
    await this.outbound.post(ticket, null, [{ body }]);
  }

  private async ticketFor(number: string): Promise<TicketRow> {
    const companyId = PLATFORM_COMPANY_ID;
    const connection = await ticketsRepository.findDefaultConnection(this.db, companyId, null);
    if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
    const contact =
      (await contactsRepository.findByNumber(this.db, companyId, number)) ??
      (await contactsRepository.insertIfAbsent(this.db, companyId, { name: number, number, channel: connection.channel })) ??
      (await contactsRepository.findByNumber(this.db, companyId, number));
    if (!contact) throw new Error(`no contact for ${number} in the platform company`);
    const existing =
      (await ticketsRepository.findActive(this.db, companyId, contact.id, connection.id)) ??
      (await ticketsRepository.findLastClosed(this.db, companyId, contact.id, connection.id));
    if (existing) return existing;
    const values = { contactId: contact.id, whatsappId: connection.id, queueId: null, userId: null, status: 'closed', channel: connection.channel, isGroup: false } as const;
    const opened = await this.db.transaction((tx) => openTicket(tx, companyId, values, null));
    if (!opened) throw new Error(`no ticket could be opened for ${number} in the platform company`);
    return opened;
  }
}

import type { Db } from '../../db/database.js';
import { sayAsBot } from '../conversation-engine/bot-speech.js';
import { fileListsReader } from '../file-lists/index.js';
import type { OutboundService } from '../messages/outbound.service.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/**
 * A file list sent to a contact (a queue's fileListId, a chatbot option of type file): the list's message, then
 * each uploaded file in order with its name, all through the connection's send queue. A list that is gone sends
 * nothing.
 */
export class FileListSender {
  constructor(private readonly deps: { db: Db; outbound: OutboundService }) {}

  async send(ticket: TicketRow, fileListId: number, now: Date): Promise<void> {
    const record = await fileListsReader.findRecord(this.deps.db, ticket.companyId, fileListId);
    if (!record) return;
    const files = record.options.flatMap((option) =>
      option.path ? [{ body: '', mediaUrl: option.path, mediaName: option.name }] : [],
    );
    await sayAsBot(this.deps, ticket, [record.list.message, ...files], { now });
  }
}

import type {
  MessageListAnswer,
  MessageSearchAnswer,
  MessageView,
  SearchMessagesQuery,
  TicketMediaAnswer,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { presentMessages } from './message.presenter.js';
import { searchTicketMessages } from './message-search.js';
import { messagesRepository } from './messages.repository.js';
import type { OutboundService } from './outbound.service.js';
import { ticketTranscript } from './ticket-transcript.js';
import type { TranscriptDocument } from './transcript-html.js';

export const MESSAGES_PAGE_SIZE = 20;
/**
 * A page asked for `until` a message holds every message down to it (and a page's worth older, so that it does not
 * open at the top edge), up to this many: the chat jumps to a search hit in one request rather than twenty messages
 * at a time. A hit further back takes another such page.
 */
export const MESSAGES_JUMP_LIMIT = 2000;
/** The drawer's tabs and the gallery show this many of the newest, not the whole history. */
export const MEDIA_LIST_LIMIT = 100;
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;

/** Reading a ticket's chat: pages of messages, read marking, and its media for the gallery and the drawer. */
export class MessagesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbound: OutboundService,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * GET /messages/{ticketId}: the newest page first (or the page before message `before`, down to message `until`
   * when asked), each page in chronological order. Opening the newest page reads the contact's messages.
   */
  async list(
    auth: RequestAuth,
    ticketId: number,
    query: { pageNumber: number; before?: number | undefined; until?: number | undefined },
  ): Promise<MessageListAnswer> {
    const size = await this.pageSize(auth.companyId, ticketId, query);
    // The page is read beside the access check (both scoped to the company) and shown only once that check passed.
    const [ticket, page] = await Promise.all([
      assertTicketVisible(this.db, auth, ticketId),
      messagesRepository.listPage(this.db, auth.companyId, ticketId, {
        before: query.before,
        offset: (query.pageNumber - 1) * MESSAGES_PAGE_SIZE,
        limit: size + 1,
      }),
    ]);
    const rows = page.slice(0, size).reverse();
    const [messages, count] = await Promise.all([
      presentMessages(this.db, auth.companyId, rows, { tickets: new Map([[ticket.id, ticket]]) }),
      messagesRepository.countInTicket(this.db, auth.companyId, ticketId),
    ]);
    if (query.pageNumber === 1 && query.before === undefined) await this.markRead(ticket);
    return {
      messages,
      ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status },
      count,
      hasMore: page.length > size,
    };
  }

  /** A page's length: MESSAGES_PAGE_SIZE, or, asked `until` a message older than `before`, enough to hold it. */
  private async pageSize(
    companyId: number,
    ticketId: number,
    query: { before?: number | undefined; until?: number | undefined },
  ): Promise<number> {
    if (query.before === undefined || query.until === undefined || query.until >= query.before)
      return MESSAGES_PAGE_SIZE;
    const between = await messagesRepository.countBetween(this.db, companyId, ticketId, query.until, query.before);
    return Math.min(between, MESSAGES_JUMP_LIMIT) + MESSAGES_PAGE_SIZE;
  }

  /** GET /messages/{ticketId}/search: the chat's messages holding a text, newest first (message-search.ts). */
  search(auth: RequestAuth, ticketId: number, query: SearchMessagesQuery): Promise<MessageSearchAnswer> {
    return searchTicketMessages(this.db, auth, ticketId, query);
  }

  /** GET /messages/{ticketId}/transcript: the conversation as a document (ticket-transcript.ts). */
  async transcript(auth: RequestAuth, ticketId: number): Promise<TranscriptDocument> {
    const document = await ticketTranscript(this.db, auth, ticketId, new Date());
    const changes = { messages: document.messages.length };
    await this.audit.record(this.db, auth, {
      companyId: auth.companyId,
      action: 'ticket.transcriptExported',
      entityType: 'ticket',
      entityId: ticketId,
      changes,
    });
    return document;
  }

  /** POST /messages/{ticketId}/read: the chat is on the reader's screen, so what arrived in it is read. */
  async read(auth: RequestAuth, ticketId: number): Promise<void> {
    await this.markRead(await assertTicketVisible(this.db, auth, ticketId));
  }

  /** GET /messages/listimages/{ticketId}: the ticket's pictures, newest first. */
  async listImages(auth: RequestAuth, ticketId: number): Promise<{ images: MessageView[] }> {
    await assertTicketVisible(this.db, auth, ticketId);
    const rows = await messagesRepository.listMedia(this.db, auth.companyId, ticketId, ['image'], MEDIA_LIST_LIMIT);
    return { images: await presentMessages(this.db, auth.companyId, rows) };
  }

  /** GET /messages/getmedia/{ticketId}: the contact drawer's media, documents, links and calls tabs. */
  async ticketMedia(auth: RequestAuth, ticketId: number): Promise<TicketMediaAnswer> {
    await assertTicketVisible(this.db, auth, ticketId);
    const { companyId } = auth;
    const [media, documents, calls, withLinks] = await Promise.all([
      messagesRepository.listMedia(this.db, companyId, ticketId, ['image', 'video'], MEDIA_LIST_LIMIT),
      messagesRepository.listMedia(this.db, companyId, ticketId, ['application'], MEDIA_LIST_LIMIT),
      messagesRepository.listMedia(this.db, companyId, ticketId, ['call_log'], MEDIA_LIST_LIMIT),
      messagesRepository.listWithLinks(this.db, companyId, ticketId, MEDIA_LIST_LIMIT),
    ]);
    const links = withLinks
      .flatMap((row) =>
        [...row.body.matchAll(URL_PATTERN)].map((match) => ({
          messageId: row.id,
          url: match[0].replace(/[.,;:!?)\]]+$/, ''),
          createdAt: row.sentAt.toISOString(),
        })),
      )
      .slice(0, MEDIA_LIST_LIMIT);
    const [mediaViews, documentViews, callViews] = await Promise.all([
      presentMessages(this.db, companyId, media),
      presentMessages(this.db, companyId, documents),
      presentMessages(this.db, companyId, calls),
    ]);
    return { media: mediaViews, documents: documentViews, links, calls: callViews };
  }

  /** The contact's messages are read: unread count 0 (live updateUnread), and read receipts to the channel. */
  private async markRead(ticket: TicketRow): Promise<void> {
    if (ticket.unreadMessages === 0) return;
    const read = await this.db.transaction(async (tx) => {
      // Another reader may have cleared it a moment ago: then they announce it, not us.
      const cleared = await messagesRepository.clearTicketUnread(tx, ticket.companyId, ticket.id);
      return cleared ? messagesRepository.markContactMessagesRead(tx, ticket.companyId, ticket.id) : undefined;
    });
    if (!read) return;
    this.events.emit('ticket.read', { companyId: ticket.companyId, ticketId: ticket.id });
    const refs = read.flatMap((m) =>
      m.remoteJid
        ? [{ chatId: m.remoteJid, messageId: m.wid, fromMe: false, participant: m.participant ?? undefined }]
        : [],
    );
    // Read receipts are a courtesy: the chat is read here whether or not the channel hears of it.
    await this.outbound.queueRead(ticket, refs).catch(() => undefined);
  }
}

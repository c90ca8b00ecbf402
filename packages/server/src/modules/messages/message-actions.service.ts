import { MESSAGE_EDIT_WINDOW_MS, type MessageView, type reactMessageSchema } from '@guiche/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { contactsReader } from '../contacts/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { ticketsReader, ticketsWriter, type TicketRow } from '../tickets/index.js';
import { presentMessageView } from './message.presenter.js';
import { messagesRepository, REACTION_MEDIA_TYPE, type MessageRow } from './messages.repository.js';
import { outboundDataOf } from './outbound-content.js';
import type { Draft, OutboundService } from './outbound.service.js';
import { REPLYABLE_STATUSES } from './reply-rules.js';

/** Text messages can be edited; captions, cards and the like cannot (WhatsApp edits text only). */
const EDITABLE_TYPES = new Set([null, 'chat']);
/** Kinds that carry nothing a contact could receive again. */
const NOT_FORWARDABLE = new Set([REACTION_MEDIA_TYPE, 'call_log']);
const FILE_TYPES = new Set(['image', 'audio', 'video', 'application', 'sticker']);

const invalid = (path: string, message: string) =>
  new AppError('ERR_VALIDATION', { message, issues: [{ path, message: 'validation.invalid' }] });

/** What an attendant does to existing messages: edit, delete, forward, react. */
export class MessageActionsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbound: OutboundService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /messages/edit/{id}: one's own text message, within 15 minutes of its last update (spec 1 §4). */
  async edit(auth: RequestAuth, messageId: number, body: string): Promise<MessageView> {
    const message = await this.visibleMessage(auth, messageId);
    const own = message.fromMe && message.userId === auth.userId;
    const fresh = this.now().getTime() - message.updatedAt.getTime() <= MESSAGE_EDIT_WINDOW_MS;
    if (!own || !fresh || message.isDeleted || !EDITABLE_TYPES.has(message.mediaType))
      throw new AppError('ERR_MESSAGE_EDIT_NOT_ALLOWED');
    const row = await messagesRepository.update(this.db, auth.companyId, message.id, { body, isEdited: true });
    if (!row) throw new AppError('ERR_NOT_FOUND');
    await this.outbound.queueEdit(row);
    this.events.emit('message.updated', { companyId: auth.companyId, ticketId: row.ticketId, messageId: row.id });
    return presentMessageView(this.db, auth.companyId, row);
  }

  /**
   * DELETE /messages/{id}: a message the company sent is deleted for everyone where the channel can (else here
   * only) and shows as deleted.
   */
  async delete(auth: RequestAuth, messageId: number): Promise<MessageView> {
    const message = await this.visibleMessage(auth, messageId);
    if (!message.fromMe || message.mediaType === REACTION_MEDIA_TYPE) throw new AppError('ERR_NO_PERMISSION');
    if (message.isDeleted) return presentMessageView(this.db, auth.companyId, message);
    await this.outbound.deleteOnChannel(message);
    const row = await messagesRepository.update(this.db, auth.companyId, message.id, { isDeleted: true });
    if (!row) throw new AppError('ERR_NOT_FOUND');
    this.events.emit('message.updated', { companyId: auth.companyId, ticketId: row.ticketId, messageId: row.id });
    return presentMessageView(this.db, auth.companyId, row);
  }

  /**
   * POST /message/forward: a copy of the message (text or file) goes to the contact's active ticket on the same
   * connection; without one, a ticket is opened for the caller (a pending one is taken by the caller).
   */
  async forward(
    auth: RequestAuth,
    input: { messageId: number; contactId: number; signMessage?: boolean | undefined },
  ): Promise<MessageView> {
    const source = await this.visibleMessage(auth, input.messageId);
    const sourceTicket = await ticketsReader.findById(this.db, auth.companyId, source.ticketId);
    if (!sourceTicket) throw new AppError('ERR_NO_TICKET_FOUND');
    const draft = this.forwardDraft(source);
    const contact = await contactsReader.findById(this.db, auth.companyId, input.contactId);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    const whatsappId = sourceTicket.whatsappId;
    if (!whatsappId) throw new AppError('ERR_NO_WAPP_FOUND');

    const active = await ticketsReader.findActive(this.db, auth.companyId, contact.id, whatsappId);
    if (active && !REPLYABLE_STATUSES.has(active.status) && active.status !== 'pending')
      throw new AppError('ERR_TICKET_NOT_OPEN');
    // Meta channels: the contact must have written within the window (on this ticket, or the last closed one).
    const windowTicket =
      active ?? (await ticketsReader.findLastClosed(this.db, auth.companyId, contact.id, whatsappId));
    await this.outbound.assertWithinWindow(auth.companyId, whatsappId, sourceTicket.channel, windowTicket?.id);

    const target = await this.takeTicket(auth, active, {
      contactId: contact.id,
      whatsappId,
      queueId: sourceTicket.queueId,
      channel: sourceTicket.channel,
      isGroup: contact.isGroup,
    });
    const signature = await this.outbound.signature(auth, input.signMessage);
    const data = { ...draft.data, ...(signature && draft.body ? { signature } : {}) };
    const [row] = await this.outbound.post(target, auth.userId, [{ ...draft, data }]);
    if (!row) throw new AppError('ERR_CREATING_MESSAGE');
    return presentMessageView(this.db, auth.companyId, row);
  }

  /**
   * POST /react/messages: the caller's reaction to a message of the ticket ('' removes it). Stored as a reaction
   * message, sent, and shown on its target (the answer is the target with its reactions).
   */
  async react(auth: RequestAuth, input: z.infer<typeof reactMessageSchema>): Promise<MessageView> {
    const ticket = await this.outbound.openForReply(auth, input.ticketId, false);
    const target = await messagesRepository.findInTicket(this.db, auth.companyId, ticket.id, input.id);
    if (!target) throw new AppError('ERR_NOT_FOUND');
    if (target.mediaType === REACTION_MEDIA_TYPE || target.isPrivate || target.isDeleted)
      throw invalid('id', 'This message takes no reactions');
    await this.outbound.post(ticket, auth.userId, [
      { body: input.text, mediaType: REACTION_MEDIA_TYPE, quotedMsgId: target.wid },
    ]);
    this.events.emit('message.updated', { companyId: auth.companyId, ticketId: ticket.id, messageId: target.id });
    return presentMessageView(this.db, auth.companyId, target);
  }

  private async visibleMessage(auth: RequestAuth, messageId: number): Promise<MessageRow> {
    const message = await messagesRepository.findById(this.db, auth.companyId, messageId);
    if (!message) throw new AppError('ERR_NOT_FOUND');
    await assertTicketVisible(this.db, auth, message.ticketId);
    return message;
  }

  /** The copy of a message that a forward sends: its text or file, never its signature, quote or private flag. */
  private forwardDraft(source: MessageRow): Draft {
    if (source.isDeleted || source.isPrivate || (source.mediaType !== null && NOT_FORWARDABLE.has(source.mediaType))) {
      throw invalid('messageId', 'This message cannot be forwarded');
    }
    const { mime, vCard } = outboundDataOf(source);
    // A file whose download failed is forwarded as its caption, if it has one.
    const lostFile = source.mediaType !== null && FILE_TYPES.has(source.mediaType) && !source.mediaUrl;
    if (lostFile && !source.body) throw invalid('messageId', 'The message has no file to forward');
    return {
      body: source.body,
      mediaType: lostFile ? null : source.mediaType,
      mediaUrl: lostFile ? null : source.mediaUrl,
      mediaName: lostFile ? null : source.mediaName,
      isForwarded: true,
      data: { ...(mime ? { mime } : {}), ...(vCard ? { vCard } : {}) },
      preview: source.mediaType === 'contactMessage' && vCard ? `👤 ${vCard.name}` : undefined,
    };
  }

  /** The ticket a forward lands in, open for the caller: the active one (a pending one is taken), or a new one. */
  private async takeTicket(
    auth: RequestAuth,
    active: TicketRow | undefined,
    values: {
      contactId: number;
      whatsappId: number;
      queueId: number | null;
      channel: TicketRow['channel'];
      isGroup: boolean;
    },
  ): Promise<TicketRow> {
    const status = values.isGroup ? 'group' : 'open';
    if (active && active.status !== 'pending') return active;
    if (active) {
      await ticketsWriter.update(this.db, auth.companyId, active.id, { status, userId: auth.userId });
      this.events.emit('ticket.updated', { companyId: auth.companyId, ticketId: active.id });
      return { ...active, status, userId: auth.userId };
    }
    const created = await ticketsWriter.insertIfNoActive(this.db, auth.companyId, {
      ...values,
      status,
      userId: auth.userId,
    });
    if (created) {
      this.events.emit('ticket.created', { companyId: auth.companyId, ticketId: created.id });
      return created;
    }
    // Someone opened one a moment ago (the contact wrote): forward into that one.
    const raced = await ticketsReader.findActive(this.db, auth.companyId, values.contactId, values.whatsappId);
    if (!raced) throw new AppError('ERR_CREATING_TICKET');
    return this.takeTicket(auth, raced, values);
  }
}

import { EXTERNAL_NUMBER_PATTERN, type ExternalSendAnswer, type ExternalSendInput } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { AuthService } from '../auth/auth.service.js';
import { contactsReader, contactsWriter } from '../contacts/index.js';
import type { StoredUpload } from '../messages/message-uploads.js';
import { MEDIA_TYPE_OF_KIND } from '../messages/message-files.js';
import type { Draft, OutboundService } from '../messages/outbound.service.js';
import { queuesReader } from '../queues/index.js';
import { activeOrNewTicket } from '../tickets/ticket-opening.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { usersReader } from '../users/index.js';
import { externalApiRepository as repo, type ApiConnection } from './external-api.repository.js';

/**
 * The external messages API (spec 3 §7, issue 18): another system sends through one of the company's connections,
 * named by its token. The message is stored and queued on the connection's durable outbound queue like an
 * attendant's reply; the contact and its ticket are found or created.
 */
export class ExternalSendService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbound: OutboundService,
    private readonly auth: AuthService,
  ) {}

  /** The connection behind a bearer token, if its company may use the API now. */
  async authenticate(token: string | undefined): Promise<ApiConnection> {
    const connection = token ? await repo.connectionOfToken(this.db, token) : undefined;
    if (!connection) throw new AppError('ERR_INVALID_API_TOKEN');
    this.auth.assertCompanyUsable({
      companyId: connection.companyId,
      companyActive: connection.companyActive,
      companyDueDate: connection.dueDate,
      super: false,
    });
    if (!connection.useExternalApi)
      throw new AppError('ERR_NO_PERMISSION', { message: 'The plan does not include the external API' });
    return connection;
  }

  async send(
    connection: ApiConnection,
    input: ExternalSendInput,
    files: StoredUpload[] = [],
  ): Promise<ExternalSendAnswer> {
    const { companyId } = connection;
    if (!EXTERNAL_NUMBER_PATTERN.test(input.number))
      throw new AppError('ERR_WAPP_INVALID_CONTACT', { message: 'number: 10 to 15 digits, no mask' });
    if (connection.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED');
    if (!input.body.trim() && files.length === 0) {
      throw new AppError('ERR_VALIDATION', {
        message: 'A body or a file is required',
        issues: [{ path: 'body', message: 'validation.required' }],
      });
    }
    const userId = input.userId ?? null;
    if (userId !== null && !(await usersReader.findById(this.db, companyId, userId)))
      throw new AppError('ERR_NO_USER_FOUND');
    if (input.queueId && !(await queuesReader.findById(this.db, companyId, input.queueId)))
      throw new AppError('ERR_VALIDATION', {
        message: 'Unknown queue',
        issues: [{ path: 'queueId', message: 'validation.invalid' }],
      });

    const ticket = await this.ticketFor(connection, input.number, userId, input.queueId ?? null);
    await this.outbound.assertChannelOpen(ticket);
    // Signed with the named user's name when asked and the company's sendSignMessage is enabled, as a reply is.
    const signature =
      userId === null ? undefined : await this.outbound.signature({ companyId, userId }, input.sendSignature);
    const data = signature ? { signature } : undefined;
    const drafts: Draft[] =
      files.length === 0
        ? [{ body: input.body.trim(), data }]
        : files.map((file, index) => ({
            body: index === 0 ? input.body.trim() : '',
            mediaType: MEDIA_TYPE_OF_KIND[file.kind],
            mediaUrl: file.key,
            mediaName: file.fileName,
            data: { mime: file.mime, ...(index === 0 && signature && input.body.trim() ? { signature } : {}) },
          }));
    const rows = await this.outbound.post(ticket, userId, drafts);
    return {
      messages: rows.map((row) => ({ id: row.id, body: row.body, mediaType: row.mediaType, ack: row.ack })),
      ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, contactId: ticket.contactId },
    };
  }

  /** The number's contact (created when new) and its active ticket on this connection, or a new one. */
  private async ticketFor(
    connection: ApiConnection,
    number: string,
    userId: number | null,
    queueId: number | null,
  ): Promise<TicketRow> {
    const { companyId } = connection;
    const known = await repo.contactWithActiveTicket(this.db, companyId, connection.id, number);
    if (known?.ticket) return known.ticket;
    // findByNumber also knows the number's other form (Brazil's ninth digit): one person, one contact.
    const contact =
      known?.contact ??
      (await contactsReader.findByNumber(this.db, companyId, number)) ??
      (await contactsWriter.insertIfAbsent(this.db, companyId, { name: number, number })) ??
      (await contactsReader.findByNumber(this.db, companyId, number));
    if (!contact) throw new Error(`contact ${number} neither found nor created`);
    return activeOrNewTicket(this.db, this.events, companyId, { contact, connection, queueId, userId });
  }
}

import { instantOf, type Connection, type CreateConnectionInput, type UpdateConnectionInput } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin, targetCompany } from '../../http/authorize.js';
import type { GraphSettings } from '../../channels/meta/graph-client.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { deletedFields, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { assertTargetsOwned, fieldTargets } from '../queue-integrations/integration-targets.js';
import { translateConnectionConflicts } from './connection-conflicts.js';
import { newConnectionToken } from './connection-token.js';
import { assertCanAddConnection, assertCanEditOrDeleteConnection, assertPlanAllows } from './connections.policy.js';
import { connectionsRepository, type ConnectionRow } from './connections.repository.js';
import { providerTokenContext } from './provider-token.js';
import { toConnection } from './to-connection.js';
import { GreetingMediaService } from './greeting-media.service.js';
import { MetaPagesService } from './meta-pages.service.js';

export interface ConnectionsOptions {
  /** Whether the simulator channel may be created (on by default with the embedded database). */
  simulatorEnabled: boolean;
  /** Seals provider access tokens before they are stored. */
  secretBox: SecretBox;
  /** Where greeting attachments are kept. */
  storage: TenantStorage;
  /** How Facebook Pages are listed and subscribed. */
  graph: GraphSettings;
}

export class ConnectionsService {
  /** POST /facebook: connections for the Pages (or Instagram accounts) of a Facebook user. */
  readonly metaPages: MetaPagesService;
  /** POST and DELETE /whatsapp/{id}/media-upload. */
  readonly greetingMedia: GreetingMediaService;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly options: ConnectionsOptions,
    private readonly audit: AuditTrail,
  ) {
    this.metaPages = new MetaPagesService(db, events, options);
    this.greetingMedia = new GreetingMediaService(db, events, options.storage, (auth, id) => this.get(auth, id));
  }

  async list(auth: RequestAuth, requestedCompanyId?: number): Promise<Connection[]> {
    const companyId = targetCompany(auth, requestedCompanyId);
    const rows = await connectionsRepository.list(this.db, companyId);
    const queues = await connectionsRepository.listQueuesOf(
      this.db,
      companyId,
      rows.map((r) => r.id),
    );
    await this.audit.companyAccessed(this.db, auth, companyId, 'connections');
    return rows.map((row) => this.present(auth, row, queues.get(row.id) ?? []));
  }

  async get(auth: RequestAuth, id: number): Promise<Connection> {
    return this.load(this.db, auth, id);
  }

  async create(auth: RequestAuth, input: CreateConnectionInput): Promise<Connection> {
    assertCanAddConnection(auth);
    if (input.channel === 'simulator' && !this.options.simulatorEnabled) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'The simulator is not enabled on this server' });
    }
    assertGreeting(new Set(input.queueIds ?? []).size, input.greetingMessage);
    const { companyId } = auth;
    // The API token is always the server's draw (connection-token.ts): the one a client sends is not taken.
    const { queueIds, importOldMessages, importRecentMessages, accessToken, token: _requested, ...fields } = input;
    const sealedToken =
      accessToken && fields.providerAccountId
        ? this.options.secretBox.seal(accessToken, providerTokenContext(fields.channel, fields.providerAccountId))
        : null;
    const connection = await translateConnectionConflicts(() =>
      this.db.transaction(async (tx) => {
        const found = await companiesReader.lockWithPlan(tx, companyId);
        if (!found) throw new AppError('ERR_NOT_FOUND');
        const existing = await connectionsRepository.countInCompany(tx, companyId);
        assertPlanAllows(found.plan, fields.channel, existing);
        await this.assertQueueTarget(tx, companyId, fields.sendIdQueue);
        await assertTargetsOwned(tx, companyId, fieldTargets(fields));
        // The first connection of a company is its default.
        const isDefault = existing === 0 || fields.isDefault === true;
        if (isDefault) await connectionsRepository.clearDefault(tx, companyId);
        const row = await connectionsRepository.insert(tx, companyId, {
          ...fields,
          importOldMessages: toDate(importOldMessages, found.company.timeZone),
          importRecentMessages: toDate(importRecentMessages, found.company.timeZone),
          isDefault,
          token: newConnectionToken(),
          accessTokenEncrypted: sealedToken,
        });
        await this.setQueues(tx, companyId, row.id, queueIds ?? []);
        return this.load(tx, auth, row.id);
      }),
    );
    this.events.emit('connection.saved', { companyId, whatsappId: connection.id });
    this.events.emit('connection.created', { companyId, whatsappId: connection.id, channel: connection.channel });
    return connection;
  }

  async update(auth: RequestAuth, id: number, input: UpdateConnectionInput): Promise<Connection> {
    assertCanEditOrDeleteConnection(auth);
    const { companyId } = auth;
    const { queueIds, importOldMessages, importRecentMessages, token, ...fields } = input;
    const connection = await translateConnectionConflicts(() =>
      this.db.transaction(async (tx) => {
        const current = await connectionsRepository.findById(tx, companyId, id);
        if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
        // At least one default connection must exist: the default is moved by marking another one.
        if (current.isDefault && fields.isDefault === false) throw new AppError('ERR_NO_OTHER_WHATSAPP');
        if (queueIds !== undefined || fields.greetingMessage !== undefined) {
          const queueCount = queueIds
            ? new Set(queueIds).size
            : ((await connectionsRepository.listQueuesOf(tx, companyId, [id])).get(id)?.length ?? 0);
          assertGreeting(
            queueCount,
            fields.greetingMessage === undefined ? current.greetingMessage : fields.greetingMessage,
          );
        }
        await this.assertQueueTarget(tx, companyId, fields.sendIdQueue);
        await assertTargetsOwned(tx, companyId, fieldTargets(fields));
        if (fields.isDefault === true && !current.isDefault) await connectionsRepository.clearDefault(tx, companyId);
        const timeZone =
          importOldMessages || importRecentMessages ? await companiesReader.timeZoneOf(tx, companyId) : undefined;
        await connectionsRepository.update(tx, companyId, id, {
          ...fields,
          ...(importOldMessages !== undefined ? { importOldMessages: toDate(importOldMessages, timeZone) } : {}),
          ...(importRecentMessages !== undefined
            ? { importRecentMessages: toDate(importRecentMessages, timeZone) }
            : {}),
          ...(token !== undefined && token !== current.token ? { token: newConnectionToken() } : {}),
        });
        if (queueIds) await this.setQueues(tx, companyId, id, queueIds);
        return this.load(tx, auth, id);
      }),
    );
    this.events.emit('connection.saved', { companyId, whatsappId: id });
    return connection;
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanEditOrDeleteConnection(auth);
    const { companyId } = auth;
    const { promoted, greetingMedia } = await this.db.transaction(async (tx) => {
      const current = await connectionsRepository.findById(tx, companyId, id);
      if (!current) throw new AppError('ERR_NO_WAPP_FOUND');
      await connectionsRepository.delete(tx, companyId, id);
      const changes = deletedFields({ name: current.name, channel: current.channel });
      await this.audit.record(tx, auth, {
        companyId,
        action: 'connection.deleted',
        entityType: 'connection',
        entityId: id,
        changes,
      });
      if (!current.isDefault) return { promoted: undefined, greetingMedia: current.greetingMediaAttachment };
      // The default goes; another connection, if any, takes its place so one default keeps existing.
      const successor = await connectionsRepository.findSuccessor(tx, companyId, id);
      if (successor) await connectionsRepository.update(tx, companyId, successor.id, { isDefault: true });
      return { promoted: successor?.id, greetingMedia: current.greetingMediaAttachment };
    });
    await this.options.storage.remove(greetingMedia);
    this.events.emit('connection.deleted', { companyId, whatsappId: id });
    if (promoted) this.events.emit('connection.saved', { companyId, whatsappId: promoted });
  }

  /**
   * POST /closedimported/{id} (spec 2 §4): closes the tickets the message import created that are still active, and
   * the 'close imported tickets' button goes away.
   */
  async closeImported(auth: RequestAuth, id: number): Promise<Connection> {
    assertCanEditOrDeleteConnection(auth);
    const { companyId } = auth;
    const closed = await this.db.transaction(async (tx) => {
      if (!(await connectionsRepository.findById(tx, companyId, id))) throw new AppError('ERR_NO_WAPP_FOUND');
      const ticketIds = await connectionsRepository.closeImportedTickets(tx, companyId, id, new Date());
      await connectionsRepository.update(tx, companyId, id, { statusImportMessages: null });
      return ticketIds;
    });
    for (const ticketId of closed) this.events.emit('ticket.updated', { companyId, ticketId });
    this.events.emit('connection.saved', { companyId, whatsappId: id });
    return this.get(auth, id);
  }

  /** The connection as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<Connection | undefined> {
    const row = await connectionsRepository.findById(this.db, companyId, id);
    if (!row) return undefined;
    const queues = await connectionsRepository.listQueuesOf(this.db, companyId, [id]);
    return toConnection(row, queues.get(id) ?? [], { withToken: false });
  }

  private async load(tx: DbOrTx, auth: RequestAuth, id: number): Promise<Connection> {
    const row = await connectionsRepository.findById(tx, auth.companyId, id);
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    const queues = await connectionsRepository.listQueuesOf(tx, auth.companyId, [id]);
    return this.present(auth, row, queues.get(id) ?? []);
  }

  /** The API token is a credential: only those who manage connections see it. */
  private present(
    auth: RequestAuth,
    row: ConnectionRow,
    queues: { id: number; name: string; color: string }[],
  ): Connection {
    return toConnection(row, queues, { withToken: isCompanyAdmin(auth) });
  }

  private async setQueues(tx: DbOrTx, companyId: number, id: number, queueIds: number[]): Promise<void> {
    const unique = [...new Set(queueIds)];
    if ((await connectionsRepository.replaceQueues(tx, companyId, id, unique)) !== unique.length) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'queueIds', message: 'validation.unknownQueue' }] });
    }
  }

  private async assertQueueTarget(tx: DbOrTx, companyId: number, queueId: number | null | undefined): Promise<void> {
    if (queueId && !(await connectionsRepository.queueOwned(tx, companyId, queueId))) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'sendIdQueue', message: 'validation.unknownQueue' }] });
    }
  }
}

/** With more than one queue the bot greets and lists them, so a greeting is required (ERR_WAPP_GREETING_REQUIRED). */
function assertGreeting(queueCount: number, greeting: string | null | undefined): void {
  if (queueCount > 1 && !greeting?.trim()) throw new AppError('ERR_WAPP_GREETING_REQUIRED');
}

/** An import bound as the form sends it: an instant, or a wall clock in the company's zone. */
function toDate(value: string | null | undefined, timeZone: string | undefined): Date | null {
  return value && timeZone ? instantOf(value, timeZone) : null;
}

import type { FastifyBaseLogger } from 'fastify';
import {
  instantOf,
  type CampaignFormInput,
  type CampaignListAnswer,
  type CampaignSettingRecord,
  type CampaignSettingsValues,
  type CampaignStats,
  type CampaignView,
  type ListCampaignsQuery,
} from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { deletedFields, type AuditEntry, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { ExportFormat } from '../../lib/table-export.js';
import { companiesReader } from '../companies/index.js';
import { connectionsReader } from '../connections/index.js';
import { contactListsReader } from '../contact-lists/index.js';
import type { EchoFilter, HookOutcome, InboundHook } from '../inbound/inbound.types.js';
import type { StoredUpload } from '../messages/message-uploads.js';
import { tagsReader } from '../tags/index.js';
import type { CampaignAccess } from './campaign-access.js';
import { exportDeliveries, type DeliveriesExport } from './campaign-deliveries.js';
import { CampaignPlanner, connectionIdsOf } from './campaign-planner.js';
import { presentCampaign } from './campaign.presenter.js';
import { CampaignSender } from './campaign-sender.js';
import { readCampaignSettings, settingRecords } from './campaign-settings.js';
import {
  assertCampaignDeletable,
  assertCampaignEditable,
  assertCanManageCampaigns,
  assertCanSaveCampaignSettings,
} from './campaigns.policy.js';
import { campaignsRepository, type CampaignRow, type CampaignValues } from './campaigns.repository.js';

export const CAMPAIGNS_PAGE_SIZE = 20;

const notFound = () => new AppError('ERR_NOT_FOUND', { message: 'No such campaign' });

export interface CampaignsDeps {
  db: Db;
  events: DomainEvents;
  jobs: JobQueue;
  channels: ChannelManager;
  storage: TenantStorage;
  logger: FastifyBaseLogger;
  access: CampaignAccess;
  /** Deletions and exports are recorded in the audit trail. */
  audit: AuditTrail;
  now: () => Date;
  random?: (() => number) | undefined;
}

/**
 * Campaigns (spec 3 "Campaigns", §3, §4, §7): the records and their states, behind the campaigns gate. Sending is
 * the planner's (recipients, times, jobs) and the sender's (the channel, exactly once per recipient).
 */
export class CampaignsService {
  readonly sender: CampaignSender;
  readonly planner: CampaignPlanner;
  private readonly db: Db;
  private readonly events: DomainEvents;
  private readonly storage: TenantStorage;
  private readonly access: CampaignAccess;
  private readonly audit: AuditTrail;
  private readonly now: () => Date;

  constructor(deps: CampaignsDeps) {
    ({ db: this.db, events: this.events, storage: this.storage, access: this.access, now: this.now } = deps);
    this.audit = deps.audit;
    this.sender = new CampaignSender(
      deps.db,
      deps.events,
      deps.jobs,
      deps.channels,
      deps.storage,
      deps.logger,
      deps.now,
    );
    this.planner = new CampaignPlanner(deps.db, deps.events, deps.jobs, this.sender, deps.now, deps.random);
  }

  /**
   * Works the start jobs here, the campaign queue of every connection whose session runs here, drops campaign
   * echoes before they are stored.
   */
  async start(pipeline: { addEchoFilter(filter: EchoFilter): void }): Promise<void> {
    this.events.on('channel.sessionStarted', ({ whatsappId }) => this.sender.attach(whatsappId));
    this.events.on('channel.sessionEnded', ({ whatsappId }) => this.sender.detach(whatsappId));
    // A connection back (or otherwise changed) is tried at once, not at the end of its refusal's wait.
    this.events.on('connection.session', ({ whatsappId }) => this.sender.resume(whatsappId));
    pipeline.addEchoFilter((connection, message) => this.sender.isEcho(connection.companyId, connection.id, message));
    await this.planner.start();
  }

  /** The inbound step that takes a contact's reply to a confirmation campaign (inbound step 14). */
  readonly inboundHook: InboundHook = ({ companyId, whatsappId, ticket, live, fromMe }) =>
    live && !fromMe && ticket.contactId !== null
      ? this.confirm(companyId, whatsappId, ticket.contactId)
      : Promise.resolve();

  async list(auth: RequestAuth, query: ListCampaignsQuery): Promise<CampaignListAnswer> {
    await this.access.assert(auth.companyId);
    const offset = (query.pageNumber - 1) * CAMPAIGNS_PAGE_SIZE;
    const { rows, count } = await campaignsRepository.page(this.db, auth.companyId, query.searchParam, {
      limit: CAMPAIGNS_PAGE_SIZE,
      offset,
    });
    return { records: await this.present(auth.companyId, rows), count, hasMore: offset + rows.length < count };
  }

  async get(auth: RequestAuth, id: number): Promise<CampaignView> {
    await this.access.assert(auth.companyId);
    const view = await this.snapshot(auth.companyId, id);
    if (!view) throw notFound();
    return view;
  }

  /** GET /campaigns/{id}/deliveries/export: each recipient's status and times, for the report's readers. */
  async deliveries(
    auth: RequestAuth,
    id: number,
    format: ExportFormat,
    onError: (error: unknown) => void,
  ): Promise<DeliveriesExport> {
    await this.access.assert(auth.companyId);
    const exported = await exportDeliveries(this.db, auth, id, format, onError);
    const changes = { format, rows: exported.rows };
    const entry: AuditEntry = {
      companyId: auth.companyId,
      action: 'campaign.deliveriesExported',
      entityType: 'campaign',
      entityId: id,
      changes,
    };
    return this.audit.recordExport(this.db, auth, entry, exported);
  }

  /** The campaign as live events carry it, or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<CampaignView | undefined> {
    const row = await campaignsRepository.findById(this.db, companyId, id);
    return row && (await this.present(companyId, [row]))[0];
  }

  /** POST /campaigns: with a scheduledAt it is PROGRAMADA and starts then; without, INATIVA (a draft). */
  async create(auth: RequestAuth, input: CampaignFormInput): Promise<CampaignView> {
    assertCanManageCampaigns(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    const values = await this.valuesOf(companyId, input);
    const row = await campaignsRepository.insert(this.db, companyId, values);
    await this.planner.schedule(row);
    this.events.emit('campaign.saved', { companyId, campaignId: row.id, created: true });
    return this.get(auth, row.id);
  }

  async update(auth: RequestAuth, id: number, input: CampaignFormInput): Promise<CampaignView> {
    assertCanManageCampaigns(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    const values = await this.valuesOf(companyId, input);
    const row = await this.db.transaction(async (tx) => {
      const found = await campaignsRepository.lockById(tx, companyId, id);
      if (!found) throw notFound();
      assertCampaignEditable(found, this.now());
      return campaignsRepository.update(tx, companyId, id, values);
    });
    // The start job of the former time finds the time changed and does nothing.
    if (row) await this.planner.schedule(row);
    this.events.emit('campaign.saved', { companyId, campaignId: id, created: false });
    return this.get(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    assertCanManageCampaigns(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    const mediaPath = await this.db.transaction(async (tx) => {
      const found = await campaignsRepository.lockById(tx, companyId, id);
      if (!found) throw notFound();
      assertCampaignDeletable(found);
      await campaignsRepository.delete(tx, companyId, id);
      const changes = deletedFields({ name: found.name, status: found.status });
      await this.audit.record(tx, auth, {
        companyId,
        action: 'campaign.deleted',
        entityType: 'campaign',
        entityId: id,
        changes,
      });
      return found.mediaPath;
    });
    await this.storage.remove(mediaPath);
    this.events.emit('campaign.deleted', { companyId, campaignId: id });
  }

  /** POST /campaigns/{id}/cancel: EM_ANDAMENTO → CANCELADA; the queued sends then do nothing. */
  async cancel(auth: RequestAuth, id: number): Promise<CampaignView> {
    assertCanManageCampaigns(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    await this.db.transaction(async (tx) => {
      const found = await campaignsRepository.lockById(tx, companyId, id);
      if (!found) throw notFound();
      if (found.status !== 'EM_ANDAMENTO')
        throw new AppError('ERR_CAMPAIGN_STATUS', { message: 'Only a running campaign is cancelled' });
      await campaignsRepository.update(tx, companyId, id, { status: 'CANCELADA' });
    });
    this.events.emit('campaign.saved', { companyId, campaignId: id, created: false });
    return this.get(auth, id);
  }

  /** POST /campaigns/{id}/restart: CANCELADA → EM_ANDAMENTO, the remaining recipients planned from now. */
  async restart(auth: RequestAuth, id: number): Promise<CampaignView> {
    assertCanManageCampaigns(auth);
    const { companyId } = auth;
    await this.access.assert(companyId);
    if (!(await campaignsRepository.findById(this.db, companyId, id))) throw notFound();
    if (!(await this.planner.restart(companyId, id)))
      throw new AppError('ERR_CAMPAIGN_STATUS', { message: 'Only a cancelled campaign is restarted' });
    return this.get(auth, id);
  }

  /** POST /campaigns/{id}/media-upload: the file already stored under `campaigns` (the route read it). */
  async attachMedia(auth: RequestAuth, id: number, file: StoredUpload): Promise<CampaignView> {
    return this.replaceMedia(auth, id, { mediaPath: file.key, mediaName: file.fileName }).catch(
      async (error: unknown) => {
        await this.storage.remove(file.key);
        throw error;
      },
    );
  }

  async removeMedia(auth: RequestAuth, id: number): Promise<CampaignView> {
    return this.replaceMedia(auth, id, { mediaPath: null, mediaName: null });
  }

  async settings(auth: RequestAuth): Promise<CampaignSettingRecord[]> {
    await this.access.assert(auth.companyId);
    return settingRecords(await readCampaignSettings(this.db, auth.companyId));
  }

  /** POST /campaign-settings: admins only (pacing is company policy). */
  async saveSettings(auth: RequestAuth, settings: CampaignSettingsValues): Promise<CampaignSettingRecord[]> {
    await this.access.assert(auth.companyId);
    assertCanSaveCampaignSettings(auth);
    // Spec 3 §5: a shortcut is kept once.
    const variables = [...new Map(settings.variables.map((variable) => [variable.key, variable])).values()];
    await campaignsRepository.saveSettings(this.db, auth.companyId, { ...settings, variables });
    return this.settings(auth);
  }

  /**
   * Inbound step 14: a reply from a recipient awaiting confirmation records it and sends the real message. The reply
   * is the campaign's alone ('handled': the conversation engine neither greets nor answers it), also when another
   * process recorded it first.
   */
  async confirm(companyId: number, whatsappId: number, contactId: number): Promise<HookOutcome> {
    const shipping = (await campaignsRepository.awaitingConfirmationOfContact(this.db, companyId, contactId)).find(
      (row) => row.whatsappId === whatsappId,
    );
    if (!shipping) return undefined;
    if (!(await campaignsRepository.confirm(this.db, companyId, shipping.id, this.now()))) return 'handled';
    const job = {
      companyId,
      campaignId: shipping.campaignId,
      shippingId: shipping.id,
      planVersion: shipping.planVersion,
      step: 'confirmed' as const,
    };
    await this.sender.queue([{ whatsappId, dueAt: this.now(), job }]);
    this.events.emit('campaign.saved', { companyId, campaignId: shipping.campaignId, created: false });
    return 'handled';
  }

  private async replaceMedia(
    auth: RequestAuth,
    id: number,
    media: { mediaPath: string | null; mediaName: string | null },
  ): Promise<CampaignView> {
    const { companyId } = auth;
    assertCanManageCampaigns(auth);
    await this.access.assert(companyId);
    const former = await this.db.transaction(async (tx) => {
      const found = await campaignsRepository.lockById(tx, companyId, id);
      if (!found) throw notFound();
      assertCampaignEditable(found, this.now());
      await campaignsRepository.update(tx, companyId, id, media);
      return found.mediaPath;
    });
    if (former !== media.mediaPath) await this.storage.remove(former);
    this.events.emit('campaign.saved', { companyId, campaignId: id, created: false });
    return this.get(auth, id);
  }

  /** The row's values from the form, its references checked to be the company's own. */
  private async valuesOf(companyId: number, input: CampaignFormInput): Promise<CampaignValues> {
    const scheduledAt = input.scheduledAt
      ? instantOf(input.scheduledAt, await companiesReader.timeZoneOf(this.db, companyId))
      : null;
    const connectionIds = connectionIdsOf({ whatsappId: input.whatsappId ?? null });
    const [list, tag, connections] = await Promise.all([
      input.contactListId ? contactListsReader.find(this.db, companyId, input.contactListId) : undefined,
      input.tagListId ? tagsReader.findById(this.db, companyId, input.tagListId) : undefined,
      Promise.all(connectionIds.map((id) => connectionsReader.findById(this.db, companyId, id))),
    ]);
    const invalid = (path: string, message = 'validation.invalid') =>
      new AppError('ERR_VALIDATION', { message: `Invalid ${path}`, issues: [{ path, message }] });
    if (input.contactListId && !list) throw invalid('contactListId');
    if (input.tagListId && !tag) throw invalid('tagListId');
    if (connections.some((connection) => !connection)) throw invalid('whatsappId');
    if (scheduledAt && connectionIds.length === 0) throw invalid('whatsappId', 'validation.required');
    if (scheduledAt && !input.contactListId && !input.tagListId) throw invalid('contactListId', 'validation.required');
    return {
      name: input.name,
      confirmation: input.confirmation,
      contactListId: input.contactListId ?? null,
      // One source of recipients: a list wins over a tag.
      tagListId: input.contactListId ? null : (input.tagListId ?? null),
      whatsappId: connectionIds.length > 0 ? connectionIds.join(',') : null,
      scheduledAt,
      status: scheduledAt ? 'PROGRAMADA' : 'INATIVA',
      message1: input.message1 ?? null,
      message2: input.message2 ?? null,
      message3: input.message3 ?? null,
      message4: input.message4 ?? null,
      message5: input.message5 ?? null,
      confirmationMessage1: input.confirmationMessage1 ?? null,
      confirmationMessage2: input.confirmationMessage2 ?? null,
      confirmationMessage3: input.confirmationMessage3 ?? null,
      confirmationMessage4: input.confirmationMessage4 ?? null,
      confirmationMessage5: input.confirmationMessage5 ?? null,
    };
  }

  private async present(companyId: number, rows: CampaignRow[]): Promise<CampaignView[]> {
    const listIds = [...new Set(rows.flatMap((row) => (row.contactListId === null ? [] : [row.contactListId])))];
    const whatsappIds = [...new Set(rows.flatMap((row) => connectionIdsOf(row)))];
    const [names, planned] = await Promise.all([
      campaignsRepository.names(this.db, companyId, listIds, whatsappIds),
      campaignsRepository.stats(
        this.db,
        companyId,
        rows.map((row) => row.id),
      ),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const counts = planned.get(row.id);
        // Before the plan exists, the list tells how many valid numbers it will reach.
        const valid = counts
          ? counts.total - counts.invalid
          : row.contactListId === null
            ? 0
            : await campaignsRepository.validInList(this.db, companyId, row.contactListId);
        const stats: CampaignStats = {
          valid,
          delivered: counts?.delivered ?? 0,
          confirmationRequested: counts?.confirmationRequested ?? 0,
          confirmed: counts?.confirmed ?? 0,
          failed: counts?.failed ?? 0,
          invalid: counts?.invalid ?? 0,
          pending: counts?.pending ?? 0,
        };
        return presentCampaign(row, names, stats);
      }),
    );
  }
}

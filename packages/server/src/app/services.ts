import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import { adapterFactories } from '../channels/manager/adapter-factories.js';
import { ChannelManager } from '../channels/manager/channel-manager.js';
import type { DomainEvents } from '../events/domain-events.js';
import { AnnouncementsService } from '../modules/announcements/announcements.service.js';
import { AuditLogsService } from '../modules/audit-logs/audit-logs.service.js';
import { AuditTrail } from '../modules/audit-logs/index.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { TokenService } from '../modules/auth/tokens.js';
import { CampaignAccess } from '../modules/campaigns/campaign-access.js';
import { CampaignsService } from '../modules/campaigns/campaigns.service.js';
import { CompaniesService } from '../modules/companies/companies.service.js';
import { ConnectionsService } from '../modules/connections/connections.service.js';
import { ContactListsService } from '../modules/contact-lists/contact-lists.service.js';
import { ContactErasureService } from '../modules/contact-erasure/contact-erasure.service.js';
import { ErasedNumbers, MessageEraser } from '../modules/contact-erasure/index.js';
import { ContactPrivacyService } from '../modules/contact-privacy/contact-privacy.service.js';
import { ContactsService } from '../modules/contacts/contacts.service.js';
import { FileListsService } from '../modules/file-lists/file-lists.service.js';
import { HelpsService } from '../modules/helps/helps.service.js';
import { InboundPipeline } from '../modules/inbound/inbound.pipeline.js';
import { InternalChatService } from '../modules/internal-chat/internal-chat.service.js';
import { InvoicesService } from '../modules/invoices/invoices.service.js';
import { OutboundService } from '../modules/messages/outbound.service.js';
import type { OutboundTiming } from '../modules/messages/outbound-worker.js';
import { ASAAS_DEFAULT_BASE_URL, AsaasClient } from '../modules/payments/asaas-client.js';
import { AsaasProvider } from '../modules/payments/asaas-provider.js';
import { PlansService } from '../modules/plans/plans.service.js';
import { PromptsService } from '../modules/prompts/prompts.service.js';
import { PushService, resolveVapidKeys, vapidKeysOnce } from '../modules/push/index.js';
import { QueueIntegrationsService } from '../modules/queue-integrations/queue-integrations.service.js';
import { ChatbotsService } from '../modules/queues/chatbots.service.js';
import { QueuesService } from '../modules/queues/queues.service.js';
import { QuickMessagesService } from '../modules/quick-messages/quick-messages.service.js';
import { RatingsService } from '../modules/ratings/ratings.service.js';
import { RetentionService } from '../modules/retention/retention.service.js';
import { SchedulesService } from '../modules/schedules/schedules.service.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { SimulatorService } from '../modules/simulator/simulator.service.js';
import { TagsService } from '../modules/tags/tags.service.js';
import { TicketNotesService } from '../modules/ticket-notes/ticket-notes.service.js';
import { TicketsService } from '../modules/tickets/tickets.service.js';
import { UsersService } from '../modules/users/users.service.js';
import type { Infrastructure } from './infrastructure.js';

/** The modules' services: what routes, sockets and workers call. */
export interface Services {
  events: DomainEvents;
  auth: AuthService;
  users: UsersService;
  companies: CompaniesService;
  plans: PlansService;
  queues: QueuesService;
  chatbots: ChatbotsService;
  settings: SettingsService;
  connections: ConnectionsService;
  pipeline: InboundPipeline;
  channels: ChannelManager;
  simulator: SimulatorService;
  outbound: OutboundService;
  contacts: ContactsService;
  /** Erasure of a contact's data on request, and retention of messages and media (issue 40). */
  contactErasure: ContactErasureService;
  retention: RetentionService;
  /** A contact's data on request: the export and the consent history (issue 40). */
  contactPrivacy: ContactPrivacyService;
  tags: TagsService;
  ticketNotes: TicketNotesService;
  quickMessages: QuickMessagesService;
  tickets: TicketsService;
  ratings: RatingsService;
  schedules: SchedulesService;
  queueIntegrations: QueueIntegrationsService;
  prompts: PromptsService;
  fileLists: FileListsService;
  contactLists: ContactListsService;
  campaigns: CampaignsService;
  internalChat: InternalChatService;
  invoices: InvoicesService;
  helps: HelpsService;
  announcements: AnnouncementsService;
  /** The audit trail the services record their actions in (issue 40), and its reading. */
  audit: AuditTrail;
  auditLogs: AuditLogsService;
  /** Users' devices for Web Push (issue 41); the pushes themselves go out from workers.ts. */
  push: PushService;
}

/** Each service built with the services and shared parts it uses (nothing starts here: see workers.ts). */
export function composeServices(infra: Infrastructure, outboundTiming: OutboundTiming | undefined): Services {
  const { config, db, events, logger, now, jobs, storage, secretBox, credentials, egress, dialogflow, graph } = infra;
  const audit = new AuditTrail(now);
  const queues = new QueuesService(db, events, audit);
  const pipeline = new InboundPipeline(db, events, storage, logger, now);
  const channels = new ChannelManager(
    db,
    events,
    pipeline,
    logger,
    adapterFactories({ db, storage, events, logger, secretBox, whatsappEnabled: config.whatsappEnabled, graph }),
  );
  const outbound = new OutboundService(db, events, jobs, channels, storage, logger, now, outboundTiming);
  const settings = new SettingsService(db, events, secretBox, audit);
  // The platform's Asaas account: its API key is company 1's sealed asaas setting.
  const asaas = new AsaasClient(
    config.asaas?.baseUrl ?? ASAAS_DEFAULT_BASE_URL,
    () => settings.readSecret(PLATFORM_COMPANY_ID, 'asaas'),
    logger,
  );
  const ratings = new RatingsService(db, events, outbound, jobs, now);
  const campaignAccess = new CampaignAccess(db, settings);
  const invoices = new InvoicesService(db, events, new AsaasProvider(asaas), audit, now);
  const tags = new TagsService(db, events, audit);
  // Erased contacts' numbers, kept as keyed hashes: creating a contact with one is refused for a grace period.
  const erasedNumbers = new ErasedNumbers(db, config.encryptionKey, now);
  return {
    events,
    auth: new AuthService(db, new TokenService(config.jwtSecret), events, now),
    users: new UsersService(db, events, storage, audit, now),
    companies: new CompaniesService(db, events, { trialDays: config.trialDays, now }, invoices, audit),
    plans: new PlansService(db),
    queues,
    chatbots: new ChatbotsService(db, events, queues),
    settings,
    connections: new ConnectionsService(
      db,
      events,
      { simulatorEnabled: config.simulatorEnabled, secretBox, storage, graph },
      audit,
    ),
    pipeline,
    channels,
    simulator: new SimulatorService(db, channels),
    outbound,
    contacts: new ContactsService(db, events, settings, audit, erasedNumbers),
    contactErasure: new ContactErasureService({ db, events, jobs, storage, logger, now, erasedNumbers, audit }),
    retention: new RetentionService({ db, jobs, eraser: new MessageEraser(db, storage), logger, now }),
    contactPrivacy: new ContactPrivacyService(db, storage, audit, now),
    tags,
    ticketNotes: new TicketNotesService(db),
    quickMessages: new QuickMessagesService(db, events, storage),
    tickets: new TicketsService(db, events, settings, outbound, ratings, jobs, tags, now),
    ratings,
    schedules: new SchedulesService(db, events, settings, outbound, jobs, now),
    queueIntegrations: new QueueIntegrationsService(db, events, credentials, dialogflow, egress),
    prompts: new PromptsService(db, events, credentials, egress),
    fileLists: new FileListsService(db, events, storage),
    contactLists: new ContactListsService(db, events, campaignAccess, erasedNumbers),
    campaigns: new CampaignsService({
      db,
      events,
      jobs,
      channels,
      storage,
      logger,
      access: campaignAccess,
      audit,
      now,
    }),
    invoices,
    helps: new HelpsService(db),
    announcements: new AnnouncementsService(db, events, storage),
    internalChat: new InternalChatService(db, events, storage),
    audit,
    auditLogs: new AuditLogsService(db, audit),
    push: new PushService(
      db,
      vapidKeysOnce(() => resolveVapidKeys(db, secretBox, config.push, config.publicUrl)),
    ),
  };
}

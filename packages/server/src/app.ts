import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { DomainEvents } from './events/domain-events.js';
import { authenticateWith } from './http/authenticate.js';
import { JobQueue } from './jobs/job-queue.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { collectRoutes, type RouteEntry } from './http/route-table.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerCors } from './http/cors.js';
import { privateAuthRoutes, publicAuthRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { TokenService } from './modules/auth/tokens.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { registerIdempotency } from './modules/idempotency/idempotency.hooks.js';
import { registerAttendanceRecorder } from './modules/attendance/attendance-recorder.js';
import { registerCompanyFilesCleanup } from './modules/companies/company-files-cleanup.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { externalApiRoutes } from './modules/external-api/external-api.routes.js';
import { ExternalSendService } from './modules/external-api/external-send.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { registerChannelListeners } from './channels/manager/channel-listeners.js';
import { ChannelManager } from './channels/manager/channel-manager.js';
import { adapterFactories } from './channels/manager/adapter-factories.js';
import { metaWebhookDeps } from './channels/manager/meta-webhook-deps.js';
import { metaWebhookRoutes } from './channels/meta/webhook-routes.js';
import { SecretBox } from './security/secret-box.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { CompaniesService } from './modules/companies/companies.service.js';
import { passwordRecoveryRoutes } from './modules/password-recovery/password-recovery.routes.js';
import { PasswordRecoveryService } from './modules/password-recovery/password-recovery.service.js';
import { PlatformMessenger } from './modules/password-recovery/recovery-messenger.js';
import { plansRoutes, publicPlansRoutes } from './modules/plans/plans.routes.js';
import { PlansService } from './modules/plans/plans.service.js';
import { signupRoutes } from './modules/signup/signup.routes.js';
import { SignupService } from './modules/signup/signup.service.js';
import { connectionsRoutes } from './modules/connections/connections.routes.js';
import { ConnectionsService } from './modules/connections/connections.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { InboundPipeline } from './modules/inbound/inbound.pipeline.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { OutboundService } from './modules/messages/outbound.service.js';
import type { OutboundTiming } from './modules/messages/outbound-worker.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { MessageActionsService } from './modules/messages/message-actions.service.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { simulatorRoutes } from './modules/simulator/simulator.routes.js';
import { SimulatorService } from './modules/simulator/simulator.service.js';
import { ticketsRoutes } from './modules/tickets/tickets.routes.js';
import { TicketsService } from './modules/tickets/tickets.service.js';
import { ChatbotsService } from './modules/queues/chatbots.service.js';
import { queuesRoutes } from './modules/queues/queues.routes.js';
import { QueuesService } from './modules/queues/queues.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { ContactsService } from './modules/contacts/contacts.service.js';
import { RatingsService } from './modules/ratings/ratings.service.js';
import { CampaignAccess } from './modules/campaigns/campaign-access.js';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.js';
import { CampaignsService } from './modules/campaigns/campaigns.service.js';
import { contactListsRoutes } from './modules/contact-lists/contact-lists.routes.js';
import { ContactListsService } from './modules/contact-lists/contact-lists.service.js';
import { registerCampaignListeners } from './realtime/campaign-listeners.js';
import { PlantaoNotifier } from './modules/plantao/plantao-notifier.js';
import { plantaoRoutes } from './modules/plantao/plantao.routes.js';
import { PlantaoService } from './modules/plantao/plantao.service.js';
import { TicketAutomationService } from './modules/ticket-automation/ticket-automation.service.js';
import { ConversationEngine } from './modules/conversation-engine/conversation-engine.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { fileListsRoutes } from './modules/file-lists/file-lists.routes.js';
import { FileListsService } from './modules/file-lists/file-lists.service.js';
import { DialogflowClient } from './modules/integration-runtime/dialogflow-client.js';
import { AddressAllowList } from './net/address-policy.js';
import { EgressGuard } from './net/egress-guard.js';
import { AzureSpeech } from './modules/integration-runtime/azure-speech.js';
import { IntegrationRuntime } from './modules/integration-runtime/integration-runtime.js';
import { webhookMediaLink } from './modules/integration-runtime/media-link.js';
import { SealedCredentials } from './modules/integration-runtime/sealed-credentials.js';
import { promptsRoutes } from './modules/prompts/prompts.routes.js';
import { PromptsService } from './modules/prompts/prompts.service.js';
import { queueIntegrationsRoutes } from './modules/queue-integrations/queue-integrations.routes.js';
import { QueueIntegrationsService } from './modules/queue-integrations/queue-integrations.service.js';
import { registerIntegrationListeners } from './realtime/integration-listeners.js';
import { SchedulesService } from './modules/schedules/schedules.service.js';
import { internalChatRoutes } from './modules/internal-chat/internal-chat.routes.js';
import { InternalChatService } from './modules/internal-chat/internal-chat.service.js';
import { quickMessagesRoutes } from './modules/quick-messages/quick-messages.routes.js';
import { QuickMessagesService } from './modules/quick-messages/quick-messages.service.js';
import { kanbanRoutes } from './modules/kanban/kanban.routes.js';
import { KanbanService } from './modules/kanban/kanban.service.js';
import { tagsRoutes } from './modules/tags/tags.routes.js';
import { TagsService } from './modules/tags/tags.service.js';
import { ticketNotesRoutes } from './modules/ticket-notes/ticket-notes.routes.js';
import { TicketNotesService } from './modules/ticket-notes/ticket-notes.service.js';
import { registerContactListeners } from './realtime/contact-listeners.js';
import { registerConversationListeners } from './realtime/conversation-listeners.js';
import { registerRealtimeListeners } from './realtime/listeners.js';
import { registerScheduleListeners } from './realtime/schedule-listeners.js';
import { registerInternalChatListeners } from './realtime/internal-chat-listeners.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { AnnouncementsService } from './modules/announcements/announcements.service.js';
import { helpsRoutes } from './modules/helps/helps.routes.js';
import { HelpsService } from './modules/helps/helps.service.js';
import { InvoiceBillingJob } from './modules/invoices/invoice-billing-job.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { InvoicesService } from './modules/invoices/invoices.service.js';
import { ASAAS_DEFAULT_BASE_URL, AsaasClient } from './modules/payments/asaas-client.js';
import { AsaasProvider } from './modules/payments/asaas-provider.js';
import { asaasWebhookRoutes } from './modules/payments/asaas-webhook.routes.js';
import { registerAnnouncementListeners } from './realtime/announcement-listeners.js';
import { registerBillingListeners } from './realtime/billing-listeners.js';
import { watchRedis } from './redis/resilient-redis.js';
import { createRealtime, type Realtime } from './realtime/socket-server.js';
import { linkMediaInAnswers, mediaLinkingSocketParser } from './storage/media-link-hooks.js';
import { MediaSigner } from './storage/media-signer.js';
import { mediaRoutes } from './storage/media.routes.js';
import { TenantStorage } from './storage/tenant-storage.js';

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
}

export interface App {
  http: FastifyInstance;
  realtime: Realtime;
  services: Services;
  /** Every route registered, for the standing guards (src/test/guards). */
  routes: readonly RouteEntry[];
  /** Graceful stop: HTTP stops accepting and drains, sockets close, sessions release leases, workers stop. The database belongs to the caller. */
  close(): Promise<void>;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  /** Outbound send timeouts and job expiry (tests shorten them). */
  outboundTiming?: OutboundTiming;
  /** The minute of the ticket timers (rotation, inactivity, redirect), in milliseconds: tests shorten it. */
  ticketTimerMinuteMs?: number;
}

export async function buildApp({ config, database, now = () => new Date(), outboundTiming, ticketTimerMinuteMs }: BuildAppOptions): Promise<App> {
  const http = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash (GET /users/), others without.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const events = new DomainEvents((error, event) => http.log.error({ err: error, event }, 'domain event listener failed'));
  const { db } = database;
  const tokens = new TokenService(config.jwtSecret);
  const storage = new TenantStorage(join(config.dataDir, 'uploads'));
  const mediaSigner = new MediaSigner(config.jwtSecret, now);
  // Signed media may live on PUBLIC_URL's origin rather than the page's own: the web shows it and re-sends it.
  const mediaOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const queues = new QueuesService(db, events);
  const pipeline = new InboundPipeline(db, events, storage, http.log, now);
  const secretBox = new SecretBox(config.encryptionKey);
  const credentials = new SealedCredentials(secretBox);
  // Every call made on a tenant's behalf goes through this guard (docs/integrations.md, 'What a URL may reach').
  const egress = new EgressGuard({ allowList: new AddressAllowList(config.integrations?.allowPrivateHosts ?? []) });
  const dialogflow = new DialogflowClient(egress, config.integrations?.dialogflowBaseUrl, now);
  const graph = { baseUrl: config.meta.graphBaseUrl, version: config.meta.graphVersion };
  const jobs = new JobQueue(database, http.log);
  await jobs.start();
  const channels = new ChannelManager(
    db,
    events,
    pipeline,
    http.log,
    adapterFactories({ db, storage, events, logger: http.log, secretBox, whatsappEnabled: config.whatsappEnabled, graph }),
  );
  const outbound = new OutboundService(db, events, jobs, channels, storage, http.log, now, outboundTiming);
  const settings = new SettingsService(db, events, secretBox);
  // The platform's Asaas account: its API key is company 1's sealed asaas setting.
  const asaas = new AsaasClient(config.asaas?.baseUrl ?? ASAAS_DEFAULT_BASE_URL, () => settings.readSecret(PLATFORM_COMPANY_ID, 'asaas'), http.log);
  const ratings = new RatingsService(db, events, outbound, jobs, now);
  const campaignAccess = new CampaignAccess(db, settings);
  const services: Services = {
    events,
    auth: new AuthService(db, tokens, events, now),
    users: new UsersService(db, events, storage, now),
    companies: new CompaniesService(db, events, { trialDays: config.trialDays, now }),
    plans: new PlansService(db),
    queues,
    chatbots: new ChatbotsService(db, events, queues),
    settings,
    connections: new ConnectionsService(db, events, { simulatorEnabled: config.simulatorEnabled, secretBox, storage, graph }),
    pipeline,
    channels,
    simulator: new SimulatorService(db, channels),
    outbound,
    contacts: new ContactsService(db, events, settings),
    tags: new TagsService(db, events),
    ticketNotes: new TicketNotesService(db),
    quickMessages: new QuickMessagesService(db, events, storage),
    tickets: new TicketsService(db, events, settings, outbound, ratings, now),
    ratings,
    schedules: new SchedulesService(db, events, settings, outbound, jobs, now),
    queueIntegrations: new QueueIntegrationsService(db, events, credentials, dialogflow, egress),
    prompts: new PromptsService(db, events, credentials, egress),
    fileLists: new FileListsService(db, events, storage),
    contactLists: new ContactListsService(db, events, campaignAccess),
    campaigns: new CampaignsService({ db, events, jobs, channels, storage, logger: http.log, access: campaignAccess, now }),
    invoices: new InvoicesService(db, events, new AsaasProvider(asaas), now),
    helps: new HelpsService(db),
    announcements: new AnnouncementsService(db, events, storage),
    internalChat: new InternalChatService(db, events, storage),
  };
  await ratings.start(pipeline);
  await new TicketAutomationService(db, events, outbound, settings, jobs, { minuteMs: ticketTimerMinuteMs, now }).start();
  // After the rating hook: a ticket waiting for its rating (nps) is the rating's, and the engine leaves it alone.
  const handOff = new IntegrationRuntime({ db, events, outbound, jobs, storage, credentials, dialogflow, egress, speech: new AzureSpeech(egress, config.integrations?.speechBaseUrl), logger: http.log, now, mediaLink: webhookMediaLink(mediaSigner, config.publicUrl) });
  await handOff.startWorker();
  new ConversationEngine({ db, events, outbound, now, handOff }).start(pipeline);
  await services.schedules.start();
  await services.campaigns.start(pipeline);
  await new PlantaoNotifier(db, events, jobs, channels, http.log, now, ticketTimerMinuteMs).start();
  await new InvoiceBillingJob(jobs, services.invoices, http.log, now).start();
  registerChannelListeners(events, channels, outbound, http.log);
  registerAttendanceRecorder(events, db);
  registerCompanyFilesCleanup(events, storage);

  registerErrorHandler(http);
  const routes = collectRoutes(http);
  registerInputHygiene(http);
  await registerCors(http, config.corsOrigins);
  await registerSecurityHeaders(http, { mediaOrigins, publicUrl: config.publicUrl });
  await http.register(fastifyCookie);
  // Per-route limits are set where a file is read (readUploadedFile); these are the outer bounds.
  await http.register(fastifyMultipart, { limits: { fileSize: 64 * 1024 * 1024, files: 10, fields: 20 } });
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (rateLimitRedis) watchRedis(rateLimitRedis, 'rate limits', http.log);
  await http.register(fastifyRateLimit, {
    global: false,
    // A Redis hiccup must not lock everyone out: limits pause, logins go on (and the failure is logged).
    skipOnError: true,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: config.rateLimit.namespace } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, error: 'ERR_TOO_MANY_REQUESTS' }),
  });

  const loginThrottle = new LoginThrottle(
    {
      namespace: config.rateLimit.namespace,
      failuresPerAccountAndAddress: config.rateLimit.loginFailuresPerAccountAndAddress,
      accountFailuresBeforeDelay: config.rateLimit.loginAccountFailuresBeforeDelay,
    },
    rateLimitRedis,
  );
  const authRouteDeps = { db, auth: services.auth, secureCookies: config.env === 'production', rateLimit: config.rateLimit, loginThrottle };
  await http.register(
    async (api) => {
      linkMediaInAnswers(api, mediaSigner, config.publicUrl);
      await api.register(healthRoutes, { database, redis: rateLimitRedis });
      await api.register(publicAuthRoutes, authRouteDeps);
      await api.register(signupRoutes, { signup: new SignupService(db, events, { trialDays: config.trialDays, now }), rateLimit: config.rateLimit });
      const recovery = new PasswordRecoveryService(db, new PlatformMessenger(db, outbound), config.jwtSecret, http.log, now);
      await api.register(passwordRecoveryRoutes, { recovery, rateLimit: config.rateLimit });
      await api.register(publicPlansRoutes, { plans: services.plans });
      // Signed links carry their own permission (media.routes.ts): no bearer token, so outside the private scope.
      await api.register(mediaRoutes, { storage, signer: mediaSigner });
      await api.register(metaWebhookRoutes(metaWebhookDeps({ db, config: config.meta, graph, secretBox, pipeline, events })));
      // The external messages API authenticates by connection token, not by login (spec 3 §7).
      await api.register(externalApiRoutes, {
        db,
        now,
        service: new ExternalSendService(db, events, services.outbound, services.auth),
        storage,
        perTokenPerMinute: config.rateLimit.externalApiPerTokenPerMinute,
      });
      await api.register(asaasWebhookRoutes({ webhookToken: config.asaas?.webhookToken, confirmCharge: (chargeId) => services.invoices.confirmCharge(chargeId) }));
      await api.register(async (privateApi) => {
        privateApi.addHook('onRequest', authenticateWith(services.auth));
        registerIdempotency(privateApi, { db, now });
        await privateApi.register(privateAuthRoutes, authRouteDeps);
        await privateApi.register(usersRoutes, { users: services.users });
        await privateApi.register(companiesRoutes, { companies: services.companies });
        await privateApi.register(plansRoutes, { plans: services.plans });
        await privateApi.register(queuesRoutes, { queues: services.queues, chatbots: services.chatbots });
        await privateApi.register(settingsRoutes, { settings: services.settings });
        await privateApi.register(connectionsRoutes, { connections: services.connections });
        await privateApi.register(sessionsRoutes, { manager: services.channels, connections: services.connections });
        await privateApi.register(simulatorRoutes, { simulator: services.simulator });
        await privateApi.register(messagesRoutes, {
          outbound: services.outbound,
          messages: new MessagesService(db, events, services.outbound),
          actions: new MessageActionsService(db, events, services.outbound, now),
          storage,
        });
        await privateApi.register(contactsRoutes, { contacts: services.contacts });
        await privateApi.register(tagsRoutes, { tags: services.tags });
        await privateApi.register(kanbanRoutes, { kanban: new KanbanService(db) });
        await privateApi.register(ticketNotesRoutes, { notes: services.ticketNotes });
        await privateApi.register(quickMessagesRoutes, { quickMessages: services.quickMessages });
        await privateApi.register(ticketsRoutes, { tickets: services.tickets });
        await privateApi.register(schedulesRoutes, { schedules: services.schedules });
        await privateApi.register(queueIntegrationsRoutes, { integrations: services.queueIntegrations });
        await privateApi.register(promptsRoutes, { prompts: services.prompts });
        await privateApi.register(fileListsRoutes, { fileLists: services.fileLists });
        await privateApi.register(contactListsRoutes, { contactLists: services.contactLists });
        await privateApi.register(campaignsRoutes, { campaigns: services.campaigns, storage });
        await privateApi.register(plantaoRoutes, { plantao: new PlantaoService(db) });
        await privateApi.register(invoicesRoutes, { invoices: services.invoices });
        await privateApi.register(helpsRoutes, { helps: services.helps });
        await privateApi.register(announcementsRoutes, { announcements: services.announcements });
        await privateApi.register(internalChatRoutes, { chats: services.internalChat, storage });
        await privateApi.register(dashboardRoutes, { dashboard: new DashboardService(db, now) });
        await privateApi.register(reportsRoutes, { reports: new ReportsService(db) });
      });
    },
    { prefix: '/api' },
  );
  await registerWebApp(http, config.webDistDir);

  await http.ready();
  const realtime = await createRealtime({
    httpServer: http.server,
    db,
    auth: services.auth,
    users: services.users,
    logger: http.log,
    redisUrl: config.redisUrl,
    redisNamespace: config.rateLimit.namespace,
    parser: mediaLinkingSocketParser(mediaSigner, config.publicUrl),
    corsOrigins: config.corsOrigins,
    parseCookie: (header) => http.parseCookie(header),
  });
  registerRealtimeListeners(realtime.broadcaster, events, db, services);
  registerConversationListeners(realtime.broadcaster, events, db);
  registerContactListeners(realtime.broadcaster, events, services);
  registerScheduleListeners(realtime.broadcaster, events, services);
  registerIntegrationListeners(realtime.broadcaster, events, services);
  registerCampaignListeners(realtime.broadcaster, events, services);
  registerBillingListeners(realtime.broadcaster, events);
  registerAnnouncementListeners(realtime.broadcaster, events, services);
  registerInternalChatListeners(realtime.broadcaster, events, { chats: services.internalChat });

  return {
    http,
    realtime,
    services,
    routes,
    close: async () => {
      // No new connections or requests (Fastify answers 503 on kept-alive ones); requests in flight finish. The
      // server reports closed only once the sockets are gone too, hence realtime before waiting for it.
      const httpClosed = http.close();
      // Node closes idle kept-alive connections once, as closing starts; one busy then would sit idle afterwards
      // until its keep-alive timeout and hold the close up. Close each as its last request is answered.
      const reapIdle = setInterval(() => http.server.closeIdleConnections(), 100);
      await realtime.close();
      await httpClosed.finally(() => clearInterval(reapIdle));
      // Sessions hand their leases back, so another process can resume them without waiting for expiry; workers
      // finish the job in hand and take no more.
      await channels.closeAll();
      await jobs.stop();
      await rateLimitRedis?.quit().catch(() => undefined);
    },
  };
}

/** Fastify takes a hop count as a function of the hop index (its types do not list plain numbers). */
function fastifyTrustProxy(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

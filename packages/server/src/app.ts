import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { StatisticsUpkeep } from './db/statistics-upkeep.js';
import { DomainEvents } from './events/domain-events.js';
import { JobQueue } from './jobs/job-queue.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { collectRoutes, type RouteEntry } from './http/route-table.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerCors } from './http/cors.js';
import { fastifyTrustProxy } from './http/request-origin.js';
import { registerRateLimits } from './http/rate-limit.js';
import { closeRedis } from './redis/close-redis.js';
import { AuthService } from './modules/auth/auth.service.js';
import { TokenService } from './modules/auth/tokens.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { limitPasswordHashing } from './modules/auth/password.js';
import { registerCompanyFilesCleanup } from './modules/companies/company-files-cleanup.js';
import { registerChannelListeners } from './channels/manager/channel-listeners.js';
import { ChannelManager } from './channels/manager/channel-manager.js';
import { adapterFactories } from './channels/manager/adapter-factories.js';
import { SecretBox } from './security/secret-box.js';
import { CompaniesService } from './modules/companies/companies.service.js';
import { PlansService } from './modules/plans/plans.service.js';
import { ConnectionsService } from './modules/connections/connections.service.js';
import { InboundPipeline } from './modules/inbound/inbound.pipeline.js';
import type { InboundHook } from './modules/inbound/inbound.types.js';
import { OutboundService } from './modules/messages/outbound.service.js';
import type { OutboundTiming } from './modules/messages/outbound-worker.js';
import { SimulatorService } from './modules/simulator/simulator.service.js';
import { TicketsService } from './modules/tickets/tickets.service.js';
import { ChatbotsService } from './modules/queues/chatbots.service.js';
import { QueuesService } from './modules/queues/queues.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { UsersService } from './modules/users/users.service.js';
import { ContactsService } from './modules/contacts/contacts.service.js';
import { ContactProfiles } from './modules/contact-profiles/contact-profiles.js';
import { RatingsService } from './modules/ratings/ratings.service.js';
import { CampaignAccess } from './modules/campaigns/campaign-access.js';
import { CampaignsService } from './modules/campaigns/campaigns.service.js';
import { ContactListsService } from './modules/contact-lists/contact-lists.service.js';
import { registerCampaignListeners } from './realtime/campaign-listeners.js';
import { PlantaoNotifier } from './modules/plantao/plantao-notifier.js';
import { TicketAutomationService } from './modules/ticket-automation/ticket-automation.service.js';
import { ConversationEngine } from './modules/conversation-engine/conversation-engine.js';
import { FileListsService } from './modules/file-lists/file-lists.service.js';
import { DialogflowClient } from './modules/integration-runtime/dialogflow-client.js';
import { AddressAllowList } from './net/address-policy.js';
import { EgressGuard } from './net/egress-guard.js';
import { AzureSpeech } from './modules/integration-runtime/azure-speech.js';
import { IntegrationRuntime } from './modules/integration-runtime/integration-runtime.js';
import { webhookMediaLink } from './modules/integration-runtime/media-link.js';
import { SealedCredentials } from './modules/integration-runtime/sealed-credentials.js';
import { PromptsService } from './modules/prompts/prompts.service.js';
import { QueueIntegrationsService } from './modules/queue-integrations/queue-integrations.service.js';
import { registerIntegrationListeners } from './realtime/integration-listeners.js';
import { SchedulesService } from './modules/schedules/schedules.service.js';
import { InternalChatService } from './modules/internal-chat/internal-chat.service.js';
import { QuickMessagesService } from './modules/quick-messages/quick-messages.service.js';
import { TagsService } from './modules/tags/tags.service.js';
import { TicketNotesService } from './modules/ticket-notes/ticket-notes.service.js';
import { registerContactListeners } from './realtime/contact-listeners.js';
import { registerConversationListeners } from './realtime/conversation-listeners.js';
import { watchChatBoxScreens } from './realtime/chat-box-screens.js';
import { registerRealtimeListeners } from './realtime/listeners.js';
import { registerScheduleListeners } from './realtime/schedule-listeners.js';
import { registerInternalChatListeners } from './realtime/internal-chat-listeners.js';
import { AnnouncementsService } from './modules/announcements/announcements.service.js';
import { HelpsService } from './modules/helps/helps.service.js';
import { InvoiceBillingJob } from './modules/invoices/invoice-billing-job.js';
import { InvoicesService } from './modules/invoices/invoices.service.js';
import { ASAAS_DEFAULT_BASE_URL, AsaasClient } from './modules/payments/asaas-client.js';
import { AsaasProvider } from './modules/payments/asaas-provider.js';
import { registerAnnouncementListeners } from './realtime/announcement-listeners.js';
import { registerBillingListeners } from './realtime/billing-listeners.js';
import { createRealtime, type Realtime } from './realtime/socket-server.js';
import { avatarRoutes } from './storage/avatar.routes.js';
import { socketMediaLinking } from './storage/media-link-hooks.js';
import { MediaSigner } from './storage/media-signer.js';
import { TenantStorage } from './storage/tenant-storage.js';
import { registerApiRoutes } from './http/api-routes.js';

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
  const statistics = await StatisticsUpkeep.startIfNeeded(database, http.log);
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
  await ratings.start();
  await new TicketAutomationService(db, events, outbound, settings, jobs, { minuteMs: ticketTimerMinuteMs, now }).start();
  const handOff = new IntegrationRuntime({ db, events, outbound, jobs, storage, credentials, dialogflow, egress, speech: new AzureSpeech(egress, config.integrations?.speechBaseUrl), logger: http.log, now, mediaLink: webhookMediaLink(mediaSigner, config.publicUrl) });
  await handOff.startWorker();
  await services.campaigns.start(pipeline);
  const engine = new ConversationEngine({ db, events, outbound, now, handOff });
  // Who owns a stored message, in this order: a ticket waiting for its rating (nps) is the rating's, and the engine
  // leaves it alone; a reply to a confirmation campaign is the campaign's alone (its step answers 'handled'); the
  // engine (chatbot, integrations) takes the rest.
  const inboundSteps: InboundHook[] = [ratings.inboundHook, services.campaigns.inboundHook, engine.inboundHook];
  for (const step of inboundSteps) pipeline.addHook(step);
  await services.schedules.start();
  await new PlantaoNotifier(db, events, jobs, channels, http.log, now, ticketTimerMinuteMs).start();
  await new InvoiceBillingJob(jobs, services.invoices, http.log, now).start();
  await new ContactProfiles({ db, events, jobs, storage, secretBox, graph, logger: http.log, now }).start();
  registerChannelListeners(events, channels, outbound, http.log);
  registerCompanyFilesCleanup(events, storage);

  registerErrorHandler(http);
  const routes = collectRoutes(http);
  registerInputHygiene(http);
  await registerCors(http, config.corsOrigins);
  if (config.corsOrigins.length > 0 && !config.publicUrl) {
    http.log.warn(
      'CORS_ORIGINS is set without PUBLIC_URL: media links are made absolute with the host each request or socket came to; set PUBLIC_URL to the address clients use',
    );
  }
  await registerSecurityHeaders(http, { mediaOrigins, publicUrl: config.publicUrl });
  await http.register(fastifyCookie);
  // Per-route limits are set where a file is read (readUploadedFile); these are the outer bounds.
  await http.register(fastifyMultipart, { limits: { fileSize: 64 * 1024 * 1024, files: 10, fields: 20 } });
  // ioredis loads only when Redis is configured: a single embedded process does without its resident memory.
  const rateLimitRedis = config.redisUrl ? (await import('./redis/resilient-redis.js')).rateLimitClient(config.redisUrl, http.log) : undefined;
  await registerRateLimits(http, rateLimitRedis, config.rateLimit.namespace);
  limitPasswordHashing(config.rateLimit.passwordHashingShare);

  const loginThrottle = new LoginThrottle(
    {
      namespace: config.rateLimit.namespace,
      failuresPerAccountAndAddress: config.rateLimit.loginFailuresPerAccountAndAddress,
      accountFailuresBeforeDelay: config.rateLimit.loginAccountFailuresBeforeDelay,
    },
    rateLimitRedis,
  );
  await http.register(
    (api) => registerApiRoutes(api, { config, database, services, storage, mediaSigner, secretBox, graph, rateLimitRedis, loginThrottle, now }),
    { prefix: '/api' },
  );
  // Spec clients whose backend URL is the bare host fetch avatars at /public/... (the SPA has no such route).
  await http.register(avatarRoutes, { storage });
  await registerWebApp(http, config.webDistDir);

  await http.ready();
  const realtime = await createRealtime({
    httpServer: http.server,
    db,
    events,
    auth: services.auth,
    users: services.users,
    logger: http.log,
    redisUrl: config.redisUrl,
    redisNamespace: config.rateLimit.namespace,
    mediaLinking: socketMediaLinking(mediaSigner, config.publicUrl, config.trustProxy),
    corsOrigins: config.corsOrigins,
    parseCookie: (header) => http.parseCookie(header),
  });
  registerRealtimeListeners(realtime.broadcaster, events, db, services);
  registerConversationListeners(realtime.broadcaster, events, db);
  watchChatBoxScreens(pipeline, realtime.broadcaster);
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
      await statistics?.stop();
      await jobs.stop();
      if (rateLimitRedis) await closeRedis(rateLimitRedis);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Services } from '../app/services.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { LoginThrottle } from '../modules/auth/login-throttle.js';
import type { SecretBox } from '../security/secret-box.js';
import type { MediaSigner } from '../storage/media-signer.js';
import type { TenantStorage } from '../storage/tenant-storage.js';
import { authenticateWith } from './authenticate.js';
import { routeAccessHook } from './route-access.js';
import { privateAuthRoutes, publicAuthRoutes } from '../modules/auth/auth.routes.js';
import { registerIdempotency } from '../modules/idempotency/idempotency.hooks.js';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { DashboardService } from '../modules/dashboard/dashboard.service.js';
import { externalApiRoutes } from '../modules/external-api/external-api.routes.js';
import { ExternalSendService } from '../modules/external-api/external-send.service.js';
import { reportsRoutes } from '../modules/reports/reports.routes.js';
import { ReportsService } from '../modules/reports/reports.service.js';
import { metaWebhookDeps } from '../channels/manager/meta-webhook-deps.js';
import { metaWebhookRoutes } from '../channels/meta/webhook-routes.js';
import { companiesRoutes } from '../modules/companies/companies.routes.js';
import { passwordRecoveryRoutes } from '../modules/password-recovery/password-recovery.routes.js';
import { PasswordRecoveryService } from '../modules/password-recovery/password-recovery.service.js';
import { PlatformMessenger } from '../modules/password-recovery/platform-messenger.js';
import { plansRoutes, publicPlansRoutes } from '../modules/plans/plans.routes.js';
import { signupRoutes } from '../modules/signup/signup.routes.js';
import { SignupService } from '../modules/signup/signup.service.js';
import { PhoneVerification } from '../modules/signup/phone-verification.js';
import { connectionsRoutes } from '../modules/connections/connections.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import type { Lifecycle } from '../modules/health/lifecycle.js';
import { messagesRoutes } from '../modules/messages/messages.routes.js';
import { MessagesService } from '../modules/messages/messages.service.js';
import { MessageActionsService } from '../modules/messages/message-actions.service.js';
import { sessionsRoutes } from '../modules/sessions/sessions.routes.js';
import { simulatorRoutes } from '../modules/simulator/simulator.routes.js';
import { ticketsRoutes } from '../modules/tickets/tickets.routes.js';
import { queuesRoutes } from '../modules/queues/queues.routes.js';
import { settingsRoutes } from '../modules/settings/settings.routes.js';
import { usersRoutes } from '../modules/users/users.routes.js';
import { contactsRoutes } from '../modules/contacts/contacts.routes.js';
import { contactErasureRoutes } from '../modules/contact-erasure/contact-erasure.routes.js';
import { retentionRoutes } from '../modules/retention/retention.routes.js';
import { pushRoutes } from '../modules/push/push.routes.js';
import { contactPrivacyRoutes } from '../modules/contact-privacy/contact-privacy.routes.js';
import { campaignsRoutes } from '../modules/campaigns/campaigns.routes.js';
import { contactListsRoutes } from '../modules/contact-lists/contact-lists.routes.js';
import { plantaoRoutes } from '../modules/plantao/plantao.routes.js';
import { PlantaoService } from '../modules/plantao/plantao.service.js';
import { schedulesRoutes } from '../modules/schedules/schedules.routes.js';
import { fileListsRoutes } from '../modules/file-lists/file-lists.routes.js';
import { promptsRoutes } from '../modules/prompts/prompts.routes.js';
import { queueIntegrationsRoutes } from '../modules/queue-integrations/queue-integrations.routes.js';
import { internalChatRoutes } from '../modules/internal-chat/internal-chat.routes.js';
import { quickMessagesRoutes } from '../modules/quick-messages/quick-messages.routes.js';
import { kanbanRoutes } from '../modules/kanban/kanban.routes.js';
import { KanbanService } from '../modules/kanban/kanban.service.js';
import { tagsRoutes } from '../modules/tags/tags.routes.js';
import { ticketNotesRoutes } from '../modules/ticket-notes/ticket-notes.routes.js';
import { announcementsRoutes } from '../modules/announcements/announcements.routes.js';
import { auditLogsRoutes } from '../modules/audit-logs/audit-logs.routes.js';
import { helpsRoutes } from '../modules/helps/helps.routes.js';
import { invoicesRoutes } from '../modules/invoices/invoices.routes.js';
import { asaasWebhookRoutes } from '../modules/payments/asaas-webhook.routes.js';
import { linkMediaInAnswers } from '../storage/media-link-hooks.js';
import { mediaRoutes } from '../storage/media.routes.js';
import { avatarRoutes } from '../storage/avatar.routes.js';

export interface ApiRoutesDeps {
  config: AppConfig;
  database: Database;
  services: Services;
  storage: TenantStorage;
  mediaSigner: MediaSigner;
  secretBox: SecretBox;
  graph: { baseUrl: AppConfig['meta']['graphBaseUrl']; version: AppConfig['meta']['graphVersion'] };
  rateLimitRedis: Redis | undefined;
  loginThrottle: LoginThrottle;
  now: () => Date;
  /** The process's phase for GET /health/ready (absent: serving). */
  lifecycle?: Lifecycle | undefined;
}

/**
 * Every route under /api: first the public ones (health, login, sign-up, recovery, signed media, provider webhooks,
 * the token-authenticated external API), then the logged-in scope behind the bearer check and Idempotency-Key.
 */
export async function registerApiRoutes(api: FastifyInstance, deps: ApiRoutesDeps): Promise<void> {
  const {
    config,
    database,
    services,
    storage,
    mediaSigner,
    secretBox,
    graph,
    rateLimitRedis,
    loginThrottle,
    now,
    lifecycle,
  } = deps;
  const { db } = database;
  const events = services.events;
  const authRouteDeps = {
    db,
    auth: services.auth,
    secureCookies: config.env === 'production',
    rateLimit: config.rateLimit,
    loginThrottle,
  };
  linkMediaInAnswers(api, mediaSigner, config.publicUrl);
  await api.register(healthRoutes, { database, redis: rateLimitRedis, lifecycle });
  await api.register(publicAuthRoutes, authRouteDeps);
  // The platform's own messages (codes) go straight to the channel: their echoes are never stored (finding 2).
  const platformMessenger = new PlatformMessenger(db, services.channels);
  services.pipeline.addEchoFilter(platformMessenger.isEcho);
  const verification = new PhoneVerification(db, platformMessenger, config.jwtSecret, api.log, now);
  const signup = new SignupService(db, events, verification, { trialDays: config.trialDays, now });
  await api.register(signupRoutes, { signup, verification, rateLimit: config.rateLimit });
  const recovery = new PasswordRecoveryService(db, services.events, platformMessenger, config.jwtSecret, api.log, now);
  await api.register(passwordRecoveryRoutes, { recovery, rateLimit: config.rateLimit });
  await api.register(publicPlansRoutes, { plans: services.plans });
  // Signed links carry their own permission (media.routes.ts): no bearer token, so outside the private scope.
  await api.register(mediaRoutes, { storage, signer: mediaSigner });
  await api.register(avatarRoutes, { storage });
  await api.register(
    metaWebhookRoutes(
      metaWebhookDeps({ db, config: config.meta, graph, secretBox, pipeline: services.pipeline, events }),
    ),
  );
  // The external messages API authenticates by connection token, not by login (spec 3 §7).
  await api.register(externalApiRoutes, {
    db,
    now,
    service: new ExternalSendService(db, events, services.outbound, services.auth),
    storage,
    perTokenPerMinute: config.rateLimit.externalApiPerTokenPerMinute,
  });
  await api.register(
    asaasWebhookRoutes({
      webhookToken: config.asaas?.webhookToken,
      confirmCharge: (chargeId) => services.invoices.confirmCharge(chargeId),
    }),
  );
  await api.register(async (privateApi) => {
    privateApi.addHook('onRequest', authenticateWith(services.auth));
    // Role and plan flag before any input is read (route-access.ts): must come after authenticate.
    privateApi.addHook('onRequest', routeAccessHook(db));
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
      messages: new MessagesService(db, events, services.outbound, services.audit),
      actions: new MessageActionsService(db, events, services.outbound, now),
      storage,
    });
    await privateApi.register(contactsRoutes, { contacts: services.contacts });
    await privateApi.register(contactErasureRoutes, { erasure: services.contactErasure });
    await privateApi.register(retentionRoutes, { retention: services.retention });
    await privateApi.register(pushRoutes, { push: services.push });
    await privateApi.register(contactPrivacyRoutes, { privacy: services.contactPrivacy });
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
    await privateApi.register(reportsRoutes, { reports: new ReportsService(db, services.audit) });
    await privateApi.register(auditLogsRoutes, { auditLogs: services.auditLogs });
  });
}

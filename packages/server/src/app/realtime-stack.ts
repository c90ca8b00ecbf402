import type { FastifyInstance } from 'fastify';
import { registerAnnouncementListeners } from '../realtime/announcement-listeners.js';
import { registerBillingListeners } from '../realtime/billing-listeners.js';
import { registerCampaignListeners } from '../realtime/campaign-listeners.js';
import { watchChatBoxScreens } from '../realtime/chat-box-screens.js';
import { registerContactListeners } from '../realtime/contact-listeners.js';
import { registerConversationListeners } from '../realtime/conversation-listeners.js';
import { registerIntegrationListeners } from '../realtime/integration-listeners.js';
import { registerInternalChatListeners } from '../realtime/internal-chat-listeners.js';
import { registerRealtimeListeners } from '../realtime/listeners.js';
import { registerScheduleListeners } from '../realtime/schedule-listeners.js';
import { createRealtime, type Realtime } from '../realtime/socket-server.js';
import { socketMediaLinking } from '../storage/media-link-hooks.js';
import type { Infrastructure } from './infrastructure.js';
import type { Services } from './services.js';

/** The sockets on the HTTP server (once it is ready), and the listeners that carry domain events to them. */
export async function startRealtimeStack(
  http: FastifyInstance,
  infra: Infrastructure,
  services: Services,
): Promise<Realtime> {
  const { config, db, events, mediaSigner } = infra;
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
  const { broadcaster } = realtime;
  registerRealtimeListeners(broadcaster, events, db, services);
  registerConversationListeners(broadcaster, events, db);
  watchChatBoxScreens(services.pipeline, broadcaster);
  registerContactListeners(broadcaster, events, services);
  registerScheduleListeners(broadcaster, events, services);
  registerIntegrationListeners(broadcaster, events, services);
  registerCampaignListeners(broadcaster, events, services);
  registerBillingListeners(broadcaster, events);
  registerAnnouncementListeners(broadcaster, events, services);
  registerInternalChatListeners(broadcaster, events, { chats: services.internalChat });
  return realtime;
}

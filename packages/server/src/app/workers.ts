import { registerChannelListeners } from '../channels/manager/channel-listeners.js';
import { AuditLogRetention } from '../modules/audit-logs/audit-log-retention.js';
import { registerCompanyFilesCleanup } from '../modules/companies/company-files-cleanup.js';
import { ContactProfiles } from '../modules/contact-profiles/contact-profiles.js';
import { ConversationEngine } from '../modules/conversation-engine/conversation-engine.js';
import type { InboundHook } from '../modules/inbound/inbound.types.js';
import { AzureSpeech } from '../modules/integration-runtime/azure-speech.js';
import { IntegrationRuntime } from '../modules/integration-runtime/integration-runtime.js';
import { webhookMediaLink } from '../modules/integration-runtime/media-link.js';
import { InvoiceBillingJob } from '../modules/invoices/invoice-billing-job.js';
import { PlantaoNotifier } from '../modules/plantao/plantao-notifier.js';
import { PushNotifier } from '../modules/push/index.js';
import { TicketAutomationService } from '../modules/ticket-automation/ticket-automation.service.js';
import type { Infrastructure } from './infrastructure.js';
import type { Services } from './services.js';

/**
 * What runs besides requests: job workers, timers, the steps that take each stored inbound message, and the
 * listeners with side effects outside sockets. `ticketTimerMinuteMs`: the ticket timers' minute (tests shorten it).
 */
export async function startWorkers(
  infra: Infrastructure,
  services: Services,
  ticketTimerMinuteMs: number | undefined,
): Promise<void> {
  const {
    config,
    db,
    events,
    logger,
    now,
    jobs,
    storage,
    secretBox,
    credentials,
    egress,
    dialogflow,
    graph,
    mediaSigner,
  } = infra;
  const { outbound, settings, pipeline, channels, ratings, campaigns } = services;
  await ratings.start();
  await new TicketAutomationService(db, events, outbound, settings, jobs, {
    minuteMs: ticketTimerMinuteMs,
    now,
  }).start();
  const speech = new AzureSpeech(egress, config.integrations?.speechBaseUrl);
  const mediaLink = webhookMediaLink(mediaSigner, config.publicUrl);
  const handOff = new IntegrationRuntime({
    db,
    events,
    outbound,
    jobs,
    storage,
    credentials,
    dialogflow,
    egress,
    speech,
    logger,
    now,
    mediaLink,
  });
  await handOff.startWorker();
  await campaigns.start(pipeline);
  const engine = new ConversationEngine({ db, events, outbound, now, handOff });
  // Who owns a stored message, in this order: a ticket waiting for its rating (nps) is the rating's, and the engine
  // leaves it alone; a reply to a confirmation campaign is the campaign's alone (its step answers 'handled'); the
  // engine (chatbot, integrations) takes the rest.
  const inboundSteps: InboundHook[] = [ratings.inboundHook, campaigns.inboundHook, engine.inboundHook];
  for (const step of inboundSteps) pipeline.addHook(step);
  await services.schedules.start();
  // Erasures left unfinished by a process that died are queued again here; retention runs daily.
  await services.contactErasure.start();
  await services.retention.start();
  await services.tickets.start();
  await new PlantaoNotifier(db, events, jobs, channels, logger, now, ticketTimerMinuteMs).start();
  await new InvoiceBillingJob(jobs, services.invoices, logger, now).start();
  await new AuditLogRetention(db, jobs, logger, now).start();
  await new PushNotifier({
    db,
    events,
    jobs,
    settings,
    now,
    logger,
    fetch: egress.fetch,
    vapidKeys: services.push.vapidKeys,
  }).start();
  await new ContactProfiles({ db, events, jobs, storage, secretBox, graph, logger, now }).start();
  registerChannelListeners(events, channels, outbound, logger);
  registerCompanyFilesCleanup(events, storage);
}

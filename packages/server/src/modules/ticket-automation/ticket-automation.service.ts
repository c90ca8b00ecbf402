import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { OutboundService } from '../messages/outbound.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AutomationDeps } from './automation-deps.js';
import { AUTOMATION_QUEUE, AutomationTimers, type AutomationJob } from './automation-jobs.js';
import { InactivityTimers } from './inactivity.js';
import { QueueRedirect } from './queue-redirect.js';
import { QueueRotation } from './rotation.js';

export interface TicketAutomationOptions {
  /** The settings' minute in milliseconds (tests shorten it). */
  minuteMs?: number | undefined;
  now?: () => Date;
}

const MINUTE_MS = 60_000;

/**
 * Distribution and timers (issue 12): queue rotation, inactivity reminder and close, redirect of tickets without a
 * queue. Every timer is a durable pg-boss job any process may work, so it fires once whichever process scheduled it,
 * and after a restart. Jobs are scheduled from domain events in the process that wrote the change.
 */
export class TicketAutomationService {
  private readonly deps: AutomationDeps;
  private readonly inactivity: InactivityTimers;
  private readonly redirect: QueueRedirect;
  private readonly rotation: QueueRotation;

  constructor(
    db: Db,
    events: DomainEvents,
    outbound: OutboundService,
    settings: SettingsService,
    private readonly jobs: JobQueue,
    options: TicketAutomationOptions = {},
  ) {
    const timers = new AutomationTimers(jobs, options.minuteMs ?? MINUTE_MS);
    this.deps = { db, events, outbound, settings, timers, now: options.now ?? (() => new Date()) };
    this.inactivity = new InactivityTimers(this.deps);
    this.redirect = new QueueRedirect(this.deps);
    this.rotation = new QueueRotation(this.deps);
  }

  async start(): Promise<void> {
    const { events, timers } = this.deps;
    await timers.declare();
    events.on('message.created', (event) => this.inactivity.onMessage(event));
    events.on('ticket.created', (event) => this.redirect.onTicketCreated(event));
    events.on('queue.saved', (event) => this.rotation.onQueueSaved(event));
    await this.jobs.work<AutomationJob>(AUTOMATION_QUEUE, (job) => this.run(job.data));
    await this.rotation.resumeAll();
  }

  private run(job: AutomationJob): Promise<void> {
    switch (job.kind) {
      case 'inactivity':
        return this.inactivity.run(job);
      case 'redirect':
        return this.redirect.run(job);
      case 'rotation':
        return this.rotation.run(job);
    }
  }
}

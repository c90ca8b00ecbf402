import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { OutboundService } from '../messages/outbound.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AutomationTimers } from './automation-jobs.js';

/** What every ticket timer works with. */
export interface AutomationDeps {
  db: Db;
  events: DomainEvents;
  outbound: OutboundService;
  settings: SettingsService;
  timers: AutomationTimers;
  now: () => Date;
}

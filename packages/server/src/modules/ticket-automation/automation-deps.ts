import type { Db } from '../../db/database.js';
import type { ReadBatcher } from '../../db/read-batcher.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { ConnectionRow } from '../connections/connections.repository.js';
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
  /** Connections as the events' listeners read them: every message's asks in one turn, in one statement. */
  connections: ReadBatcher<ConnectionRow>;
  now: () => Date;
}

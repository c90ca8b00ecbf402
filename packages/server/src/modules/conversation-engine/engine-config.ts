import type { ServiceHours } from '@guiche/shared';
import type { ConnectionRow } from '../connections/connections.repository.js';
import type { ChatbotRow, QueueRow } from '../queues/queues.repository.js';
import type { CompanySettingsRow } from '../settings/settings.repository.js';

/** The company row's part of the configuration: its service hours and the zone they (and the bot's speech) are read in. */
export interface CompanyClock {
  schedules: ServiceHours[];
  timeZone: string;
}

/** How one piece of a company's configuration is read when it is not held yet (EngineReads batches these). */
export interface ConfigReads {
  settings(companyId: number): Promise<CompanySettingsRow | undefined>;
  company(companyId: number): Promise<CompanyClock>;
  connection(companyId: number, whatsappId: number): Promise<ConnectionRow | undefined>;
  queuesOf(companyId: number, whatsappId: number): Promise<readonly QueueRow[]>;
  treeOf(companyId: number, queueId: number): Promise<readonly ChatbotRow[]>;
}

/**
 * One company's configuration as the conversation engine reads it, as of one `configVersion` (see the companies
 * schema): each piece is read on its first use, then held until the company's version moves on. The rows are shared
 * by every conversation of the company, so nothing may change them.
 */
export class EngineConfig {
  private readonly held = new Map<string, Promise<unknown>>();

  constructor(
    readonly companyId: number,
    readonly version: number,
    private readonly reads: ConfigReads,
  ) {}

  settingsRow(): Promise<CompanySettingsRow | undefined> {
    return this.hold('settings', () => this.reads.settings(this.companyId));
  }

  /** The company's service hours (scheduleType 'company'). */
  async schedules(): Promise<readonly ServiceHours[]> {
    return (await this.company()).schedules;
  }

  /** The company's time zone: service hours are read and placeholders spoken in it. */
  async timeZone(): Promise<string> {
    return (await this.company()).timeZone;
  }

  private company(): Promise<CompanyClock> {
    return this.hold('company', () => this.reads.company(this.companyId));
  }

  connection(whatsappId: number): Promise<ConnectionRow | undefined> {
    return this.hold(`connection:${whatsappId}`, () => this.reads.connection(this.companyId, whatsappId));
  }

  /** The connection's queues as its menu lists them (see engineRepository.queuesOfConnections). */
  queuesOf(whatsappId: number): Promise<readonly QueueRow[]> {
    return this.hold(`queues:${whatsappId}`, () => this.reads.queuesOf(this.companyId, whatsappId));
  }

  /** The queue's whole option tree, ordered as chatbotsRepository.listByQueue orders it. */
  treeOf(queueId: number): Promise<readonly ChatbotRow[]> {
    return this.hold(`tree:${queueId}`, () => this.reads.treeOf(this.companyId, queueId));
  }

  /** A read that failed is not held: the next message reads again. */
  private hold<T>(key: string, read: () => Promise<T>): Promise<T> {
    const held = this.held.get(key) as Promise<T> | undefined;
    if (held) return held;
    const reading = read();
    this.held.set(key, reading);
    reading.catch(() => {
      if (this.held.get(key) === reading) this.held.delete(key);
    });
    return reading;
  }
}

import type { Db } from '../../db/database.js';
import { connectionsReader } from '../connections/index.js';
import { contactsReader, type ContactRow } from '../contacts/index.js';
import { chatbotsReader } from '../queues/index.js';
import { EngineConfig, type ConfigReads } from './engine-config.js';
import { engineRepository } from './engine.repository.js';

/**
 * Companies whose configuration this process holds; the least recently served beyond this are forgotten. Arbitrary:
 * a company's configuration is a few rows per connection and queue, and a process serves the busiest ones again and
 * again.
 */
const COMPANIES_HELD = 500;

/**
 * What the engine reads for every message it handles. A write batch's messages reach their hooks in the same turn,
 * so each read is one statement per batch (ReadBatcher) instead of one per message: under load a batch holds a
 * dozen messages or more.
 *
 * The company's configuration (settings, schedules, connections, their queues, the option trees) is the same for
 * every message, and read far more often than it changes: it is held in memory (EngineConfig) and trusted only after
 * the batch read the company's configVersion, which triggers renumber whenever a transaction changing any of it
 * commits (migration 0027). So a change made by any process reaches the next batch, and a batch otherwise reads one
 * number instead of every row. The contact is read for each message: earlier messages of the chat change it (LGPD
 * consent).
 */
export class EngineReads {
  private readonly configReads: ConfigReads;
  /** By company, least recently served first. */
  private readonly configs = new Map<number, EngineConfig>();

  constructor(private readonly db: Db) {
    this.configReads = {
      settings: (companyId) => engineRepository.loadSettings(db, companyId),
      company: (companyId) => engineRepository.loadCompanyClock(db, companyId),
      connection: (companyId, whatsappId) => connectionsReader.load(db, companyId, whatsappId),
      queuesOf: (companyId, whatsappId) => engineRepository.loadQueuesOfConnection(db, companyId, whatsappId),
      treeOf: (companyId, queueId) => chatbotsReader.loadTree(db, companyId, queueId),
    };
  }

  /** The company's configuration, checked against its configVersion first; undefined for a company gone. */
  async configOf(companyId: number): Promise<EngineConfig | undefined> {
    const version = await engineRepository.loadConfigVersion(this.db, companyId);
    const held = this.configs.get(companyId);
    this.configs.delete(companyId);
    if (version === undefined) return undefined;
    const config = held?.version === version ? held : new EngineConfig(companyId, version, this.configReads);
    this.configs.set(companyId, config);
    const oldest = this.configs.keys().next().value;
    if (this.configs.size > COMPANIES_HELD && oldest !== undefined) this.configs.delete(oldest);
    return config;
  }

  contact(companyId: number, contactId: number): Promise<ContactRow | undefined> {
    return contactsReader.load(this.db, companyId, contactId);
  }
}

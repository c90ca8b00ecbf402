import type { Db } from '../../db/database.js';
import { byId, ReadBatcher } from '../../db/read-batcher.js';
import { connectionBatcher } from '../connections/connection-batcher.js';
import type { ConnectionRow } from '../connections/connections.repository.js';
import { contactsRepository, type ContactRow } from '../contacts/contacts.repository.js';
import { chatbotsRepository, type ChatbotRow, type QueueRow } from '../queues/queues.repository.js';
import { settingsRepository, type CompanySettingsRow } from '../settings/settings.repository.js';
import { engineRepository } from './engine.repository.js';

/**
 * What the engine reads for every message it handles: the company's settings, the connection and its queues, the
 * contact, the option tree of the ticket's queue. A write batch's messages reach their hooks in the same turn, so
 * each of these is read with one statement per batch (ReadBatcher) instead of one per message: under load a batch
 * holds a dozen messages or more.
 */
export class EngineReads {
  private readonly settings: ReadBatcher<CompanySettingsRow>;
  private readonly connections: ReadBatcher<ConnectionRow>;
  private readonly queues: ReadBatcher<QueueRow[]>;
  private readonly contacts: ReadBatcher<ContactRow>;
  private readonly trees: ReadBatcher<ChatbotRow[]>;

  constructor(db: Db) {
    // One row per company, so the company's id is also the row's.
    this.settings = new ReadBatcher(async (companyId) => {
      const row = await settingsRepository.findRow(db, companyId);
      return new Map(row ? [[companyId, row]] : []);
    });
    this.connections = connectionBatcher(db);
    this.queues = new ReadBatcher((companyId, whatsappIds) => engineRepository.queuesOfConnections(db, companyId, whatsappIds));
    this.contacts = new ReadBatcher(async (companyId, ids) => byId(await contactsRepository.findByIds(db, companyId, ids)));
    this.trees = new ReadBatcher((companyId, queueIds) => chatbotsRepository.treesOfQueues(db, companyId, queueIds));
  }

  settingsRow(companyId: number): Promise<CompanySettingsRow | undefined> {
    return this.settings.load(companyId, companyId);
  }

  connection(companyId: number, whatsappId: number): Promise<ConnectionRow | undefined> {
    return this.connections.load(companyId, whatsappId);
  }

  /** The connection's queues as its menu lists them (see engineRepository.queuesOfConnections). */
  async queuesOf(companyId: number, whatsappId: number): Promise<QueueRow[]> {
    return (await this.queues.load(companyId, whatsappId)) ?? [];
  }

  contact(companyId: number, contactId: number): Promise<ContactRow | undefined> {
    return this.contacts.load(companyId, contactId);
  }

  /** The queue's whole option tree, ordered as chatbotsRepository.listByQueue orders it. */
  async treeOf(companyId: number, queueId: number): Promise<ChatbotRow[]> {
    return (await this.trees.load(companyId, queueId)) ?? [];
  }
}

import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { byId } from '../../db/read-batcher.js';
import { companies, contacts, queues, tickets, whatsappQueues } from '../../db/schema/index.js';
import type { QueueRow } from '../queues/queues.repository.js';
import type { CompanyClock } from './engine-config.js';
import { settingsReader } from '../settings/index.js';
import type { CompanySettingsRow } from '../settings/settings.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** Read for every batch of messages the engine handles. */
const queuesOfConnectionsOf = preparedPerHandle((tx) =>
  tx
    .select({ whatsappId: whatsappQueues.whatsappId, queue: queues })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(
      and(
        anyOfPlaceholder(whatsappQueues.whatsappId, 'whatsappIds', 'int'),
        eq(queues.companyId, sql.placeholder('companyId')),
      ),
    )
    .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id))
    .prepare('queues_of_connections'),
);

/** Read for every batch of messages the engine handles, before it trusts the configuration it holds. */
const configVersionOf = preparedPerHandle((tx) =>
  tx
    .select({ configVersion: companies.configVersion })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_config_version'),
);

/** Read for every batch of messages the engine handles, once their turns hold the tickets (ticket-turns.ts). */
const ticketsByIdsOf = preparedPerHandle((tx) =>
  tx
    .select()
    .from(tickets)
    .where(and(anyOfPlaceholder(tickets.id, 'ids', 'int'), eq(tickets.companyId, sql.placeholder('companyId'))))
    .prepare('engine_tickets_by_ids'),
);

/** The reads and writes of the conversation engine that no other module offers. */
export const engineRepository = {
  /** Each connection's queues as its menu lists them: by orderQueue (unordered last), then name. */
  async queuesOfConnections(tx: DbOrTx, companyId: number, whatsappIds: number[]): Promise<Map<number, QueueRow[]>> {
    const rows = await queuesOfConnectionsOf(tx).execute({ companyId, whatsappIds });
    const byConnection = new Map<number, QueueRow[]>(whatsappIds.map((id) => [id, []]));
    for (const { whatsappId, queue } of rows) byConnection.get(whatsappId)?.push(queue);
    return byConnection;
  },

  /**
   * The connection's queues, as queuesOfConnections reads them. The `load…` reads here are the engine's for every
   * message it handles, and those asked for together on one handle are read together (ReadBatcher): a write batch's
   * messages reach their hooks in the same turn, so each read is one statement per batch instead of one per message
   * (under load a batch holds a dozen messages or more).
   */
  async loadQueuesOfConnection(db: DbOrTx, companyId: number, whatsappId: number): Promise<QueueRow[]> {
    return (await queuesTogether(db).load(companyId, whatsappId)) ?? [];
  },

  /** The ticket as it is now, for a turn that holds it; read together with other turns' (loadQueuesOfConnection). */
  loadTicket(db: DbOrTx, companyId: number, id: number): Promise<TicketRow | undefined> {
    return ticketsTogether(db).load(companyId, id);
  },

  /** The company's configVersion, read together with other messages' (loadQueuesOfConnection). */
  loadConfigVersion(db: DbOrTx, companyId: number): Promise<number | undefined> {
    return versionsTogether(db).load(companyId, companyId);
  },

  /** The company's settings row, read together with other messages' (loadQueuesOfConnection). */
  loadSettings(db: DbOrTx, companyId: number): Promise<CompanySettingsRow | undefined> {
    return settingsTogether(db).load(companyId, companyId);
  },

  /** The company's service hours and time zone, read together with other messages' (loadQueuesOfConnection). */
  async loadCompanyClock(db: DbOrTx, companyId: number): Promise<CompanyClock> {
    return (await clocksTogether(db).load(companyId, companyId)) ?? { schedules: [], timeZone: DEFAULT_TIMEZONE };
  },

  /** The tickets as they are now, read for each turn once it holds them. */
  async ticketsByIds(tx: DbOrTx, companyId: number, ids: number[]): Promise<TicketRow[]> {
    return ticketsByIdsOf(tx).execute({ companyId, ids });
  },

  /** The company's configVersion (see the companies schema), undefined for a company that no longer exists. */
  async configVersion(tx: DbOrTx, companyId: number): Promise<number | undefined> {
    const [row] = await configVersionOf(tx).execute({ companyId });
    return row?.configVersion;
  },

  async companyClock(tx: DbOrTx, companyId: number): Promise<CompanyClock | undefined> {
    const [row] = await tx
      .select({ schedules: companies.schedules, timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row;
  },

  /** The ticket's place among the queue's pending tickets nobody holds yet, oldest first (1 = next). */
  async queuePosition(tx: DbOrTx, companyId: number, queueId: number, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.queueId, queueId),
          eq(tickets.status, 'pending'),
          sql`${tickets.userId} is null`,
          lte(tickets.id, ticketId),
        ),
      );
    return Math.max(row?.value ?? 1, 1);
  },

  async acceptLgpd(tx: DbOrTx, companyId: number, contactId: number, at: Date): Promise<void> {
    await tx
      .update(contacts)
      .set({ lgpdAcceptedAt: at })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  },

  /** The contact withdrew consent: no acceptance stands, so the next conversation asks again. */
  async withdrawLgpd(tx: DbOrTx, companyId: number, contactId: number): Promise<void> {
    await tx
      .update(contacts)
      .set({ lgpdAcceptedAt: null })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  },
};

/** One statement per batch for a value the company has one of: the batcher's ids are company ids. */
const single = <V>(read: (db: DbOrTx, companyId: number) => Promise<V | undefined>) =>
  readBatcherPerHandle<V>(async (db, companyId) => {
    const value = await read(db, companyId);
    return new Map(value === undefined ? [] : [[companyId, value]]);
  });

const queuesTogether = readBatcherPerHandle((db, companyId, whatsappIds) =>
  engineRepository.queuesOfConnections(db, companyId, whatsappIds),
);
const ticketsTogether = readBatcherPerHandle(async (db, companyId, ids) =>
  byId(await engineRepository.ticketsByIds(db, companyId, ids)),
);
const versionsTogether = single((db, companyId) => engineRepository.configVersion(db, companyId));
const settingsTogether = single((db, companyId) => settingsReader.findRow(db, companyId));
const clocksTogether = single((db, companyId) => engineRepository.companyClock(db, companyId));

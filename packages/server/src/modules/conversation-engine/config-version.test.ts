import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatbots, companies, contacts, queues, tickets, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { createCompany, createConnection, createQueue } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { engineRepository } from './engine.repository.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A company with a connection, a queue linked to it and one chatbot option, and a way to read its version. */
async function company() {
  const { db } = database;
  const { id: companyId } = await createCompany(db);
  const connection = await createConnection(db, companyId);
  const queue = await createQueue(db, companyId);
  await db.insert(whatsappQueues).values({ whatsappId: connection.id, queueId: queue.id });
  const [option] = await db.insert(chatbots).values({ companyId, queueId: queue.id, name: 'Planos' }).returning();
  const version = async () => {
    const value = await engineRepository.configVersion(db, companyId);
    if (value === undefined) throw new Error('the company is gone');
    return value;
  };
  return { companyId, connection, queue, optionId: option?.id as number, version };
}

/** Whether `change` gave the company a new configVersion. */
async function renumbers(version: () => Promise<number>, change: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await change();
  return (await version()) !== before;
}

describe('the company configVersion (migration 0027)', () => {
  it('changes with every change to what the engine holds: settings, schedules, connections, queues, links, options', async () => {
    const { db } = database;
    const { companyId, connection, queue, optionId, version } = await company();
    const changes: Record<string, () => Promise<unknown>> = {
      'a setting': () => settingsRepository.updateColumn(db, companyId, 'scheduleType', 'company'),
      'the schedules': () => db.update(companies).set({ schedules: [] }).where(eq(companies.id, companyId)),
      'the time zone (migration 0034)': () =>
        db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, companyId)),
      'a connection': () =>
        db.update(whatsapps).set({ greetingMessage: 'Olá de novo' }).where(eq(whatsapps.id, connection.id)),
      'a queue': () => db.update(queues).set({ greetingMessage: 'Fila nova' }).where(eq(queues.id, queue.id)),
      'an option added': () =>
        db.insert(chatbots).values({ companyId, queueId: queue.id, parentId: optionId, name: 'Preços' }),
      'an option removed, with its children': () => db.delete(chatbots).where(eq(chatbots.id, optionId)),
      'a link removed': () => db.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, connection.id)),
      'a link added': () => db.insert(whatsappQueues).values({ whatsappId: connection.id, queueId: queue.id }),
      'a queue removed, with its links': () => db.delete(queues).where(eq(queues.id, queue.id)),
      'a connection added': () => createConnection(db, companyId),
    };
    for (const [what, change] of Object.entries(changes)) expect(await renumbers(version, change), what).toBe(true);
  });

  it('stays when nothing the engine holds changed: a login, the same schedules, a ticket', async () => {
    const { db } = database;
    const { companyId, connection, version } = await company();
    const [{ schedules } = { schedules: [] }] = await db
      .select({ schedules: companies.schedules })
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(
      await renumbers(version, () =>
        db.update(companies).set({ lastLogin: new Date() }).where(eq(companies.id, companyId)),
      ),
    ).toBe(false);
    expect(
      await renumbers(version, () => db.update(companies).set({ schedules }).where(eq(companies.id, companyId))),
    ).toBe(false);
    const [contact] = await db
      .insert(contacts)
      .values({ companyId, name: 'Maria', number: '5511900001111' })
      .returning();
    expect(
      await renumbers(version, () =>
        db.insert(tickets).values({ companyId, contactId: contact?.id as number, whatsappId: connection.id }),
      ),
    ).toBe(false);
  });

  it('changes when the changing transaction commits, not before, and not at all when it rolls back', async () => {
    const { db } = database;
    const { connection, version } = await company();
    const before = await version();
    let inside: number | undefined;
    await db.transaction(async (tx) => {
      await tx.update(whatsapps).set({ greetingMessage: 'Durante' }).where(eq(whatsapps.id, connection.id));
      inside = await engineRepository.configVersion(tx, connection.companyId);
    });
    expect(inside).toBe(before);
    const committed = await version();
    expect(committed).not.toBe(before);

    const rollback = new Error('rolled back on purpose');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(whatsapps).set({ greetingMessage: 'Desfeito' }).where(eq(whatsapps.id, connection.id));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await version()).toBe(committed);
  });

  it('is never the same for two companies, nor for a company whose configuration changed and changed back', async () => {
    const { db } = database;
    const first = await company();
    const second = await company();
    expect(await first.version()).not.toBe(await second.version());
    const seen = new Set([await first.version()]);
    for (const greeting of ['A', 'B', null]) {
      await db.update(whatsapps).set({ greetingMessage: greeting }).where(eq(whatsapps.id, first.connection.id));
      seen.add(await first.version());
    }
    expect(seen.size).toBe(4);
  });
});

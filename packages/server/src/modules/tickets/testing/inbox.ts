import { randomInt } from 'node:crypto';
import type { Profile } from '@guiche/shared';
import type { Db } from '../../../db/database.js';
import { contacts, contactTags, messages, tags, tickets, userQueues } from '../../../db/schema/index.js';
import { createCompany, createConnection, createQueue, createUser } from '../../../test/factories.js';
import { login } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';

/** Rows the tickets API tests stand on, written straight to the database. */

export async function member(
  t: TestApp,
  companyId: number,
  profile: Profile,
  queueIds: number[] = [],
  values: { name?: string } = {},
) {
  const user = await createUser(t.database.db, companyId, { profile, ...values });
  if (queueIds.length > 0)
    await t.database.db.insert(userQueues).values(queueIds.map((queueId) => ({ userId: user.id, queueId })));
  const session = await login(t.url, user.email, user.password);
  return { user, token: session.token, publicToken: session.publicToken };
}

/**
 * A company with two queues, an admin, one attendant in each queue, and a default connection: the cast of the
 * visibility tests.
 */
export async function createInbox(t: TestApp) {
  const { db } = t.database;
  const company = await createCompany(db);
  const [queueA, queueB] = [
    await createQueue(db, company.id, { name: 'Vendas' }),
    await createQueue(db, company.id, { name: 'Suporte' }),
  ];
  const connection = await createConnection(db, company.id, {
    isDefault: true,
    channel: 'whatsapp',
    complationMessage: 'Atendimento encerrado.',
  });
  const admin = await member(t, company.id, 'admin');
  const agentA = await member(t, company.id, 'user', [queueA.id], { name: 'Ana' });
  const agentB = await member(t, company.id, 'user', [queueB.id], { name: 'Bruno' });
  return { company, companyId: company.id, queueA, queueB, connection, admin, agentA, agentB };
}
export type Inbox = Awaited<ReturnType<typeof createInbox>>;

export async function insertContact(db: Db, companyId: number, values: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contacts)
    .values({
      companyId,
      name: values.name ?? 'Contato',
      number: values.number ?? `55${randomInt(10 ** 10, 10 ** 11)}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('contact insert failed');
  return row;
}

/** A ticket of a fresh contact (unless one is named) on the inbox's connection. */
export async function insertTicket(
  db: Db,
  inbox: Pick<Inbox, 'companyId' | 'connection'>,
  values: Partial<typeof tickets.$inferInsert> = {},
) {
  const contactId =
    values.contactId ?? (await insertContact(db, inbox.companyId, { isGroup: values.isGroup ?? false })).id;
  const [row] = await db
    .insert(tickets)
    .values({ companyId: inbox.companyId, whatsappId: inbox.connection.id, status: 'pending', ...values, contactId })
    .returning();
  if (!row) throw new Error('ticket insert failed');
  return row;
}

export async function insertMessage(
  db: Db,
  ticket: typeof tickets.$inferSelect,
  body: string,
  extra: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(messages)
    .values({
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: ticket.whatsappId,
      wid: `wid-${randomInt(10 ** 12)}`,
      body,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('message insert failed');
  return row;
}

export async function tagContact(db: Db, companyId: number, contactId: number, name = `Tag ${randomInt(10 ** 6)}`) {
  const [tag] = await db.insert(tags).values({ companyId, name, color: '#000000' }).returning();
  if (!tag) throw new Error('tag insert failed');
  await db.insert(contactTags).values({ companyId, contactId, tagId: tag.id });
  return tag;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { messages, tickets, whatsapps } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation } from '../messages/test-conversation.js';
import { AUTOMATION_QUEUE } from './automation-jobs.js';

/** Test support for the ticket timers: a company, its admin, and simulator conversations with timers configured. */

export async function automationCompany(t: TestApp) {
  const { db } = t.database;
  const company = await createCompany(db);
  const admin = await createUser(db, company.id, { profile: 'admin', name: 'Ana' });
  const { token } = await login(t.url, admin.email, admin.password);
  return { companyId: company.id, admin, token };
}

/** A simulator conversation (contact Ana wrote 'Oi'; the ticket is open with the admin) and its connection set up as given. */
export async function timedConversation(
  t: TestApp,
  token: string,
  adminId: number,
  connection: Partial<typeof whatsapps.$inferInsert>,
  number = '5511912345678',
) {
  const conversation = await simulatorConversation(t, token, adminId, number);
  await t.database.db.update(whatsapps).set(connection).where(eq(whatsapps.id, conversation.whatsappId));
  const { ticketId, whatsappId } = conversation;
  return {
    ...conversation,
    /** The attendant's reply through the API. */
    reply: (body: string) => call<{ id: number }>(t.url, 'POST', `/messages/${ticketId}`, { token, body: { body } }),
    /** The contact writes again, through the simulated phone. */
    say: (body: string) =>
      call(t.url, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, {
        token,
        body: { contactName: 'Ana', body },
      }),
    ticket: () => ticketRow(t.database, ticketId),
    companyMessages: () => companyMessages(t.database, ticketId),
    jobs: () => automationJobs(t.database, ticketId),
  };
}

export async function ticketRow(database: Database, ticketId: number) {
  const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!row) throw new Error(`no ticket ${ticketId}`);
  return row;
}

/** What the company said on the ticket, oldest first (whether or not the channel carried it yet). */
export async function companyMessages(database: Database, ticketId: number) {
  return database.db
    .select({ id: messages.id, body: messages.body, dataJson: messages.dataJson })
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), eq(messages.fromMe, true)))
    .orderBy(asc(messages.id));
}

export interface StoredJob {
  kind: string;
  state: string;
  afterMessageId: number | null;
}

/** The ticket's timer jobs as pg-boss holds them. */
export async function automationJobs(database: Database, ticketId: number): Promise<StoredJob[]> {
  const { rows } = await database.executeSql(
    `SELECT data->>'kind' AS kind, state, (data->>'afterMessageId')::int AS "afterMessageId" FROM pgboss.job
     WHERE name = $1 AND (data->>'ticketId')::int = $2 ORDER BY created_on`,
    [AUTOMATION_QUEUE, ticketId],
  );
  return rows as StoredJob[];
}

/** Waits until a job of the ticket has run to its end (completed), so that what it did, or did not do, is done. */
export async function jobsRan(
  database: Database,
  ticketId: number,
  which: (job: StoredJob) => boolean,
): Promise<StoredJob[]> {
  return waitFor(
    () => automationJobs(database, ticketId),
    (jobs) => jobs.some((job) => which(job) && job.state === 'completed'),
  );
}

import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { contacts, tickets, userQueues } from '../../../db/schema/index.js';
import { createUser } from '../../../test/factories.js';
import { login } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import type { Profile } from '@guiche/shared';

/** Rows the contacts, tags, notes and quick-messages API tests stand on, written straight to the database. */

export async function insertContact(db: Db, companyId: number, values: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contacts)
    .values({
      companyId,
      name: values.name ?? 'Contato',
      number: values.number ?? `55${randomInt(10 ** 9, 10 ** 10)}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('contact insert failed');
  return row;
}

export async function insertTicket(
  db: Db,
  companyId: number,
  contactId: number,
  values: Partial<typeof tickets.$inferInsert> = {},
) {
  const [row] = await db
    .insert(tickets)
    .values({ companyId, contactId, status: 'open', ...values })
    .returning();
  if (!row) throw new Error('ticket insert failed');
  return row;
}

export async function addUserToQueue(db: Db, userId: number, queueId: number): Promise<void> {
  await db.insert(userQueues).values({ userId, queueId });
}

/** A logged-in user of the company with the given profile (createTeam has an admin and a user). */
export async function loggedInUser(t: TestApp, companyId: number, profile: Profile) {
  const user = await createUser(t.database.db, companyId, { profile });
  const session = await login(t.url, user.email, user.password);
  return { user, token: session.token, publicToken: session.publicToken };
}

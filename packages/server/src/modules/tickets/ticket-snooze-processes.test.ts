import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SnoozeTicketInput } from '@guiche/shared';
import type { Database } from '../../db/database.js';
import { tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertTicket } from './testing/inbox.js';
import { TICKET_SNOOZE_QUEUE } from './ticket-snooze-waker.js';

/** Two server processes on one database, both working the snooze jobs, on one clock the test moves. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let database: Database;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  for (let n = 0; n < 2; n++) apps.push(await startTestApp({ database, jwtSecret, now: clock }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

it('a snooze whose jobs both processes work ends once', async () => {
  const [one, two] = apps as [TestApp, TestApp];
  const ended: string[] = [];
  for (const [name, app] of [
    ['one', one],
    ['two', two],
  ] as const)
    app.app.services.events.on('ticket.snoozeEnded', () => void ended.push(name));
  const inbox = await createInbox(one);
  const ticket = await insertTicket(database.db, inbox, { queueId: inbox.queueA.id });
  const until = new Date(clock().getTime() + 60_000).toISOString();
  // The same snooze asked on each server: two jobs for it, one queued by each process.
  for (const app of apps) {
    const answer = await call(app.url, 'POST', `/tickets/${ticket.id}/snooze`, {
      token: inbox.agentA.token,
      body: { until } satisfies SnoozeTicketInput,
    });
    expect(answer.status).toBe(200);
  }

  offsetMs += 61_000;
  await database.executeSql(
    `update pgboss.job set start_after = now() where name = $1 and data->>'ticketId' = $2 and state = 'created'`,
    [TICKET_SNOOZE_QUEUE, String(ticket.id)],
  );
  const jobs = await waitFor(
    async () =>
      (
        await database.executeSql(`select state from pgboss.job where name = $1 and data->>'ticketId' = $2`, [
          TICKET_SNOOZE_QUEUE,
          String(ticket.id),
        ])
      ).rows as { state: string }[],
    (rows) => rows.length === 2 && rows.every((job) => job.state === 'completed'),
  );
  expect(jobs).toHaveLength(2);
  await pause(100);
  expect(ended).toHaveLength(1);
  const [stored] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
  expect(stored).toMatchObject({ snoozedUntil: null, unreadMessages: 1 });
});

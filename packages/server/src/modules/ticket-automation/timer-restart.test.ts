import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestDatabase } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import {
  automationCompany,
  automationJobs,
  companyMessages,
  ticketRow,
  timedConversation,
} from './automation-test-kit.js';

let database: Database | undefined;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

it('a timer scheduled before a restart fires once after it, in the new server', async () => {
  database = await createTestDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const start = async () => {
    const app = await startTestApp({ database, jwtSecret, ticketTimerMinuteMs: 1000 });
    apps.push(app);
    return app;
  };
  const first = await start();
  const { admin, token } = await automationCompany(first);
  const c = await timedConversation(first, token, admin.id, {
    timeInactiveMessage: 2,
    inactiveMessage: 'Ainda está aí?',
    expiresTicket: 4,
    whenExpiresTicket: 1,
    expiresInactiveMessage: 'Encerrado por inatividade.',
  });
  await c.reply('Posso ajudar em algo mais?');
  await waitFor(c.jobs, (jobs) => jobs.some((job) => job.state === 'created'));

  // The server goes away before the reminder is due; another one starts on the same database.
  await first.close();
  apps.splice(apps.indexOf(first), 1);
  expect((await automationJobs(database, c.ticketId)).map((job) => job.state)).toEqual(['created']);
  await start();

  // The closing text follows the close.
  const said = await waitFor(
    () => companyMessages(database!, c.ticketId),
    (messages) => messages.some((m) => m.body === 'Encerrado por inatividade.'),
  );
  expect((await ticketRow(database, c.ticketId)).status).toBe('closed');
  // Exactly one reminder, then the close's message: the job ran once and then once more for the close.
  expect(said.map((m) => m.body)).toEqual([
    'Posso ajudar em algo mais?',
    'Ainda está aí?',
    'Encerrado por inatividade.',
  ]);
}, 90_000);

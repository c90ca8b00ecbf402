import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, TEST_ADMIN } from '../test/test-database.js';
import type { Database } from './database.js';
import { companies, companySettings, plans, queues, settings, userQueues, users } from './schema/index.js';
import { DEFAULT_QUEUE, STARTER_PLAN, seedDatabase } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('seeds company 1 that never expires, its settings and one super admin; running again changes nothing', async () => {
  const again = await seedDatabase(database.db, { adminEmail: 'someone-else@test.local', adminPassword: 'Other@123' });
  expect(again.createdAdmin).toBe(false);
  const [company] = await database.db.select().from(companies).where(eq(companies.id, 1));
  expect(company).toMatchObject({ id: 1, dueDate: '2999-12-31' });
  const supers = await database.db.select().from(users).where(eq(users.super, true));
  expect(supers.map((u) => u.email)).toEqual([TEST_ADMIN.email]);
  expect(await database.db.select().from(companySettings).where(eq(companySettings.companyId, 1))).toHaveLength(1);
  const keys = (await database.db.select().from(settings).where(eq(settings.companyId, 1))).map((s) => s.key);
  expect(keys.sort()).toEqual(['asaas', 'userCreation']);
  // The platform's private plan (company 1's) and the public one sign-up offers, each once.
  const seeded = await database.db.select().from(plans);
  expect(seeded.map((plan) => [plan.name, plan.isPublic]).sort()).toEqual([
    [STARTER_PLAN.name, true],
    ['Plano Completo', false],
  ]);
  expect(seeded.find((plan) => !plan.isPublic)?.id).toBe(company?.planId);
});

it('gives the first company a default queue its administrator works in, so the first ticket can be accepted; a deleted one stays deleted', async () => {
  const [queue] = await database.db.select().from(queues).where(eq(queues.companyId, 1));
  expect(queue).toMatchObject(DEFAULT_QUEUE);
  const [superAdmin] = await database.db.select().from(users).where(eq(users.super, true));
  expect(await database.db.select().from(userQueues).where(eq(userQueues.queueId, queue!.id))).toEqual([
    { userId: superAdmin!.id, queueId: queue!.id },
  ]);

  await database.db.delete(queues).where(eq(queues.id, queue!.id));
  await seedDatabase(database.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  expect(await database.db.select().from(queues).where(eq(queues.companyId, 1))).toEqual([]);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLATFORM_COMPANY_ID, type Plan } from '@guiche/shared';
import { companies } from '../../db/schema/index.js';
import { STARTER_PLAN } from '../../db/seed.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

// A file of its own: its database is the seed alone, which the other plan tests add public plans to.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('a fresh install offers sign-up one public plan, priced, and never the free platform plan', async () => {
  const offered = await call<Plan[]>(t.url, 'GET', '/plans/listPublic');
  expect(offered.status).toBe(200);
  expect(offered.body).toEqual([
    expect.objectContaining({ ...STARTER_PLAN, amount: '49.00', useWhatsapp: true, useCampaigns: true }),
  ]);
  const [platform] = await t.database.db
    .select({ planId: companies.planId })
    .from(companies)
    .where(eq(companies.id, PLATFORM_COMPANY_ID));
  expect(platform?.planId).toBeDefined();
  expect(offered.body.map((plan) => plan.id)).not.toContain(platform?.planId);
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, plans, settings } from '../../db/schema/index.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let publicPlanId: number;
let hiddenPlanId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [open, hidden] = await t.database.db
    .insert(plans)
    .values([
      { name: 'Plano Público', users: 3, connections: 1, queues: 3, amount: '79.00', isPublic: true },
      { name: 'Plano Interno', users: 3, connections: 1, queues: 3, amount: '0', isPublic: false },
    ])
    .returning();
  publicPlanId = open!.id;
  hiddenPlanId = hidden!.id;
});
afterAll(() => t.close());

function signupBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    name: 'Maria Silva',
    email: `maria-${tag}@test.local`,
    password: 'Segura123',
    phone: '(11) 98765-4321',
    document: '529.982.247-25',
    companyName: `Padaria ${tag}`,
    planId: publicPlanId,
    termo: true,
    ...overrides,
  };
}

const setUserCreation = (value: 'enabled' | 'disabled') =>
  t.database.db.update(settings).set({ value }).where(eq(settings.key, 'userCreation'));

describe('POST /auth/signup', () => {
  it('creates a trial company on a public plan with its admin and first invoice; the newcomer logs in', async () => {
    const body = signupBody();
    const res = await call<{ companyId: number; userId: number }>(t.url, 'POST', '/auth/signup', { body });
    expect(res.status).toBe(201);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, res.body.companyId));
    const trialEnd = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(company).toMatchObject({ name: body.companyName, phone: '11987654321', document: '52998224725', planId: publicPlanId, dueDate: trialEnd, status: true });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.companyId, res.body.companyId));
    expect(invoice).toMatchObject({ dueDate: trialEnd, value: '79.00', status: 'open' });
    const session = await login(t.url, body.email, body.password);
    expect(session.user).toMatchObject({ id: res.body.userId, name: 'Maria Silva', profile: 'admin', companyId: res.body.companyId });
  });

  it('refuses a duplicate email or company name with their codes, creating nothing', async () => {
    const first = signupBody();
    expect((await call(t.url, 'POST', '/auth/signup', { body: first })).status).toBe(201);
    expect(await call(t.url, 'POST', '/auth/signup', { body: signupBody({ email: first.email }) })).toMatchObject({ status: 409, body: { error: 'ERR_EMAIL_ALREADY_EXISTS' } });
    const sameCompany = signupBody({ companyName: first.companyName });
    expect(await call(t.url, 'POST', '/auth/signup', { body: sameCompany })).toMatchObject({ status: 409, body: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' } });
    expect((await call(t.url, 'POST', '/auth/login', { body: { email: sameCompany.email, password: sameCompany.password } })).status).toBe(401);
  });

  it('refuses an invalid document, phone, weak password, unaccepted terms and a plan that is not public', async () => {
    const issues = async (overrides: Record<string, unknown>) => {
      const res = await call<{ error: string; issues?: { message: string }[] }>(t.url, 'POST', '/auth/signup', { body: signupBody(overrides) });
      expect(res.status).toBe(400);
      return res.body.issues?.map((issue) => issue.message);
    };
    expect(await issues({ document: '529.982.247-24' })).toEqual(['validation.invalidDocument']);
    expect(await issues({ phone: '119876543' })).toEqual(['validation.phone11']);
    expect(await issues({ password: 'fraca123' })).toEqual(['validation.weakPassword']);
    expect(await issues({ termo: false })).toEqual(['validation.termsRequired']);
    expect(await issues({ planId: hiddenPlanId })).toEqual(['validation.invalidOption']);
  });

  it('answers 403 ERR_USER_CREATION_DISABLED while the platform has sign-up turned off', async () => {
    await setUserCreation('disabled');
    try {
      expect(await call(t.url, 'POST', '/auth/signup', { body: signupBody() })).toMatchObject({ status: 403, body: { error: 'ERR_USER_CREATION_DISABLED' } });
    } finally {
      await setUserCreation('enabled');
    }
  });
});

describe('sign-up rate limit', () => {
  it('refuses an address past its sign-ups for the hour', async () => {
    const limited = await startTestApp({ rateLimit: { signupPerIpPerHour: 1 } });
    try {
      const bad = { ...signupBody(), planId: 999_999 };
      expect((await call(limited.url, 'POST', '/auth/signup', { body: bad })).status).toBe(400);
      expect(await call(limited.url, 'POST', '/auth/signup', { body: bad })).toMatchObject({ status: 429, body: { error: 'ERR_TOO_MANY_REQUESTS' } });
    } finally {
      await limited.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contacts, invoices, messages, plans, settings, users } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startPlatformPhone } from '../password-recovery/testing/platform-phone.js';

let t: TestApp;
let phone: Awaited<ReturnType<typeof startPlatformPhone>>;
let publicPlanId: number;
let hiddenPlanId: number;
beforeAll(async () => {
  t = await startTestApp();
  phone = await startPlatformPhone(t);
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

/** A mobile number nobody registered yet: 11 digits, typed as a person would. */
function freshPhone(): string {
  const digits = `119${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}
const digitsOf = (typed: string) => typed.replace(/\D/g, '');

function signupBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    name: 'Maria Silva',
    email: `maria-${tag}@test.local`,
    password: 'Segura123',
    phone: freshPhone(),
    phoneCode: '000000',
    document: '529.982.247-25',
    companyName: `Padaria ${tag}`,
    planId: publicPlanId,
    termo: true,
    ...overrides,
  };
}

/** Asks for the phone's code as the sign-up page does, and fills in the code the phone received. */
async function verified(body: ReturnType<typeof signupBody>) {
  expect(await call(t.url, 'POST', '/auth/signup/code', { body: { phone: body.phone } })).toMatchObject({
    status: 200,
    body: { sent: true },
  });
  const received = (await phone.received(`55${digitsOf(body.phone)}`)).length;
  return { ...body, phoneCode: (await phone.codeSentTo(`55${digitsOf(body.phone)}`, Math.max(received, 1)))! };
}

const setUserCreation = (value: 'enabled' | 'disabled') =>
  t.database.db.update(settings).set({ value }).where(eq(settings.key, 'userCreation'));

describe('POST /auth/signup', () => {
  it('creates a trial company on a public plan with its admin and first invoice; the newcomer logs in', async () => {
    const body = await verified(signupBody());
    const res = await call<{ companyId: number; userId: number }>(t.url, 'POST', '/auth/signup', { body });
    expect(res.status).toBe(201);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, res.body.companyId));
    const trialEnd = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(company).toMatchObject({
      name: body.companyName,
      phone: `55${digitsOf(body.phone)}`,
      document: '52998224725',
      planId: publicPlanId,
      dueDate: trialEnd,
      status: true,
      timeZone: 'America/Sao_Paulo',
    });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.companyId, res.body.companyId));
    expect(invoice).toMatchObject({ dueDate: trialEnd, value: '79.00', status: 'open' });
    const session = await login(t.url, body.email, body.password);
    expect(session.user).toMatchObject({
      id: res.body.userId,
      name: 'Maria Silva',
      profile: 'admin',
      companyId: res.body.companyId,
    });
  });

  it('signs up a company whose CNPJ has letters (Receita Federal, from July 2026), kept upper case without punctuation', async () => {
    const body = await verified(signupBody({ document: '12.abc.345/01de-35', language: 'es' }));
    const res = await call<{ companyId: number }>(t.url, 'POST', '/auth/signup', { body });
    expect(res.status).toBe(201);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, res.body.companyId));
    expect(company?.document).toBe('12ABC34501DE35');
    // Signed up in Spanish: the company's zone is Monterrey's (spec 1 §9); without a language, São Paulo's.
    expect(company?.timeZone).toBe('America/Monterrey');
  });

  it('refuses a duplicate email or company name with their codes, creating nothing', async () => {
    const first = await verified(signupBody());
    expect((await call(t.url, 'POST', '/auth/signup', { body: first })).status).toBe(201);
    expect(
      await call(t.url, 'POST', '/auth/signup', { body: await verified(signupBody({ email: first.email })) }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_EMAIL_ALREADY_EXISTS' } });
    const sameCompany = await verified(signupBody({ companyName: first.companyName }));
    expect(await call(t.url, 'POST', '/auth/signup', { body: sameCompany })).toMatchObject({
      status: 409,
      body: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' },
    });
    expect(
      (await call(t.url, 'POST', '/auth/login', { body: { email: sameCompany.email, password: sameCompany.password } }))
        .status,
    ).toBe(401);
  });

  it('refuses an invalid document, phone, weak password, unaccepted terms and a plan that is not public', async () => {
    const issues = async (overrides: Record<string, unknown>) => {
      const res = await call<{ error: string; issues?: { message: string }[] }>(t.url, 'POST', '/auth/signup', {
        body: signupBody(overrides),
      });
      expect(res.status).toBe(400);
      return res.body.issues?.map((issue) => issue.message);
    };
    expect(await issues({ document: '529.982.247-24' })).toEqual(['validation.invalidDocument']);
    expect(await issues({ phone: '119876543' })).toEqual(['validation.invalidPhone']);
    expect(await issues({ phoneCode: '12' })).toEqual(['validation.recoveryCode']);
    expect(await issues({ password: 'fraca123' })).toEqual(['validation.weakPassword']);
    expect(await issues({ termo: false })).toEqual(['validation.termsRequired']);
    expect(await issues({ planId: hiddenPlanId })).toEqual(['validation.invalidOption']);
  });

  it('answers 403 ERR_USER_CREATION_DISABLED while the platform has sign-up turned off', async () => {
    await setUserCreation('disabled');
    try {
      expect(await call(t.url, 'POST', '/auth/signup', { body: signupBody() })).toMatchObject({
        status: 403,
        body: { error: 'ERR_USER_CREATION_DISABLED' },
      });
    } finally {
      await setUserCreation('enabled');
    }
  });
});

describe('sign-up verifies its WhatsApp number, which no other account may use (finding 6)', () => {
  it('refuses a wrong code, creating nothing; the code came by WhatsApp and lies in no inbox', async () => {
    const body = await verified(signupBody());
    const wrong = String((Number(body.phoneCode) + 1) % 1_000_000).padStart(6, '0');
    expect(await call(t.url, 'POST', '/auth/signup', { body: { ...body, phoneCode: wrong } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_SIGNUP_CODE_INVALID' },
    });
    expect(await t.database.db.select().from(companies).where(eq(companies.name, body.companyName))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(like(messages.body, `%${body.phoneCode}%`)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(contacts)
        .where(eq(contacts.number, `55${digitsOf(body.phone)}`)),
    ).toEqual([]);
    // The right code still works, once; the admin's number is recorded as verified.
    const created = await call<{ userId: number }>(t.url, 'POST', '/auth/signup', { body });
    expect(created.status).toBe(201);
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, created.body.userId));
    expect(admin).toMatchObject({ wpp: `55${digitsOf(body.phone)}`, verifiedWpp: `55${digitsOf(body.phone)}` });
    expect(
      await call(t.url, 'POST', '/auth/signup', {
        body: { ...signupBody({ phone: body.phone }), phoneCode: body.phoneCode },
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_SIGNUP_CODE_INVALID' } });
  });

  it('refuses, even with its code, a number another account uses, so the victim keeps the recovery', async () => {
    const company = await createCompany(t.database.db);
    const victim = await createUser(t.database.db, company.id, { profile: 'admin' });
    const body = await verified(signupBody());
    // Saved by the user modal without the country code.
    await t.database.db
      .update(users)
      .set({ wpp: digitsOf(body.phone) })
      .where(eq(users.id, victim.id));
    expect(await call(t.url, 'POST', '/auth/signup', { body })).toMatchObject({
      status: 409,
      body: { error: 'ERR_WPP_ALREADY_IN_USE', issues: [{ path: 'phone' }] },
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);

    const received = (await phone.received(`55${digitsOf(body.phone)}`)).length;
    expect((await call(t.url, 'POST', '/api/enviar-email', { body: { wpp: digitsOf(body.phone) } })).status).toBe(200);
    const code = await phone.codeSentTo(`55${digitsOf(body.phone)}`, received + 1);
    expect((await call(t.url, 'GET', `/api/verificar-code/${digitsOf(body.phone)}?code=${code}`)).status).toBe(200);
  });

  it('lets one account verify a number (database unique index)', async () => {
    const company = await createCompany(t.database.db);
    const [first, second] = [await createUser(t.database.db, company.id), await createUser(t.database.db, company.id)];
    await t.database.db.update(users).set({ verifiedWpp: '5511955550000' }).where(eq(users.id, first.id));
    await expect(
      t.database.db.update(users).set({ verifiedWpp: '5511955550000' }).where(eq(users.id, second.id)),
    ).rejects.toThrow();
  });
});

describe('sign-up rate limit', () => {
  it('refuses an address past its sign-ups for the hour', async () => {
    const limited = await startTestApp({ rateLimit: { signupPerIpPerHour: 1 } });
    try {
      const bad = { ...signupBody(), planId: 999_999 };
      expect((await call(limited.url, 'POST', '/auth/signup', { body: bad })).status).toBe(400);
      expect(await call(limited.url, 'POST', '/auth/signup', { body: bad })).toMatchObject({
        status: 429,
        body: { error: 'ERR_TOO_MANY_REQUESTS' },
      });
    } finally {
      await limited.close();
    }
  });
});

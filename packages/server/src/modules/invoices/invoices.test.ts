import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecurrence,
  serverEvents,
  todayIsoDate,
  type CompanyPlan,
  type InvoiceListAnswer,
  type PaymentEventPayload,
  type PixCharge,
} from '@guiche/shared';
import { companies, invoiceCharges, invoices, plans, settings } from '../../db/schema/index.js';
import { createCompany, createConnection, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startFakeAsaas } from '../payments/testing/fake-asaas.js';
import { createFirstInvoice } from './first-invoice.js';
import { BILL_DAYS_AHEAD } from './invoice-billing-job.js';

const API_KEY = '$aact_test_fake_key_0123456789';
const WEBHOOK_TOKEN = 'webhook-token-for-tests-0123456789abcdef';
const DAY_MS = 86_400_000;
const inDays = (days: number) => todayIsoDate(new Date(Date.now() + days * DAY_MS));

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAsaas>>;
let superToken: string;
beforeAll(async () => {
  fake = await startFakeAsaas({ apiKey: API_KEY });
  t = await startTestApp({ config: { asaas: { baseUrl: fake.url, webhookToken: WEBHOOK_TOKEN } } });
  fake.setWebhook({ url: `${t.url}/api/payments/asaas/webhook`, token: WEBHOOK_TOKEN });
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const saved = await call(t.url, 'PUT', '/settings/asaas', { token: superToken, body: { value: API_KEY } });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A company (its plan priced at `amount`) with its first invoice due on `dueDate`. */
async function billedTeam(dueDate = inDays(3), amount = '149.90') {
  const team = await createTeam(t);
  const db = t.database.db;
  await db.update(companies).set({ dueDate }).where(eq(companies.id, team.company.id));
  await db.update(plans).set({ amount }).where(eq(plans.id, team.company.planId));
  const invoice = await db.transaction((tx) =>
    createFirstInvoice(tx, { companyId: team.company.id, planId: team.company.planId, dueDate }, new Date()),
  );
  if (!invoice) throw new Error('no first invoice');
  return { ...team, invoice };
}

const list = async (token: string, query = '') =>
  call<InvoiceListAnswer>(t.url, 'GET', `/invoices/all${query}`, { token });
const checkout = (token: string, body: Record<string, unknown>) =>
  call<PixCharge>(t.url, 'POST', '/subscription', { token, body });
const companyDueDate = async (companyId: number) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.dueDate;
const webhook = (body: unknown, token: string | null = WEBHOOK_TOKEN) =>
  call(t.url, 'POST', '/payments/asaas/webhook', {
    body,
    ...(token ? { headers: { 'asaas-access-token': token } } : {}),
  });

describe('invoices: the list', () => {
  it('bills a cycle once, and shows a company its own invoices only (the super administrator all)', async () => {
    const a = await billedTeam();
    const b = await billedTeam();
    const again = await t.database.db.transaction((tx) =>
      createFirstInvoice(
        tx,
        { companyId: a.company.id, planId: a.company.planId, dueDate: a.invoice.dueDate },
        new Date(),
      ),
    );
    expect(again).toBeUndefined();

    const own = await list(a.attendantToken);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        id: a.invoice.id,
        companyId: a.company.id,
        company: { id: a.company.id, name: a.company.name },
        detail: a.invoice.detail,
        users: 50,
        connections: 10,
        queues: 50,
        value: 149.9,
        dueDate: a.invoice.dueDate,
        status: 'open',
        paidAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect((await list(b.adminToken)).body.map((i) => i.id)).toEqual([b.invoice.id]);

    const bySuper = await list(superToken, `?searchParam=${encodeURIComponent(b.invoice.detail)}`);
    expect(bySuper.body.map((i) => i.companyId)).toEqual([b.company.id]);
  });

  it('pages by 20 as bare arrays: a short page is the last', async () => {
    const { company, adminToken } = await createTeam(t);
    const rows = Array.from({ length: 21 }, (_, i) => ({
      companyId: company.id,
      detail: 'Plano',
      value: '10.00',
      dueDate: inDays(-400 + i * 30),
    }));
    await t.database.db.insert(invoices).values(rows);
    const first = await list(adminToken);
    expect(first.body).toHaveLength(20);
    expect(first.body[0]?.dueDate).toBe(rows[20]?.dueDate);
    const second = await list(adminToken, '?pageNumber=2');
    expect(second.body).toMatchObject([{ dueDate: rows[0]?.dueDate }]);
  });

  it('the daily run bills cycles due within the window, once', async () => {
    const soon = await createCompany(t.database.db, { dueDate: inDays(BILL_DAYS_AHEAD - 1) });
    const later = await createCompany(t.database.db, { dueDate: inDays(BILL_DAYS_AHEAD + 5) });
    await t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
    await t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
    const billedFor = (companyId: number) =>
      t.database.db.select().from(invoices).where(eq(invoices.companyId, companyId));
    expect((await billedFor(soon.id)).map((i) => i.dueDate)).toEqual([inDays(BILL_DAYS_AHEAD - 1)]);
    expect(await billedFor(later.id)).toEqual([]);
  });
});

describe('invoices: a free plan', () => {
  const chargesOf = (invoiceId: number) => fake.payments.filter((p) => p.externalReference === `invoice-${invoiceId}`);

  it('settles its first invoice without a charge and moves the due date to the next cycle', async () => {
    const due = inDays(3);
    const { invoice, company, adminToken } = await billedTeam(due, '0.00');
    expect(invoice).toMatchObject({ status: 'paid', value: '0.00', chargeId: null, paidAt: expect.any(Date) });
    expect(await companyDueDate(company.id)).toBe(addRecurrence(due, 'MENSAL'));
    expect((await list(adminToken)).body[0]).toMatchObject({ value: 0, status: 'paid' });
    expect(
      await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_INVOICE_ALREADY_PAID' } });
    expect(chargesOf(invoice.id)).toEqual([]);
  });

  it('the daily run settles the free cycles it bills, and tells the company live', async () => {
    const due = inDays(BILL_DAYS_AHEAD - 2);
    const { company, adminSession } = await createTeam(t).then(async (team) => {
      await t.database.db.update(companies).set({ dueDate: due }).where(eq(companies.id, team.company.id));
      await t.database.db.update(plans).set({ amount: '0.00' }).where(eq(plans.id, team.company.planId));
      return team;
    });
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: adminSession.user.id,
    });
    try {
      const live = nextEvent<PaymentEventPayload>(socket, serverEvents.payment(company.id));
      await t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
      const renewed = addRecurrence(due, 'MENSAL');
      expect(await live).toMatchObject({ action: 'CONCLUIDA', company: { id: company.id, dueDate: renewed } });
      const billed = await t.database.db.select().from(invoices).where(eq(invoices.companyId, company.id));
      expect(billed).toEqual([
        expect.objectContaining({ dueDate: due, status: 'paid', value: '0.00', chargeId: null }),
      ]);
      expect(await companyDueDate(company.id)).toBe(renewed);
    } finally {
      socket.close();
    }
  });

  it('an open invoice with nothing to pay is settled at checkout, never charged', async () => {
    const due = inDays(3);
    const { company, adminToken } = await createTeam(t);
    await t.database.db.update(companies).set({ dueDate: due }).where(eq(companies.id, company.id));
    const [open] = await t.database.db
      .insert(invoices)
      .values({ companyId: company.id, detail: 'Grátis', value: '0.00', dueDate: due })
      .returning();
    if (!open) throw new Error('no invoice');
    expect(await checkout(adminToken, { invoiceId: open.id, firstName: 'Ana', zipcode: '52998224725' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_INVOICE_ALREADY_PAID' },
    });
    expect((await list(adminToken)).body[0]).toMatchObject({ id: open.id, status: 'paid' });
    expect(await companyDueDate(company.id)).toBe(addRecurrence(due, 'MENSAL'));
    expect(chargesOf(open.id)).toEqual([]);
  });
});

describe('invoices: checkout and payment', () => {
  it('keeps the asaas token sealed at rest', async () => {
    const [stored] = await t.database.db
      .select()
      .from(settings)
      .where(and(eq(settings.companyId, 1), eq(settings.key, 'asaas')));
    expect(stored?.value).toBeTruthy();
    expect(stored?.value).not.toContain(API_KEY);
    expect(await t.app.services.settings.readSecret(1, 'asaas')).toBe(API_KEY);
  });

  it('answers the Pix of a charge for the invoice, reusing it while the price stands', async () => {
    const { invoice, adminToken, company } = await billedTeam();
    const pix = await checkout(adminToken, {
      invoiceId: invoice.id,
      firstName: 'Ana Souza',
      zipcode: '529.982.247-25',
      price: 1,
    });
    expect(pix.status).toBe(200);
    expect(pix.body).toEqual({
      qrcode: {
        qrcode: expect.stringContaining('br.gov.bcb.pix'),
        imagemQrcode: expect.stringMatching(/^data:image\/png;base64,/),
      },
      valor: { original: '149.90' },
      invoiceId: invoice.id,
    });
    const customer = fake.customers.find((c) => c.externalReference === `company-${company.id}`);
    expect(customer).toMatchObject({ name: 'Ana Souza', cpfCnpj: '52998224725' });
    const charges = () => fake.payments.filter((p) => p.externalReference === `invoice-${invoice.id}`);
    expect(charges()).toEqual([
      expect.objectContaining({ customer: customer?.id, billingType: 'PIX', value: 149.9, dueDate: invoice.dueDate }),
    ]);
    expect(fake.requests.every((r) => r.accessToken === API_KEY)).toBe(true);

    const again = await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Ana Souza', zipcode: '52998224725' });
    expect(again.body.qrcode.qrcode).toBe(pix.body.qrcode.qrcode);
    expect(charges()).toHaveLength(1);
    expect(fake.customers.filter((c) => c.externalReference === `company-${company.id}`)).toHaveLength(1);
  });

  it('takes a payer whose CNPJ has letters (Receita Federal, from July 2026) and sends it upper case without punctuation', async () => {
    const { invoice, adminToken, company } = await billedTeam();
    expect(
      (await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Padaria', zipcode: '12.abc.345/01de-35' }))
        .status,
    ).toBe(200);
    expect(fake.customers.find((c) => c.externalReference === `company-${company.id}`)).toMatchObject({
      cpfCnpj: '12ABC34501DE35',
    });
  });

  it('bills the custom plan at 49 + 11 per user + 20 per connection over 3 each', async () => {
    const { invoice, adminToken } = await billedTeam();
    const pix = await checkout(adminToken, {
      invoiceId: invoice.id,
      firstName: 'Ana',
      zipcode: '11222333000181',
      custom: true,
      users: 5,
      connections: 4,
    });
    expect(pix.body.valor).toEqual({ original: '91.00' });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ users: 5, connections: 4, value: '91.00', detail: 'Plano personalizado' });
    const tooFew = await checkout(adminToken, {
      invoiceId: invoice.id,
      firstName: 'Ana',
      zipcode: '11222333000181',
      custom: true,
      users: 2,
      connections: 3,
    });
    expect(tooFew).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it("refuses another company's invoice, a bad document, and reports a provider failure without a charge", async () => {
    const a = await billedTeam();
    const b = await billedTeam();
    expect(
      await checkout(a.adminToken, { invoiceId: b.invoice.id, firstName: 'Ana', zipcode: '52998224725' }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_INVOICE_NOT_FOUND' } });
    expect(await checkout(a.adminToken, { invoiceId: a.invoice.id, firstName: 'Ana', zipcode: '123' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    fake.failWith(503);
    try {
      expect(
        await checkout(a.adminToken, { invoiceId: a.invoice.id, firstName: 'Ana', zipcode: '52998224725' }),
      ).toMatchObject({ status: 502, body: { error: 'ERR_PAYMENT_UNAVAILABLE' } });
    } finally {
      fake.failWith(undefined);
    }
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, a.invoice.id));
    expect(row?.chargeId).toBeNull();
  });

  it('the webhook pays the invoice once, moves the due date on from the later date and tells the company live', async () => {
    const oldDue = inDays(3);
    const { invoice, adminToken, adminSession, company } = await billedTeam(oldDue);
    const pix = await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' });
    expect(pix.status).toBe(200);
    const charge = fake.payments.find((p) => p.externalReference === `invoice-${invoice.id}`);
    if (!charge) throw new Error('no charge');

    const event = { id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: { object: 'payment', id: charge.id } };
    expect((await webhook(event, 'wrong-token')).status).toBe(401);
    expect((await webhook(event, null)).status).toBe(401);
    expect(await companyDueDate(company.id)).toBe(oldDue);

    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: adminSession.user.id,
    });
    const payments = collect<PaymentEventPayload>(socket, serverEvents.payment(company.id));
    try {
      const live = nextEvent<PaymentEventPayload>(socket, serverEvents.payment(company.id));
      expect(await fake.receive(charge.id)).toBe(200);
      const expected = addRecurrence(oldDue, 'MENSAL');
      expect(await live).toEqual({
        action: 'CONCLUIDA',
        company: { id: company.id, dueDate: expected },
        invoiceId: invoice.id,
      });
      expect(await companyDueDate(company.id)).toBe(expected);

      // Asaas retries, and sends PAYMENT_CONFIRMED besides: neither moves the date again.
      expect((await webhook(event)).status).toBe(200);
      expect((await webhook({ ...event, event: 'PAYMENT_CONFIRMED' })).status).toBe(200);
      expect(await companyDueDate(company.id)).toBe(expected);
      expect(payments).toHaveLength(1);
      expect((await list(adminToken)).body[0]).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
      expect(
        await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' }),
      ).toMatchObject({ status: 409, body: { error: 'ERR_INVOICE_ALREADY_PAID' } });
    } finally {
      socket.close();
    }
  });

  it('an expired company logs in billing-only, pays, hears it live, and its new due date counts from today', async () => {
    const { invoice, company } = await billedTeam(inDays(-20));
    const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const session = await login(t.url, admin.email, admin.password);

    expect((await call(t.url, 'GET', '/tickets', { token: session.token })).status).toBe(402);
    expect((await list(session.token)).body.map((i) => i.id)).toEqual([invoice.id]);
    expect(
      (await checkout(session.token, { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' })).status,
    ).toBe(200);
    const charge = fake.payments.find((p) => p.externalReference === `invoice-${invoice.id}`);
    expect(charge?.dueDate).toBe(todayIsoDate());
    const socket = await connectSocket(t.url, {
      token: session.publicToken,
      companyId: company.id,
      userId: session.user.id,
    });
    try {
      const live = nextEvent<PaymentEventPayload>(socket, serverEvents.payment(company.id));
      await webhook({ event: 'PAYMENT_RECEIVED', payment: { id: charge?.id } });
      const renewed = addRecurrence(todayIsoDate(), 'MENSAL');
      expect(await live).toMatchObject({ action: 'CONCLUIDA', company: { id: company.id, dueDate: renewed } });
      expect(await companyDueDate(company.id)).toBe(renewed);
      // Paid up, the same session reaches the rest of the product again.
      expect((await call(t.url, 'GET', '/tickets', { token: session.token })).status).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('raises one charge for two concurrent checkouts of the same invoice, both showing its Pix', async () => {
    const { invoice, adminToken } = await billedTeam();
    fake.setLatency(300);
    try {
      const body = { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' };
      const answers = await Promise.all([
        checkout(adminToken, body),
        checkout(adminToken, body),
        checkout(adminToken, body),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.qrcode.qrcode)).size).toBe(1);
    } finally {
      fake.setLatency(0);
    }
    expect(fake.payments.filter((p) => p.externalReference === `invoice-${invoice.id}`)).toHaveLength(1);
    const rows = await t.database.db.select().from(invoiceCharges).where(eq(invoiceCharges.invoiceId, invoice.id));
    expect(rows).toEqual([expect.objectContaining({ value: '149.90', chargeId: expect.any(String) })]);
  });

  it('a provider failure gives the claim back, and a claim abandoned mid-call is taken over', async () => {
    const { invoice, adminToken, company } = await billedTeam();
    const body = { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' };
    fake.failWith(503);
    try {
      expect((await checkout(adminToken, body)).status).toBe(502);
    } finally {
      fake.failWith(undefined);
    }
    expect(await t.database.db.select().from(invoiceCharges).where(eq(invoiceCharges.invoiceId, invoice.id))).toEqual(
      [],
    );
    // A process died between claiming the terms and recording the charge.
    await t.database.db.insert(invoiceCharges).values({
      companyId: company.id,
      invoiceId: invoice.id,
      detail: invoice.detail,
      users: invoice.users,
      connections: invoice.connections,
      value: invoice.value,
      claimedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect((await checkout(adminToken, body)).status).toBe(200);
    expect(fake.payments.filter((p) => p.externalReference === `invoice-${invoice.id}`)).toHaveLength(1);
  });

  it('a Pix shown earlier at other terms still pays the invoice, at the terms it charged', async () => {
    const { invoice, adminToken, company } = await billedTeam(inDays(3));
    const plan = await checkout(adminToken, { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725' });
    const custom = await checkout(adminToken, {
      invoiceId: invoice.id,
      firstName: 'Ana',
      zipcode: '52998224725',
      custom: true,
      users: 5,
      connections: 4,
    });
    expect([plan.status, custom.status]).toEqual([200, 200]);
    const [first] = fake.payments.filter((p) => p.externalReference === `invoice-${invoice.id}`);
    if (!first) throw new Error('no charge');
    expect(await fake.receive(first.id)).toBe(200);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({
      status: 'paid',
      chargeId: first.id,
      value: '149.90',
      detail: invoice.detail,
      users: invoice.users,
    });
    expect(await companyDueDate(company.id)).toBe(addRecurrence(inDays(3), 'MENSAL'));
  });

  it('a paid custom plan becomes the company’s plan: its limits hold from then and its next cycle bills its price', async () => {
    const { invoice, adminToken, company } = await billedTeam(inDays(3));
    const pix = await checkout(adminToken, {
      invoiceId: invoice.id,
      firstName: 'Ana',
      zipcode: '52998224725',
      custom: true,
      users: 3,
      connections: 3,
    });
    expect(pix).toMatchObject({ status: 200, body: { valor: { original: '49.00' } } });
    const charge = fake.payments.find((p) => p.externalReference === `invoice-${invoice.id}`);
    if (!charge) throw new Error('no charge');
    expect(await fake.receive(charge.id)).toBe(200);

    const { body: current } = await call<CompanyPlan>(t.url, 'GET', `/companies/listPlan/${company.id}`, {
      token: adminToken,
    });
    expect(current.plan).toMatchObject({
      name: 'Plano personalizado',
      users: 3,
      connections: 3,
      queues: 50,
      amount: '49.00',
      isPublic: false,
    });
    expect(current.dueDate).toBe(addRecurrence(inDays(3), 'MENSAL'));
    // Two users already (the team's admin and attendant): one more fits, the fourth is over the paid terms.
    const newUser = (name: string) =>
      call(t.url, 'POST', '/users', {
        token: adminToken,
        body: { name, email: `${name}-${company.id}@test.local`, password: 'secret1' },
      });
    expect((await newUser('terceira')).status).toBe(201);
    expect(await newUser('quarta')).toMatchObject({ status: 403, body: { error: 'ERR_PLAN_LIMIT' } });
    // The company's own plan is no catalogue plan: no list offers it.
    const catalogue = await call<{ id: number }[]>(t.url, 'GET', '/plans/list', { token: superToken });
    expect(catalogue.body.map((p) => p.id)).not.toContain(current.plan.id);

    await t.database.db
      .update(companies)
      .set({ dueDate: inDays(2) })
      .where(eq(companies.id, company.id));
    await t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
    const [next] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, company.id), eq(invoices.dueDate, inDays(2))));
    expect(next).toMatchObject({
      detail: 'Plano personalizado',
      users: 3,
      connections: 3,
      value: '49.00',
      status: 'open',
    });

    // It stays the company's: no other company is put on it, and it goes with the company.
    const other = await createCompany(t.database.db);
    expect(
      await call(t.url, 'PUT', `/companies/${other.id}`, { token: superToken, body: { planId: current.plan.id } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect((await call(t.url, 'DELETE', `/companies/${company.id}`, { token: superToken })).status).toBe(204);
    expect(await t.database.db.select().from(plans).where(eq(plans.id, current.plan.id))).toEqual([]);
  });

  it('refuses a custom plan below what the company already uses, before any charge', async () => {
    const { invoice, adminToken, company } = await billedTeam();
    const db = t.database.db;
    await createUser(db, company.id);
    await createUser(db, company.id);
    for (let i = 0; i < 4; i += 1) await createConnection(db, company.id);
    const body = { invoiceId: invoice.id, firstName: 'Ana', zipcode: '52998224725', custom: true };
    expect(await checkout(adminToken, { ...body, users: 3, connections: 4 })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLAN_BELOW_USAGE' },
    });
    expect(await checkout(adminToken, { ...body, users: 4, connections: 3 })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLAN_BELOW_USAGE' },
    });
    expect(fake.payments.filter((p) => p.externalReference === `invoice-${invoice.id}`)).toEqual([]);
    expect(await checkout(adminToken, { ...body, users: 4, connections: 4 })).toMatchObject({
      status: 200,
      body: { valor: { original: '80.00' } },
    });
  });

  it('ignores events other than a payment arriving, and charges it does not know', async () => {
    expect(await webhook({ event: 'PAYMENT_CREATED', payment: { id: 'pay_unknown' } })).toMatchObject({
      status: 200,
      body: { received: true },
    });
    expect(await webhook({ event: 'PAYMENT_RECEIVED', payment: { id: 'pay_unknown' } })).toMatchObject({
      status: 200,
      body: { received: true },
    });
    expect((await webhook({ nothing: true })).status).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecurrence,
  PLATFORM_COMPANY_ID,
  todayIsoDate,
  type CompanyDetail,
  type InvoiceListAnswer,
  type PixCharge,
} from '@guiche/shared';
import { companies, invoices, plans } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startFakeAsaas } from '../payments/testing/fake-asaas.js';
import { BILL_DAYS_AHEAD } from './invoice-billing-job.js';

const API_KEY = '$aact_test_fake_key_0123456789';
const DAY_MS = 86_400_000;
const inDays = (days: number) => todayIsoDate(new Date(Date.now() + days * DAY_MS));

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAsaas>>;
let superToken: string;
beforeAll(async () => {
  fake = await startFakeAsaas({ apiKey: API_KEY });
  t = await startTestApp({ config: { asaas: { baseUrl: fake.url, webhookToken: 'webhook-token-0123456789abcdef' } } });
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  expect((await call(t.url, 'PUT', '/settings/asaas', { token: superToken, body: { value: API_KEY } })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const invoicesOf = (companyId: number) =>
  t.database.db.select().from(invoices).where(eq(invoices.companyId, companyId));
const moveDueDate = (companyId: number, dueDate: string) =>
  call<CompanyDetail>(t.url, 'PUT', `/companies/${companyId}`, { token: superToken, body: { dueDate } });
const list = (token: string, query = '') => call<InvoiceListAnswer>(t.url, 'GET', `/invoices/all${query}`, { token });
const checkout = (token: string, invoiceId: number) =>
  call<PixCharge>(t.url, 'POST', '/subscription', {
    token,
    body: { invoiceId, firstName: 'Ana', zipcode: '52998224725' },
  });

describe('invoices: a due date the super administrator moves to today or before', () => {
  it('bills the cycle at once, and the daily run bills it no second time', async () => {
    const { company, adminToken } = await createTeam(t);
    const due = inDays(-3);
    expect(await moveDueDate(company.id, due)).toMatchObject({ status: 200, body: { dueDate: due } });
    expect(await invoicesOf(company.id)).toEqual([
      expect.objectContaining({ dueDate: due, status: 'open', value: '99.00', users: 50, connections: 10 }),
    ]);
    // The expired company's billing-only session has it to pay.
    expect((await list(adminToken)).body).toMatchObject([{ dueDate: due, status: 'open' }]);

    await t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
    expect(await moveDueDate(company.id, due)).toMatchObject({ status: 200 });
    expect(await invoicesOf(company.id)).toHaveLength(1);
  });

  it('bills a due date of today, but leaves a later one and an inactive company to the daily run', async () => {
    const today = await createCompany(t.database.db);
    expect((await moveDueDate(today.id, inDays(0))).status).toBe(200);
    expect((await invoicesOf(today.id)).map((i) => i.dueDate)).toEqual([inDays(0)]);

    const later = await createCompany(t.database.db);
    expect((await moveDueDate(later.id, inDays(2))).status).toBe(200);
    expect(await invoicesOf(later.id)).toEqual([]);

    const inactive = await createCompany(t.database.db, { status: false });
    expect((await moveDueDate(inactive.id, inDays(-1))).status).toBe(200);
    expect(await invoicesOf(inactive.id)).toEqual([]);
  });

  it('bills once when the daily run bills the same cycle at the same moment', async () => {
    const company = await createCompany(t.database.db);
    const due = inDays(-1);
    const [moved] = await Promise.all([
      moveDueDate(company.id, due),
      t.app.services.invoices.billUpcomingCycles(BILL_DAYS_AHEAD),
      t.app.services.invoices.billDueCycle(company.id),
    ]);
    expect(moved.status).toBe(200);
    await t.app.services.invoices.billDueCycle(company.id);
    expect((await invoicesOf(company.id)).map((i) => i.dueDate)).toEqual([due]);
  });

  it('settles a free plan’s cycle at once, and answers the due date it moved on', async () => {
    const company = await createCompany(t.database.db);
    await t.database.db.update(plans).set({ amount: '0.00' }).where(eq(plans.id, company.planId));
    const renewed = addRecurrence(todayIsoDate(), 'MENSAL');
    expect(await moveDueDate(company.id, inDays(-5))).toMatchObject({ status: 200, body: { dueDate: renewed } });
    expect(await invoicesOf(company.id)).toEqual([
      expect.objectContaining({ dueDate: inDays(-5), status: 'paid', chargeId: null }),
    ]);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.dueDate).toBe(renewed);
  });
});

describe('invoices: the super administrator’s list of every company', () => {
  it('shows each invoice’s company and narrows to the company it names; others see only their own', async () => {
    const a = await createTeam(t);
    const b = await createTeam(t);
    await moveDueDate(a.company.id, inDays(-2));
    await moveDueDate(b.company.id, inDays(-2));

    const ofB = await list(superToken, `?companyId=${b.company.id}`);
    expect(ofB.status).toBe(200);
    expect(ofB.body).toEqual([
      expect.objectContaining({ companyId: b.company.id, company: { id: b.company.id, name: b.company.name } }),
    ]);
    const all = await list(superToken);
    expect(all.body.every((invoice) => invoice.company.id === invoice.companyId)).toBe(true);

    expect((await list(a.adminToken, `?companyId=${a.company.id}`)).body.map((i) => i.companyId)).toEqual([
      a.company.id,
    ]);
    expect(await list(a.adminToken, `?companyId=${b.company.id}`)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await list(superToken, '?companyId=abc')).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });
});

describe('invoices: paying', () => {
  it('the super administrator pays its own company’s invoice, and is refused another company’s', async () => {
    const { company } = await createTeam(t);
    await moveDueDate(company.id, inDays(-2));
    const [theirs] = await invoicesOf(company.id);
    if (!theirs) throw new Error('no invoice billed');
    expect(await checkout(superToken, theirs.id)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(fake.payments.filter((p) => p.externalReference === `invoice-${theirs.id}`)).toEqual([]);

    const [own] = await t.database.db
      .insert(invoices)
      .values({ companyId: PLATFORM_COMPANY_ID, detail: 'Plataforma', value: '10.00', dueDate: inDays(-400) })
      .returning();
    if (!own) throw new Error('no invoice');
    expect(await checkout(superToken, own.id)).toMatchObject({ status: 200, body: { invoiceId: own.id } });
    expect(await checkout(superToken, 999_999_999)).toMatchObject({
      status: 404,
      body: { error: 'ERR_INVOICE_NOT_FOUND' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { CampaignView } from '@guiche/shared';
import { campaignShippings, companies, plans, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { enableCampaigns } from './testing/campaign-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function download(token: string, campaignId: number, format: string) {
  const response = await fetch(`${t.url}/api/campaigns/${campaignId}/deliveries/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvRows = (bytes: Buffer) => parse(bytes.toString('utf8'), { bom: true }) as string[][];

/** A campaign with three recipients: delivered after confirming, invalid, and still waiting. */
async function campaignWithRecipients() {
  const team = await createTeam(t);
  await enableCampaigns(t, team.adminToken);
  const created = await call<CampaignView>(t.url, 'POST', '/campaigns', {
    token: team.adminToken,
    body: { name: 'Black Friday', message1: 'Oi {nome}' },
  });
  const campaign = created.body;
  const base = { companyId: team.company.id, campaignId: campaign.id, variant: 1 };
  await t.database.db.insert(campaignShippings).values([
    {
      ...base,
      number: '5511999994321',
      name: 'Ana',
      status: 'sent',
      confirmationRequestedAt: new Date('2026-03-10T13:00:00Z'),
      confirmedAt: new Date('2026-03-10T13:02:00Z'),
      deliveredAt: new Date('2026-03-10T13:03:00Z'),
    },
    { ...base, number: '5511988887777', name: 'Bruno', status: 'invalid', failedReason: 'INVALID_RECIPIENT' },
    { ...base, number: '5511977776666', name: '=cmd|calc', status: 'pending' },
  ]);
  return { ...team, campaign };
}

describe('GET /campaigns/{id}/deliveries/export', () => {
  it('lists each recipient with status, times in the company zone and error, as CSV or Excel', async () => {
    const { company, adminToken, campaign } = await campaignWithRecipients();
    await t.database.db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, company.id));
    const csv = await download(adminToken, campaign.id, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="campanha-${campaign.id}.csv"`);
    expect(csv.headers.get('x-export-rows')).toBe('3');
    expect(csvRows(csv.bytes)).toEqual([
      ['Número', 'Nome', 'Status', 'Confirmação solicitada em', 'Confirmado em', 'Entregue em', 'Erro'],
      ['5511999994321', 'Ana', 'Entregue', '10/03/2026 09:00', '10/03/2026 09:02', '10/03/2026 09:03', ''],
      ['5511988887777', 'Bruno', 'Número inválido', '', '', '', 'INVALID_RECIPIENT'],
      ['5511977776666', "'=cmd|calc", 'Pendente', '', '', '', ''],
    ]);

    const xlsx = await download(adminToken, campaign.id, 'xlsx');
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Envios');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getCell('F2').value).toEqual(new Date('2026-03-10T09:03:00Z'));
    expect(sheet?.getCell('B4').value).toBe('=cmd|calc');
  });

  it('is for the report’s readers: plain users too, numbers partly hidden from them; in the user’s language', async () => {
    const { company, attendant, attendantToken, campaign } = await campaignWithRecipients();
    await settingsRepository.updateColumn(t.database.db, company.id, 'lgpdHideNumber', 'enabled');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, attendant.id));
    const { status, bytes } = await download(attendantToken, campaign.id, 'csv');
    expect(status).toBe(200);
    const rows = csvRows(bytes);
    expect(rows[0]?.[5]).toBe('Entregado el');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['55119••••4321', '55119••••7777', '55119••••6666']);
  });

  it('keeps other companies’ campaigns out of reach and needs the campaigns feature', async () => {
    const { company, adminToken, campaign } = await campaignWithRecipients();
    const other = await createTeam(t);
    await enableCampaigns(t, other.adminToken);
    expect(
      await call(t.url, 'GET', `/campaigns/${campaign.id}/deliveries/export`, { token: other.adminToken }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect(
      (await call(t.url, 'GET', `/campaigns/${campaign.id}/deliveries/export?format=pdf`, { token: adminToken }))
        .status,
    ).toBe(400);
    const [row] = await t.database.db
      .select({ planId: companies.planId })
      .from(companies)
      .where(eq(companies.id, company.id));
    await t.database.db
      .update(plans)
      .set({ useCampaigns: false })
      .where(eq(plans.id, row?.planId ?? 0));
    expect((await download(adminToken, campaign.id, 'csv')).status).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { CampaignView, Connection, ContactListImportReport, ContactListView } from '@guiche/shared';
import { call } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { waitFor } from '../../../test/wait.js';

/** Test support for contact lists and campaigns: the feature switched on, lists filled, simulator connections. */

export async function enableCampaigns(t: TestApp, adminToken: string): Promise<void> {
  const res = await call(t.url, 'PUT', '/companySettings', {
    token: adminToken,
    body: { column: 'campaignsEnabled', data: 'true' },
  });
  if (res.status !== 200) throw new Error(`campaignsEnabled: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Pacing off: every send due at once (tests that are not about pacing). */
export async function noPauses(t: TestApp, adminToken: string): Promise<void> {
  await call(t.url, 'POST', '/campaign-settings', {
    token: adminToken,
    body: { settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0, variables: [] } },
  });
}

export async function createList(
  t: TestApp,
  token: string,
  name = `Lista ${randomUUID().slice(0, 6)}`,
): Promise<ContactListView> {
  const res = await call<ContactListView>(t.url, 'POST', '/contact-lists', { token, body: { name } });
  if (res.status !== 201) throw new Error(`list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** POST /contact-lists/{id}/upload as the browser sends it (multipart, field `file`). */
export async function uploadSheet(
  t: TestApp,
  token: string,
  listId: number,
  file: { content: Buffer; name: string; type: string },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const response = await fetch(`${t.url}/api/contact-lists/${listId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as ContactListImportReport & { error?: string },
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx of these rows (the first is the header), written by exceljs' streaming writer. */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A paired simulator connection (no conversation yet). */
export async function pairedSimulator(t: TestApp, adminToken: string): Promise<number> {
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token: adminToken,
    body: { name: `Sim ${randomUUID().slice(0, 6)}`, channel: 'simulator' },
  });
  const whatsappId = created.body.id;
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${whatsappId}`, { token: adminToken }),
    (r) => r.body.status === 'qrcode',
  );
  await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token: adminToken });
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${whatsappId}`, { token: adminToken }),
    (r) => r.body.status === 'CONNECTED',
  );
  return whatsappId;
}

export interface PhoneLine {
  direction: string;
  body: string;
  mediaKey: string | null;
}

/** What the simulated phone of `number` shows on the connection. */
export const phoneOf = async (t: TestApp, token: string, whatsappId: number, number: string) =>
  (await call<PhoneLine[]>(t.url, 'GET', `/simulator/${whatsappId}/chats/${number}/messages`, { token })).body;

export const getCampaign = async (t: TestApp, token: string, id: number) =>
  (await call<CampaignView>(t.url, 'GET', `/campaigns/${id}`, { token })).body;

/** A campaign starting now over `whatsappIds` to the list, with these message tabs. */
export async function startCampaign(
  t: TestApp,
  token: string,
  values: {
    contactListId?: number;
    tagListId?: number;
    whatsappIds: number[];
    messages: string[];
    confirmations?: string[];
  },
) {
  const body: Record<string, unknown> = {
    name: `Campanha ${randomUUID().slice(0, 6)}`,
    confirmation: (values.confirmations?.length ?? 0) > 0,
    contactListId: values.contactListId ?? null,
    tagListId: values.tagListId ?? null,
    whatsappId: values.whatsappIds.join(','),
    scheduledAt: new Date().toISOString(),
  };
  values.messages.forEach((text, index) => (body[`message${index + 1}`] = text));
  values.confirmations?.forEach((text, index) => (body[`confirmationMessage${index + 1}`] = text));
  const res = await call<CampaignView>(t.url, 'POST', '/campaigns', { token, body });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

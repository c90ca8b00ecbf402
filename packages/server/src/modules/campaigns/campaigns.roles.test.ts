import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CampaignListAnswer, CampaignView } from '@guiche/shared';
import { campaigns } from '../../db/schema/index.js';
import { createConnection } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { loggedInUser } from '../contacts/testing/fixtures.js';
import { createList, enableCampaigns, getCampaign } from './testing/campaign-support.js';

/**
 * Issue 39: campaigns reach the whole customer base, so their writes are for admins and supervisors
 * ('campaigns:manage'); a plain user reads them and is refused every write with 403, before the body is read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A company with campaigns on, its admin, a supervisor and a plain user, and a draft of the admin's. */
async function staff() {
  const team = await createTeam(t);
  await enableCampaigns(t, team.adminToken);
  const supervisor = await loggedInUser(t, team.company.id, 'supervisor');
  const list = await createList(t, team.adminToken);
  // A connection, so that the campaign put to running below is one that could run (its sends need one).
  const connection = await createConnection(t.database.db, team.company.id);
  const recipients = { contactListId: list.id, whatsappId: `${connection.id}` };
  const created = await call<CampaignView>(t.url, 'POST', '/campaigns', {
    token: team.adminToken,
    body: draft(recipients),
  });
  expect(created.status).toBe(201);
  return { ...team, supervisorToken: supervisor.token, recipients, campaign: created.body };
}

const draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Promoção de inverno',
  message1: 'Oi {nome}',
  ...extra,
});

/** Puts a campaign in a state directly (running with no one left to reach is enough to cancel it). */
async function setStatus(companyId: number, id: number, status: CampaignView['status']): Promise<void> {
  await t.database.db
    .update(campaigns)
    .set({ status })
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
}

/** A 1×1 PNG: the smallest picture a campaign can carry. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /campaigns/{id}/media-upload as the browser sends it (multipart, field `file`). */
async function attachFile(token: string, id: number): Promise<{ status: number; error?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PIXEL)], { type: 'image/png' }), 'oferta.png');
  const response = await fetch(`${t.url}/api/campaigns/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { error?: string };
  return { status: response.status, ...(body.error ? { error: body.error } : {}) };
}

const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };

describe('campaign roles', () => {
  it('a plain user reads campaigns but every write is refused with 403, whatever the body, and changes nothing', async () => {
    const { company, adminToken, attendantToken, campaign } = await staff();
    const user = { token: attendantToken };
    const id = campaign.id;

    expect((await call<CampaignListAnswer>(t.url, 'GET', '/campaigns', user)).body.records.map((c) => c.id)).toEqual([
      id,
    ]);
    expect((await call(t.url, 'GET', `/campaigns/${id}`, user)).status).toBe(200);
    expect((await call(t.url, 'GET', '/campaign-settings', user)).status).toBe(200);

    expect(await call(t.url, 'POST', '/campaigns', { ...user, body: draft() })).toMatchObject(refused);
    // The role is checked before the body: a bad one is refused all the same, not answered with 400.
    expect(await call(t.url, 'POST', '/campaigns', { ...user, body: { name: 'A' } })).toMatchObject(refused);
    expect(await call(t.url, 'PUT', `/campaigns/${id}`, { ...user, body: draft({ name: 'Minha' }) })).toMatchObject(
      refused,
    );
    expect(await call(t.url, 'PUT', `/campaigns/${id}`, { ...user, body: {} })).toMatchObject(refused);
    expect(await call(t.url, 'DELETE', `/campaigns/${id}`, user)).toMatchObject(refused);
    expect(await attachFile(attendantToken, id)).toEqual({ status: 403, error: 'ERR_NO_PERMISSION' });
    expect(await call(t.url, 'DELETE', `/campaigns/${id}/media-upload`, user)).toMatchObject(refused);
    expect(
      await call(t.url, 'POST', '/campaign-settings', { ...user, body: { settings: { messageInterval: 'x' } } }),
    ).toMatchObject(refused);

    await setStatus(company.id, id, 'EM_ANDAMENTO');
    expect(await call(t.url, 'POST', `/campaigns/${id}/cancel`, user)).toMatchObject(refused);
    expect((await getCampaign(t, adminToken, id)).status).toBe('EM_ANDAMENTO');
    await setStatus(company.id, id, 'CANCELADA');
    expect(await call(t.url, 'POST', `/campaigns/${id}/restart`, user)).toMatchObject(refused);

    expect(await getCampaign(t, adminToken, id)).toMatchObject({
      name: 'Promoção de inverno',
      status: 'CANCELADA',
      mediaName: null,
    });
    const all = await call<CampaignListAnswer>(t.url, 'GET', '/campaigns', { token: adminToken });
    expect(all.body.count).toBe(1);
  });

  it('a supervisor creates, edits, cancels, restarts and deletes campaigns, the admin’s too', async () => {
    const { company, supervisorToken, recipients, campaign } = await staff();
    const supervisor = { token: supervisorToken };
    const own = await call<CampaignView>(t.url, 'POST', '/campaigns', { ...supervisor, body: draft({ name: 'Dele' }) });
    expect(own.status).toBe(201);
    // Past the role, the body is validated as for anyone.
    expect(await call(t.url, 'POST', '/campaigns', { ...supervisor, body: { name: 'A' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    const edited = await call<CampaignView>(t.url, 'PUT', `/campaigns/${campaign.id}`, {
      ...supervisor,
      body: draft({ ...recipients, name: 'Renomeada' }),
    });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Renomeada' } });
    expect((await attachFile(supervisorToken, campaign.id)).status).toBe(200);
    expect((await call(t.url, 'DELETE', `/campaigns/${campaign.id}/media-upload`, supervisor)).status).toBe(200);

    await setStatus(company.id, campaign.id, 'EM_ANDAMENTO');
    expect(await call(t.url, 'POST', `/campaigns/${campaign.id}/cancel`, supervisor)).toMatchObject({
      status: 200,
      body: { status: 'CANCELADA' },
    });
    expect((await call(t.url, 'POST', `/campaigns/${campaign.id}/restart`, supervisor)).status).toBe(200);
    await setStatus(company.id, campaign.id, 'CANCELADA');
    expect((await call(t.url, 'DELETE', `/campaigns/${campaign.id}`, supervisor)).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/campaigns/${own.body.id}`, supervisor)).status).toBe(204);
    expect((await call(t.url, 'GET', `/campaigns/${campaign.id}`, supervisor)).status).toBe(404);
  });

  it('an admin still manages them; the pacing settings stay the admins’', async () => {
    const { adminToken, supervisorToken, campaign } = await staff();
    const settings = { messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 30, variables: [] };
    expect((await call(t.url, 'POST', '/campaign-settings', { token: adminToken, body: { settings } })).status).toBe(
      200,
    );
    expect(
      await call(t.url, 'POST', '/campaign-settings', { token: supervisorToken, body: { settings } }),
    ).toMatchObject(refused);
    expect((await call(t.url, 'DELETE', `/campaigns/${campaign.id}`, { token: adminToken })).status).toBe(204);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignView } from '@guiche/shared';
import { createConnection, createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { enableCampaigns } from '../campaigns/testing/campaign-support.js';
import { insertContact, insertTicket } from '../contacts/testing/fixtures.js';
import { entriesOf } from './testing/audit-entries.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const entries = (action: () => Promise<unknown>) => entriesOf(t.database.db, action);

/** Downloads a file export whole (the entry is written before it streams; reading it all ends the request). */
async function download(token: string, path: string): Promise<number> {
  const response = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

describe('the audit trail records deletions', () => {
  it('a queue, a connection, a tag: one entry each with what it was', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id, { name: 'Suporte' });
    const connection = await createConnection(t.database.db, company.id, { name: 'Loja', status: 'DISCONNECTED' });
    const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
      token: adminToken,
      body: { name: 'VIP', color: '#123456' },
    });
    const cases = [
      { path: `/queue/${queue.id}`, action: 'queue.deleted', id: queue.id, name: 'Suporte' },
      { path: `/whatsapp/${connection.id}`, action: 'connection.deleted', id: connection.id, name: 'Loja' },
      { path: `/tags/${tag.body.id}`, action: 'tag.deleted', id: tag.body.id, name: 'VIP' },
    ];
    for (const { path, action, id, name } of cases) {
      const written = await entries(async () =>
        expect((await call(t.url, 'DELETE', path, { token: adminToken })).status).toBe(204),
      );
      expect(written, path).toHaveLength(1);
      expect(written[0], path).toMatchObject({
        companyId: company.id,
        actorId: admin.id,
        action,
        entityId: String(id),
        changes: { name: { old: name } },
      });
    }
  });

  it('a contact: its id and how many tickets went, never its name or number', async () => {
    const { company, adminToken } = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id, { name: 'Maria Sigilosa', number: '5511933332222' });
    await insertTicket(t.database.db, company.id, contact.id);
    const written = await entries(() => call(t.url, 'DELETE', `/contacts/${contact.id}`, { token: adminToken }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'contact.deleted',
      entityType: 'contact',
      entityId: String(contact.id),
      changes: { tickets: 1 },
    });
    expect(JSON.stringify(written)).not.toMatch(/Maria Sigilosa|5511933332222/);
  });

  it('a deletion refused (not found, or by a plain user) writes nothing', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id);
    const written = await entries(async () => {
      await call(t.url, 'DELETE', '/queue/999999', { token: adminToken });
      await call(t.url, 'DELETE', `/queue/${queue.id}`, { token: attendantToken });
      await call(t.url, 'DELETE', '/users/999999', { token: adminToken });
    });
    expect(written).toEqual([]);
  });

  it('a campaign: one entry with its name', async () => {
    const { company, adminToken } = await createTeam(t);
    await enableCampaigns(t, adminToken);
    const campaign = await call<CampaignView>(t.url, 'POST', '/campaigns', {
      token: adminToken,
      body: { name: 'Páscoa', message1: 'Oi {nome}' },
    });
    const written = await entries(() => call(t.url, 'DELETE', `/campaigns/${campaign.body.id}`, { token: adminToken }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: company.id,
      action: 'campaign.deleted',
      entityId: String(campaign.body.id),
      changes: { name: { old: 'Páscoa' } },
    });
  });
});

describe('the audit trail records exports', () => {
  it('the contacts (CSV), the report (Excel), a campaign’s deliveries, a ticket’s transcript: one entry each', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    await enableCampaigns(t, adminToken);
    const contact = await insertContact(t.database.db, company.id, { name: 'Zeca' });
    const ticket = await insertTicket(t.database.db, company.id, contact.id, { userId: admin.id });
    const campaign = await call<CampaignView>(t.url, 'POST', '/campaigns', {
      token: adminToken,
      body: { name: 'Natal', message1: 'Oi' },
    });
    const cases = [
      { path: '/contacts/export?format=csv&searchParam=Zeca', action: 'contacts.exported', entityType: 'contact' },
      { path: '/ticket/reports/export', action: 'report.exported', entityType: 'report' },
      {
        path: `/campaigns/${campaign.body.id}/deliveries/export?format=xlsx`,
        action: 'campaign.deliveriesExported',
        entityType: 'campaign',
      },
      { path: `/messages/${ticket.id}/transcript`, action: 'ticket.transcriptExported', entityType: 'ticket' },
    ];
    for (const { path, action, entityType } of cases) {
      const written = await entries(async () => expect(await download(adminToken, path)).toBe(200));
      expect(written, path).toHaveLength(1);
      expect(written[0], path).toMatchObject({ companyId: company.id, actorId: admin.id, action, entityType });
    }
    const contacts = await entries(() => download(adminToken, '/contacts/export?format=csv&searchParam=Zeca'));
    // The export says what it held and that a search narrowed it, not the text searched (a person's name).
    expect(contacts[0]?.changes).toMatchObject({ format: 'csv', rows: 1, searched: true });
    expect(JSON.stringify(contacts)).not.toContain('Zeca');
  });
});

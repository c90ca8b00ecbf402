import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CampaignListAnswer, CampaignSettingRecord, CampaignView, Connection } from '@guiche/shared';
import {
  campaignShippings,
  companies,
  contactTags,
  messages,
  plans,
  tickets,
  whatsapps,
} from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertContact } from '../contacts/testing/fixtures.js';
import { campaignQueueName } from './campaign-sender.js';
import {
  createList,
  enableCampaigns,
  getCampaign,
  noPauses,
  pairedSimulator,
  phoneOf,
  startCampaign,
} from './testing/campaign-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function team() {
  const cast = await createTeam(t);
  await enableCampaigns(t, cast.adminToken);
  return cast;
}

async function listWith(token: string, people: [string, string][]) {
  const list = await createList(t, token);
  for (const [name, number] of people)
    await call(t.url, 'POST', '/contact-list-items', { token, body: { name, number, contactListId: list.id } });
  return list;
}

/** Sending tests sign in, pair a simulated phone and wait for the queue: generous on a busy machine. */
const SENDING_TIMEOUT_MS = 120_000;

const draft = (extra: Record<string, unknown> = {}) => ({ name: 'Black Friday', message1: 'Oi {nome}', ...extra });

describe('campaigns API', () => {
  it('a draft is INATIVA; with a time it is PROGRAMADA and editable until an hour before; empty strings are null', async () => {
    const { adminToken } = await team();
    const whatsappId = await pairedSimulator(t, adminToken);
    const list = await listWith(adminToken, [['Ana', '5511940000001']]);
    const created = await call<CampaignView>(t.url, 'POST', '/campaigns', {
      token: adminToken,
      body: draft({ contactListId: '', tagListId: '', scheduledAt: '', message2: '' }),
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        status: 'INATIVA',
        contactListId: null,
        tagListId: null,
        scheduledAt: null,
        message2: null,
        stats: { valid: 0 },
      },
    });
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = await call<CampaignView>(t.url, 'PUT', `/campaigns/${created.body.id}`, {
      token: adminToken,
      body: draft({ contactListId: list.id, whatsappId: `${whatsappId}`, scheduledAt: later }),
    });
    expect(scheduled.body).toMatchObject({
      status: 'PROGRAMADA',
      contactList: { id: list.id },
      whatsapp: { id: whatsappId },
      stats: { valid: 1, delivered: 0 },
    });
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    await call(t.url, 'PUT', `/campaigns/${created.body.id}`, {
      token: adminToken,
      body: draft({ contactListId: list.id, whatsappId: `${whatsappId}`, scheduledAt: soon }),
    });
    const locked = await call(t.url, 'PUT', `/campaigns/${created.body.id}`, {
      token: adminToken,
      body: draft({ contactListId: list.id, whatsappId: `${whatsappId}`, scheduledAt: later }),
    });
    expect(locked).toMatchObject({ status: 409, body: { error: 'ERR_CAMPAIGN_NOT_EDITABLE' } });
    // The spec's wall-clock form ('YYYY-MM-DD HH:mm:ss', company time) is taken too.
    const wall = await call<CampaignView>(t.url, 'POST', '/campaigns', {
      token: adminToken,
      body: draft({ contactListId: list.id, whatsappId: `${whatsappId}`, scheduledAt: '2099-01-02 10:30:00' }),
    });
    expect(wall.body.scheduledAt).toBe('2099-01-02T13:30:00.000Z');
    const page = await call<CampaignListAnswer>(t.url, 'GET', '/campaigns?searchParam=black', { token: adminToken });
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    expect((await call(t.url, 'DELETE', `/campaigns/${wall.body.id}`, { token: adminToken })).status).toBe(204);
  });

  it('reads a wall-clock scheduledAt in the company zone, across a daylight-saving change (New York, 2027)', async () => {
    const { adminToken, company } = await team();
    await t.database.db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, company.id));
    const whatsappId = await pairedSimulator(t, adminToken);
    const list = await listWith(adminToken, [['Ana', '5511940000009']]);
    const at = async (scheduledAt: string) =>
      (
        await call<CampaignView>(t.url, 'POST', '/campaigns', {
          token: adminToken,
          body: draft({ contactListId: list.id, whatsappId: `${whatsappId}`, scheduledAt }),
        })
      ).body.scheduledAt;
    // 14 March 2027 jumps from 02:00 EST to 03:00 EDT: 02:30 never shows, and is taken as 03:30 EDT.
    expect(await at('2027-03-14T02:30')).toBe('2027-03-14T07:30:00.000Z');
    // 7 November 2027 shows 01:30 twice: the first, still EDT.
    expect(await at('2027-11-07 01:30:00')).toBe('2027-11-07T05:30:00.000Z');
    expect(await at('2027-11-07 12:00:00')).toBe('2027-11-07T17:00:00.000Z');
  });
  it('refuses bad input with 400: no message, a foreign connection, a time without recipients', async () => {
    const { adminToken } = await team();
    const other = await team();
    const theirs = await pairedSimulator(t, other.adminToken);
    expect(
      (await call(t.url, 'POST', '/campaigns', { token: adminToken, body: { name: 'X1', message1: '' } })).status,
    ).toBe(400);
    expect(
      (await call(t.url, 'POST', '/campaigns', { token: adminToken, body: draft({ confirmation: true }) })).status,
    ).toBe(400);
    expect(
      (await call(t.url, 'POST', '/campaigns', { token: adminToken, body: draft({ whatsappId: `${theirs}` }) })).status,
    ).toBe(400);
    const ours = await pairedSimulator(t, adminToken);
    expect(
      (
        await call(t.url, 'POST', '/campaigns', {
          token: adminToken,
          body: draft({ whatsappId: `${ours}`, scheduledAt: new Date().toISOString() }),
        })
      ).status,
    ).toBe(400);
    expect((await call(t.url, 'POST', '/campaigns/999999/cancel', { token: adminToken })).status).toBe(404);
  });

  it('settings: the spec’s defaults, saved by admins only, a shortcut kept once', async () => {
    const { adminToken, attendantToken } = await team();
    const read = async () =>
      Object.fromEntries(
        (await call<CampaignSettingRecord[]>(t.url, 'GET', '/campaign-settings', { token: attendantToken })).body.map(
          (row) => [row.key, JSON.parse(row.value) as unknown],
        ),
      );
    expect(await read()).toEqual({ messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60, variables: [] });
    const settings = {
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [
        { key: 'cupom', value: 'A' },
        { key: 'cupom', value: 'B' },
      ],
    };
    expect(
      (await call(t.url, 'POST', '/campaign-settings', { token: attendantToken, body: { settings } })).status,
    ).toBe(403);
    expect(
      (
        await call(t.url, 'POST', '/campaign-settings', {
          token: adminToken,
          body: { settings: { ...settings, messageInterval: 7 } },
        })
      ).status,
    ).toBe(400);
    expect((await call(t.url, 'POST', '/campaign-settings', { token: adminToken, body: { settings } })).status).toBe(
      200,
    );
    expect(await read()).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [{ key: 'cupom', value: 'B' }],
    });
  });

  it('need useCampaigns and campaignsEnabled; another company’s campaigns stay out of reach', async () => {
    const { company, adminToken } = await createTeam(t);
    expect((await call(t.url, 'GET', '/campaigns', { token: adminToken })).status).toBe(403);
    await enableCampaigns(t, adminToken);
    const [row] = await t.database.db
      .select({ planId: companies.planId })
      .from(companies)
      .where(eq(companies.id, company.id));
    await t.database.db
      .update(plans)
      .set({ useCampaigns: false })
      .where(eq(plans.id, row?.planId ?? 0));
    expect(await call(t.url, 'POST', '/campaigns', { token: adminToken, body: draft() })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    await t.database.db
      .update(plans)
      .set({ useCampaigns: true })
      .where(eq(plans.id, row?.planId ?? 0));
    const other = await team();
    const theirs = await call<CampaignView>(t.url, 'POST', '/campaigns', { token: other.adminToken, body: draft() });
    for (const [method, path] of [
      ['GET', `/campaigns/${theirs.body.id}`],
      ['PUT', `/campaigns/${theirs.body.id}`],
      ['DELETE', `/campaigns/${theirs.body.id}`],
      ['POST', `/campaigns/${theirs.body.id}/cancel`],
      ['POST', `/campaigns/${theirs.body.id}/restart`],
    ] as const) {
      expect(
        (await call(t.url, method, path, { token: adminToken, body: method === 'PUT' ? draft() : undefined })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect((await call<CampaignListAnswer>(t.url, 'GET', '/campaigns', { token: adminToken })).body.records).toEqual(
      [],
    );
  });
});

describe('campaign sending', () => {
  it(
    'sends each recipient one variant with its variables, opens no ticket, and finishes',
    async () => {
      const { company, adminToken } = await team();
      await noPauses(t, adminToken);
      await call(t.url, 'POST', '/campaign-settings', {
        token: adminToken,
        body: {
          settings: {
            messageInterval: 0,
            longerIntervalAfter: 0,
            greaterInterval: 0,
            variables: [{ key: 'cupom', value: 'VIP10' }],
          },
        },
      });
      const whatsappId = await pairedSimulator(t, adminToken);
      const people: [string, string][] = [
        ['Ana', '5511950000001'],
        ['Bia', '5511950000002'],
        ['Caio', '5511950000003'],
      ];
      const list = await listWith(adminToken, people);
      const campaign = await startCampaign(t, adminToken, {
        contactListId: list.id,
        whatsappIds: [whatsappId],
        messages: ['Oi {nome}, use {cupom}', 'Olá {nome}! Cupom {cupom}'],
      });
      const done = await waitFor(
        () => getCampaign(t, adminToken, campaign.id),
        (c) => c.status === 'FINALIZADA',
        30_000,
      );
      expect(done).toMatchObject({
        completedAt: expect.any(String),
        stats: { valid: 3, delivered: 3, pending: 0, failed: 0 },
      });
      for (const [name, number] of people) {
        const sent = (await phoneOf(t, adminToken, whatsappId, number)).filter((line) => line.direction === 'out');
        expect(sent.map((line) => line.body)).toHaveLength(1);
        expect([`Oi ${name}, use VIP10`, `Olá ${name}! Cupom VIP10`]).toContain(sent[0]?.body);
      }
      expect(await t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id))).toEqual([]);
      const valid = await call<{ contacts: { isWhatsappValid: boolean | null }[] }>(
        t.url,
        'GET',
        `/contact-list-items?contactListId=${list.id}`,
        { token: adminToken },
      );
      expect(valid.body.contacts.map((item) => item.isWhatsappValid)).toEqual([true, true, true]);
    },
    SENDING_TIMEOUT_MS,
  );

  it(
    'with confirmation: the question first, the reply confirms and the message follows; the reply opens a normal ticket',
    async () => {
      const { company, adminToken } = await team();
      await noPauses(t, adminToken);
      const whatsappId = await pairedSimulator(t, adminToken);
      // The connection's bot would greet a new conversation: the campaign's reply is not one (issue 35, item 5).
      await t.database.db
        .update(whatsapps)
        .set({ greetingMessage: 'Olá! Bem-vindo à loja.' })
        .where(eq(whatsapps.id, whatsappId));
      const number = '5511960000001';
      const list = await listWith(adminToken, [['Duda', number]]);
      const campaign = await startCampaign(t, adminToken, {
        contactListId: list.id,
        whatsappIds: [whatsappId],
        messages: ['Seu cupom: X'],
        confirmations: ['{nome}, quer receber o cupom? Responda SIM'],
      });
      await waitFor(
        () => phoneOf(t, adminToken, whatsappId, number),
        (lines) => lines.some((line) => line.body === 'Duda, quer receber o cupom? Responda SIM'),
        30_000,
      );
      const asked = await waitFor(
        () => getCampaign(t, adminToken, campaign.id),
        (c) => c.stats.confirmationRequested === 1,
      );
      expect(asked.stats).toMatchObject({ confirmed: 0, delivered: 0 });
      await call(t.url, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, {
        token: adminToken,
        body: { contactName: 'Duda', body: 'SIM' },
      });
      const lines = await waitFor(
        () => phoneOf(t, adminToken, whatsappId, number),
        (chat) => chat.some((line) => line.body === 'Seu cupom: X'),
        30_000,
      );
      expect(lines.filter((line) => line.direction === 'out').map((line) => line.body)).toEqual([
        'Duda, quer receber o cupom? Responda SIM',
        'Seu cupom: X',
      ]);
      const confirmed = await waitFor(
        () => getCampaign(t, adminToken, campaign.id),
        (c) => c.stats.delivered === 1,
      );
      expect(confirmed.stats).toMatchObject({ confirmationRequested: 1, confirmed: 1 });
      const opened = await t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id));
      expect(opened).toHaveLength(1);
      // The bot said nothing on it (its greeting would have been stored before the reply's delivery was answered).
      expect(
        await t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.companyId, company.id), eq(messages.isBot, true))),
      ).toEqual([]);
    },
    SENDING_TIMEOUT_MS,
  );

  it(
    'sends to the contacts of a tag list',
    async () => {
      const { company, adminToken, attendantToken } = await team();
      await noPauses(t, adminToken);
      const whatsappId = await pairedSimulator(t, adminToken);
      const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
        token: attendantToken,
        body: { name: 'Campanha tag', color: '#22aa55' },
      });
      const contact = await insertContact(t.database.db, company.id, { name: 'Eli', number: '5511970000001' });
      await insertContact(t.database.db, company.id, { name: 'Fora', number: '5511970000002' });
      await t.database.db
        .insert(contactTags)
        .values({ contactId: contact.id, tagId: tag.body.id, companyId: company.id });
      const campaign = await startCampaign(t, adminToken, {
        tagListId: tag.body.id,
        whatsappIds: [whatsappId],
        messages: ['Oi {nome}'],
      });
      await waitFor(
        () => getCampaign(t, adminToken, campaign.id),
        (c) => c.status === 'FINALIZADA',
        30_000,
      );
      expect((await phoneOf(t, adminToken, whatsappId, '5511970000001')).map((line) => line.body)).toEqual(['Oi Eli']);
      expect(await phoneOf(t, adminToken, whatsappId, '5511970000002')).toEqual([]);
    },
    SENDING_TIMEOUT_MS,
  );

  it(
    'waits while its connection is down, without turning its sends over, and reaches everyone once it is back',
    async () => {
      const { adminToken } = await team();
      await noPauses(t, adminToken);
      // A session whose QR was never scanned: it runs here and refuses sends as not connected.
      const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
        token: adminToken,
        body: { name: 'Sim fora do ar', channel: 'simulator' },
      });
      const whatsappId = created.body.id;
      await waitFor(
        () => call<Connection>(t.url, 'GET', `/whatsapp/${whatsappId}`, { token: adminToken }),
        (r) => r.body.status === 'qrcode',
      );
      const people = Array.from({ length: 6 }, (_, index): [string, string] => [
        `Pessoa ${index}`,
        `55119850000${String(index).padStart(2, '0')}`,
      ]);
      const list = await listWith(adminToken, people);
      const campaign = await startCampaign(t, adminToken, {
        contactListId: list.id,
        whatsappIds: [whatsappId],
        messages: ['Oi {nome}'],
      });
      const jobsOfQueue = async () =>
        Number(
          (
            (
              await t.database.executeSql(`SELECT count(*) AS n FROM pgboss.job WHERE name = $1`, [
                campaignQueueName(whatsappId),
              ])
            ).rows[0] as { n: string }
          ).n,
        );
      // The first send is refused and put back; the worker then waits instead of trying (and putting back) the others.
      await waitFor(jobsOfQueue, (count) => count === people.length + 1, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await jobsOfQueue()).toBe(people.length + 1);
      expect((await getCampaign(t, adminToken, campaign.id)).stats).toMatchObject({
        delivered: 0,
        failed: 0,
        pending: people.length,
      });

      await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token: adminToken });
      const done = await waitFor(
        () => getCampaign(t, adminToken, campaign.id),
        (c) => c.status === 'FINALIZADA',
        60_000,
      );
      expect(done.stats).toMatchObject({ delivered: people.length, failed: 0, pending: 0 });
      for (const [name, number] of people) {
        expect((await phoneOf(t, adminToken, whatsappId, number)).map((line) => line.body)).toEqual([`Oi ${name}`]);
      }
    },
    SENDING_TIMEOUT_MS,
  );

  it(
    'is cancelled and restarted: the waiting recipients are planned anew from the restart, round-robin over the connections',
    async () => {
      const { adminToken } = await team();
      await call(t.url, 'POST', '/campaign-settings', {
        token: adminToken,
        body: { settings: { messageInterval: 20, longerIntervalAfter: 5, greaterInterval: 60, variables: [] } },
      });
      const [first, second] = [await pairedSimulator(t, adminToken), await pairedSimulator(t, adminToken)];
      const people = Array.from({ length: 12 }, (_, index): [string, string] => [
        `Pessoa ${index}`,
        `55119800000${String(index).padStart(2, '0')}`,
      ]);
      const list = await listWith(adminToken, people);
      const campaign = await startCampaign(t, adminToken, {
        contactListId: list.id,
        whatsappIds: [first, second],
        messages: ['Oi {nome}'],
      });
      const planned = async () =>
        t.database.db
          .select()
          .from(campaignShippings)
          .where(eq(campaignShippings.campaignId, campaign.id))
          .orderBy(campaignShippings.id);
      const rows = await waitFor(planned, (found) => found.length === 12, 30_000);
      expect(rows.map((row) => row.whatsappId)).toEqual(people.map((_, index) => (index % 2 === 0 ? first : second)));
      expect(await call(t.url, 'POST', `/campaigns/${campaign.id}/restart`, { token: adminToken })).toMatchObject({
        status: 409,
        body: { error: 'ERR_CAMPAIGN_STATUS' },
      });
      expect(
        (await call<CampaignView>(t.url, 'POST', `/campaigns/${campaign.id}/cancel`, { token: adminToken })).body
          .status,
      ).toBe('CANCELADA');
      const restartedAt = Date.now();
      expect(
        (await call<CampaignView>(t.url, 'POST', `/campaigns/${campaign.id}/restart`, { token: adminToken })).body
          .status,
      ).toBe('EM_ANDAMENTO');
      const replanned = await planned();
      const waiting = replanned.filter((row) => row.status === 'pending');
      expect(waiting.length).toBeGreaterThan(0);
      for (const row of waiting) {
        expect(row.planVersion).toBe((rows[0]?.planVersion ?? 0) + 1);
        expect(row.dueAt?.getTime()).toBeGreaterThanOrEqual(restartedAt - 1000);
      }
      await call(t.url, 'POST', `/campaigns/${campaign.id}/cancel`, { token: adminToken });
      // A running campaign is cancelled before it is deleted.
      expect((await call(t.url, 'DELETE', `/campaigns/${campaign.id}`, { token: adminToken })).status).toBe(204);
    },
    SENDING_TIMEOUT_MS,
  );
});

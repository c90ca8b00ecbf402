import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_CONTACT_NAME, type ReportAnswer } from '@guiche/shared';
import { campaigns, contacts, messages, simulatorMessages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createList, enableCampaigns, uploadSheet, XLSX_TYPE, xlsxOf } from '../campaigns/testing/campaign-support.js';
import { insertContact } from '../contacts/testing/fixtures.js';
import { contactWithHistory, erase, erasureDone, SECRETS } from './testing/erasure-world.js';
import { GROUP_SECRETS, groupWithPerson, OTHER_PARTICIPANT } from './testing/group-world.js';
import { filesContaining, findTexts } from './testing/traces.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The company's figures as the reports and the dashboard show them, without the contact's own fields. */
async function figures(token: string) {
  const report = await call<ReportAnswer>(t.url, 'GET', '/ticket/reports?page=1&pageSize=50', { token });
  const dashboard = await call(t.url, 'GET', '/dashboard?days=7', { token });
  const nps = await call(t.url, 'GET', '/dashboard/nps-info?days=7', { token });
  return {
    total: report.body.totalTickets,
    tickets: report.body.tickets.map(({ contactName: _name, lastMessage: _last, ...kept }) => kept),
    dashboard: dashboard.body,
    nps: nps.body,
  };
}

describe('erasing a contact’s data', () => {
  it('leaves no trace of it in any column of any table nor in the uploads, and the figures as they were', async () => {
    const team = await createTeam(t);
    const history = await contactWithHistory(t, team, '5521998877665');
    // The person's LID, and a group of another contact they wrote in: by number, by its other form with a device, by LID.
    const lid = '207744551122334';
    await t.database.db
      .update(contacts)
      .set({ lid: `${lid}@lid` })
      .where(eq(contacts.id, history.contactId));
    const groupMarker = Buffer.from(`GROUP-FILE-${randomUUID()}`);
    const jids = {
      text: `${history.number}@s.whatsapp.net`,
      picture: '552198877665:7@s.whatsapp.net',
      byLid: `${lid}@lid`,
    };
    const group = await groupWithPerson(t, team.company.id, { jids, whatsappId: history.whatsappId }, groupMarker);
    const storedFiles = (
      await t.database.db
        .select({ key: messages.mediaUrl })
        .from(messages)
        .where(eq(messages.ticketId, history.ticketId))
    ).flatMap((row) => (row.key ? [row.key] : []));
    const uploads = join(t.dataDir, 'uploads');
    const needles = [
      ...Object.values(SECRETS),
      ...Object.values(GROUP_SECRETS),
      history.number,
      '21998877665',
      '552198877665',
      lid,
    ];
    // The world holds every secret before: the search would find them.
    expect((await findTexts(t.database, needles)).length).toBeGreaterThan(needles.length);
    expect(filesContaining(uploads, history.fileMarker).length).toBeGreaterThanOrEqual(2);
    expect(filesContaining(uploads, groupMarker)).toHaveLength(1);
    const before = await figures(team.adminToken);

    const answer = await erase(t, team.adminToken, history.contactId, `  ${SECRETS.name.toUpperCase()} `);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ contactId: history.contactId, requestedByName: team.admin.name });
    const done = await erasureDone(t, team.adminToken, history.contactId);

    expect(await findTexts(t.database, needles)).toEqual([]);
    expect(filesContaining(uploads, history.fileMarker)).toEqual([]);
    expect(filesContaining(uploads, groupMarker)).toEqual([]);
    for (const key of [...storedFiles, group.person.pictureKey]) expect(existsSync(join(uploads, key))).toBe(false);
    expect(await figures(team.adminToken)).toEqual(before);
    expect(done.counts).toEqual({
      messagesReplaced: 3,
      groupMessagesReplaced: 3,
      mediaRemoved: 2,
      ticketsKept: 1,
      notesDeleted: 1,
      extraInfoDeleted: 1,
      schedulesCleared: 1,
      campaignSendsCleared: 1,
      contactListEntriesRemoved: 1,
      simulatorMessagesDeleted: 3,
    });
    expect(done.finishedAt).not.toBeNull();
    expect(Date.parse(done.blockedUntil ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, history.contactId));
    expect(contact).toMatchObject({ name: ERASED_CONTACT_NAME, number: `apagado-${done.id}`, email: null, lid: null });
    // The tickets stay, their messages with them: emptied, shown as deleted.
    const kept = await t.database.db.select().from(messages).where(eq(messages.ticketId, history.ticketId));
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.every((row) => row.isDeleted && row.body === '' && row.mediaUrl === null)).toBe(true);
    // In the group, the person's messages are emptied as well (and its preview of them); the others' stay whole.
    const inGroup = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.ticketId, group.ticketId))
      .orderBy(asc(messages.id));
    expect(inGroup.filter((row) => row.isDeleted).map((row) => row.id)).toEqual(group.person.ids);
    expect(inGroup.filter((row) => !row.isDeleted)).toEqual([group.kept.other, group.kept.company]);
    expect(existsSync(join(uploads, group.kept.otherKey))).toBe(true);
    const [groupTicket] = await t.database.db.select().from(tickets).where(eq(tickets.id, group.ticketId));
    expect(groupTicket?.lastMessage).toBe('');
  });

  it('erases only what the person wrote in their own company’s groups, matched by number in either form', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const { db } = t.database;
    const name = 'Pessoa do Grupo';
    const person = await insertContact(db, team.company.id, { name, number: '5521997766001' });
    const jids = { text: '5521997766001:3@s.whatsapp.net', picture: '552197766001@s.whatsapp.net' };
    const marker = Buffer.from(`GROUP-FILE-${randomUUID()}`);
    const ours = await groupWithPerson(t, team.company.id, { jids }, marker);
    const theirs = await groupWithPerson(t, other.company.id, { jids }, marker);
    const untouched = await db
      .select()
      .from(messages)
      .where(eq(messages.ticketId, theirs.ticketId))
      .orderBy(asc(messages.id));

    expect((await erase(t, team.adminToken, person.id, name)).status).toBe(202);
    const done = await erasureDone(t, team.adminToken, person.id);

    expect(done.counts).toMatchObject({ messagesReplaced: 0, groupMessagesReplaced: 2, mediaRemoved: 1 });
    const ourRows = await db
      .select()
      .from(messages)
      .where(inArray(messages.ticketId, [ours.ticketId]))
      .orderBy(asc(messages.id));
    expect(ourRows.filter((row) => row.isDeleted).map((row) => row.id)).toEqual(ours.person.ids);
    for (const row of ourRows.filter((one) => one.isDeleted))
      expect(row).toMatchObject({ body: '', participant: null, mediaUrl: null, mediaName: null });
    expect(ourRows.find((row) => row.id === ours.kept.other.id)).toMatchObject({
      body: OTHER_PARTICIPANT.body,
      participant: OTHER_PARTICIPANT.jid,
      mediaUrl: ours.kept.otherKey,
    });
    // Another company's group with the same number is not this erasure's business.
    expect(
      await db.select().from(messages).where(eq(messages.ticketId, theirs.ticketId)).orderBy(asc(messages.id)),
    ).toEqual(untouched);
    const uploads = join(t.dataDir, 'uploads');
    expect(existsSync(join(uploads, ours.person.pictureKey))).toBe(false);
    expect(existsSync(join(uploads, theirs.person.pictureKey))).toBe(true);
    const previews = await db
      .select({ id: tickets.id, lastMessage: tickets.lastMessage })
      .from(tickets)
      .where(inArray(tickets.id, [ours.ticketId, theirs.ticketId]));
    expect(new Map(previews.map((row) => [row.id, row.lastMessage]))).toEqual(
      new Map([
        [ours.ticketId, ''],
        [theirs.ticketId, GROUP_SECRETS.caption],
      ]),
    );
  });

  it('is asked by an admin typing the name: a wrong name, a plain user and another company are refused', async () => {
    const team = await createTeam(t);
    const other = await createTeam(t);
    const history = await contactWithHistory(t, team, '5521998877001');
    const wrong = await erase(t, team.adminToken, history.contactId, 'Zuleica');
    expect(wrong).toMatchObject({ status: 400, body: { error: 'ERR_ERASURE_CONFIRMATION' } });
    expect(await erase(t, team.attendantToken, history.contactId, SECRETS.name)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await erase(t, other.adminToken, history.contactId, SECRETS.name)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(
      (await call(t.url, 'GET', `/contacts/${history.contactId}/erasure`, { token: other.adminToken })).status,
    ).toBe(404);
    expect(
      (await call(t.url, 'GET', `/contacts/${history.contactId}/erasure`, { token: team.adminToken })).status,
    ).toBe(404);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, history.contactId));
    expect(contact?.name).toBe(SECRETS.name);
  });

  it('is idempotent: requests while one is open answer it, and one done is answered as it is', async () => {
    const team = await createTeam(t);
    const history = await contactWithHistory(t, team, '5521998877002');
    const [first, second] = await Promise.all([
      erase(t, team.adminToken, history.contactId, SECRETS.name),
      erase(t, team.adminToken, history.contactId, SECRETS.name),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    expect(first.body.id).toBe(second.body.id);
    const done = await erasureDone(t, team.adminToken, history.contactId);
    const again = await erase(t, team.adminToken, history.contactId, ERASED_CONTACT_NAME);
    expect(again).toMatchObject({ status: 200, body: { id: done.id, status: 'done', counts: done.counts } });
  });

  it('is refused while a running campaign includes the contact, and allowed once it ended', async () => {
    const team = await createTeam(t);
    const history = await contactWithHistory(t, team, '5521998877003');
    await t.database.db
      .update(campaigns)
      .set({ status: 'EM_ANDAMENTO' })
      .where(eq(campaigns.companyId, team.company.id));
    expect(await erase(t, team.adminToken, history.contactId, SECRETS.name)).toMatchObject({
      status: 409,
      body: { error: 'ERR_CONTACT_IN_RUNNING_CAMPAIGN' },
    });
    await t.database.db.update(campaigns).set({ status: 'FINALIZADA' }).where(eq(campaigns.companyId, team.company.id));
    expect((await erase(t, team.adminToken, history.contactId, SECRETS.name)).status).toBe(202);
    await erasureDone(t, team.adminToken, history.contactId);
  });

  it('blocks the number from becoming a contact again, until the person writes again', async () => {
    const team = await createTeam(t);
    const token = team.adminToken;
    const number = '5521998877004';
    const history = await contactWithHistory(t, team, number);
    expect((await erase(t, token, history.contactId, SECRETS.name)).status).toBe(202);
    await erasureDone(t, token, history.contactId);

    // By hand, in the number's other form (without Brazil's ninth digit), by a picker, and into a list.
    for (const typed of [number, '552198877004', '+55 (21) 99887-7004'])
      expect(await call(t.url, 'POST', '/contacts', { token, body: { name: 'De novo', number: typed } })).toMatchObject(
        {
          status: 409,
          body: { error: 'ERR_CONTACT_ERASED' },
        },
      );
    expect((await call(t.url, 'GET', `/contacts/profile/${number}`, { token })).body).toMatchObject({
      error: 'ERR_CONTACT_ERASED',
    });

    await enableCampaigns(t, token);
    const list = await createList(t, token);
    expect(
      await call(t.url, 'POST', '/contact-list-items', {
        token,
        body: { name: 'De novo', number, contactListId: list.id },
      }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_CONTACT_ERASED' } });
    const sheet = await xlsxOf([
      ['nome', 'numero'],
      ['Outra pessoa', '5521988776655'],
      ['De novo', '(21) 99887-7004'],
    ]);
    const upload = await uploadSheet(t, token, list.id, { content: sheet, name: 'lista.xlsx', type: XLSX_TYPE });
    expect(upload.body).toMatchObject({ added: 1, errors: [{ row: 3, reason: 'erasedNumber' }] });

    // The person writes again: the inbound path creates the contact as usual, and the block ends.
    expect(
      (
        await call(t.url, 'POST', `/simulator/${history.whatsappId}/chats/${number}/messages`, {
          token,
          body: { contactName: 'Zu', body: 'Oi de novo' },
        })
      ).status,
    ).toBe(201);
    const lifted = await waitForBlock(token, history.contactId, (until) => until === null);
    expect(lifted).toBeNull();
    const [again] = await t.database.db.select().from(contacts).where(eq(contacts.number, number));
    expect(again?.id).not.toBe(history.contactId);
    expect((await call(t.url, 'DELETE', `/contacts/${again!.id}`, { token })).status).toBe(204);
    expect((await call(t.url, 'POST', '/contacts', { token, body: { name: 'De novo', number } })).status).toBe(201);
    // The simulated phone's chat is the new conversation only.
    const phone = await t.database.db
      .select({ body: simulatorMessages.body })
      .from(simulatorMessages)
      .where(eq(simulatorMessages.contactNumber, number));
    expect(phone.map((row) => row.body)).toEqual(['Oi de novo']);
  });
});

async function waitForBlock(token: string, contactId: number, ok: (until: string | null) => boolean) {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await call<{ blockedUntil: string | null }>(t.url, 'GET', `/contacts/${contactId}/erasure`, {
      token,
    });
    if (ok(answer.body.blockedUntil)) return answer.body.blockedUntil;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the block never changed');
}

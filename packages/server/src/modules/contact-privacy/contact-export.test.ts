import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ContactConsentListAnswer, ContactExportSummary } from '@guiche/shared';
import { auditLogs } from '../../db/schema/index.js';
import { createTeam } from '../../test/team.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { anaHistory, readZip } from './testing/contact-history.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** GET path as the browser downloads it: status, headers and the whole body. */
async function download(path: string, token: string) {
  const response = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A ticket's file: its header and its messages. */
interface TicketFile {
  ticket: Record<string, unknown> & { log: { type: string }[] };
  messages: Record<string, unknown>[];
}

const jsonOf = <T = TicketFile>(entries: Map<string, Buffer>, name: string): T => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} is not in the archive: ${[...entries.keys()].join(', ')}`);
  return JSON.parse(entry.toString('utf8')) as T;
};

describe('GET /contacts/:id/export', { timeout: 60_000 }, () => {
  it('holds every item of the contact, her files, and nothing of another contact', async () => {
    const team = await createTeam(t);
    const { ana, tickets, media } = await anaHistory(t, team);

    const summary = await call<ContactExportSummary>(t.url, 'GET', `/contacts/${ana.id}/export/summary`, {
      token: team.adminToken,
    });
    expect(summary.status).toBe(200);
    const files = ['ANA-PROFILE-BYTES', 'ANA-PICTURE-BYTES', 'ANA-AUDIO-BYTES-LONGER', 'ANA-GROUP-BYTES'];
    const fileBytes = files.join('').length;
    // Two tickets of her own and the group she wrote in; her 7 messages there and her 1 in the group; her picture
    // and 3 files of those messages.
    expect(summary.body).toMatchObject({ tickets: 3, messages: 8, mediaFiles: 4, mediaBytes: fileBytes });
    expect(summary.body.estimatedBytes).toBeGreaterThan(fileBytes);

    const zip = await download(`/contacts/${ana.id}/export`, team.adminToken);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="contato-${ana.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const entries = await readZip(zip.body);
    // The export is in the audit trail: who, which contact, never its data.
    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, team.company.id), eq(auditLogs.action, 'contact.dataExported')));
    expect(audited).toEqual([expect.objectContaining({ actorId: team.admin.id, entityId: String(ana.id) })]);
    const names = [...entries.keys()].sort();

    const profile = jsonOf<Record<string, unknown> & { contact: object; consents: { decision: string }[] }>(
      entries,
      'contact.json',
    );
    expect(profile.contact).toMatchObject({
      id: ana.id,
      name: 'Ana Titular',
      number: '5511987654321',
      profilePicture: 'media/profile-picture.jpg',
    });
    expect(entries.get('media/profile-picture.jpg')?.toString()).toBe('ANA-PROFILE-BYTES');
    expect(profile.extraInfo).toEqual([expect.objectContaining({ name: 'CPF', value: '123.456.789-09' })]);
    expect(profile.tags).toEqual([expect.objectContaining({ name: 'VIP' })]);
    expect(profile.consents.map((consent) => consent.decision)).toEqual(['accepted', 'withdrawn']);
    expect(profile.contactListEntries).toEqual([expect.objectContaining({ name: 'Ana da lista', list: 'Clientes' })]);
    expect(jsonOf<unknown>(entries, 'schedules.json')).toEqual([
      expect.objectContaining({ body: 'Lembrete de pagamento' }),
    ]);
    expect(jsonOf<unknown>(entries, 'campaign-sends.json')).toEqual([
      expect.objectContaining({ campaign: 'Promoção', message: 'Oi {nome}, temos ofertas', status: 'sent' }),
    ]);

    const first = jsonOf(entries, `tickets/ticket-${tickets.first.id}.json`);
    expect(first.ticket.log.map((entry) => entry.type)).toEqual(['create', 'open', 'closed']);
    expect(first.ticket).toMatchObject({
      status: 'closed',
      tags: [expect.objectContaining({ name: 'VIP' })],
      notes: [expect.objectContaining({ note: 'Cliente desde 2019' })],
      rating: expect.objectContaining({ rate: 5 }),
      attendance: [expect.objectContaining({ rate: 5 })],
    });
    expect(first.messages.map((message) => message.sender)).toEqual(['contact', 'attendant', 'contact']);
    const pictureFile = first.messages[2]?.mediaFile;
    expect(pictureFile).toBe(`media/ticket-${tickets.first.id}/${media.picture.row.id}-conta_de_luz.jpg`);
    expect(entries.get(String(pictureFile))?.toString()).toBe('ANA-PICTURE-BYTES');

    const second = jsonOf(entries, `tickets/ticket-${tickets.second.id}.json`);
    expect(second.messages.map((message) => message.sender)).toEqual(['contact', 'bot', 'contact', 'contact']);
    const audioFile = second.messages[0]?.mediaFile;
    expect(entries.get(String(audioFile))?.toString()).toBe('ANA-AUDIO-BYTES-LONGER');
    // The planted key of another company names no file; the removed one is listed as missing.
    expect(second.messages.find((message) => message.id === media.foreign.id)?.mediaFile).toBeNull();
    expect(jsonOf<unknown>(entries, 'media/missing.json')).toEqual([
      { messageId: media.removed.id, file: `media/ticket-${tickets.second.id}/${media.removed.id}.mp4` },
    ]);

    // In the group, only what she wrote.
    const group = jsonOf(entries, `tickets/group-ticket-${tickets.groupTicket.id}.json`);
    expect(group.messages).toEqual([expect.objectContaining({ id: media.groupWritten.row.id, body: 'sou a Ana' })]);
    expect(entries.get(String(group.messages[0]?.mediaFile))?.toString()).toBe('ANA-GROUP-BYTES');

    expect(names.filter((name) => name.startsWith('media/') && name !== 'media/missing.json')).toHaveLength(4);
    expect(names).toContain('README.txt');
    expect(names).not.toContain(`tickets/ticket-${tickets.brunoTicket.id}.json`);
    const everything = [...entries.values()].map((entry) => entry.toString('utf8')).join('\n');
    for (const trace of ['BRUNO', 'Bruno', 'Bom dia, grupo', '5511912340000'])
      expect(everything, `the archive holds ${trace}`).not.toContain(trace);
  });

  it('is refused to a non-admin before anything is read, and answers 404 for another company’s contact', async () => {
    const [team, other] = await Promise.all([createTeam(t), createTeam(t)]);
    const { ana } = await anaHistory(t, team);
    for (const path of [`/contacts/${ana.id}/export`, `/contacts/${ana.id}/export/summary`]) {
      const refused = await call(t.url, 'GET', path, { token: team.attendantToken });
      expect(refused).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
      const foreign = await call(t.url, 'GET', path, { token: other.adminToken });
      expect(foreign).toMatchObject({ status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } });
    }
    const invalid = await call(t.url, 'GET', '/contacts/abc/export', { token: team.attendantToken });
    expect(invalid).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
  });
});

describe('GET /contacts/:id/consents', { timeout: 60_000 }, () => {
  it('answers the history newest first to any user of the company, and 404 to another company', async () => {
    const [team, other] = await Promise.all([createTeam(t), createTeam(t)]);
    const { ana } = await anaHistory(t, team);
    const answer = await call<ContactConsentListAnswer>(t.url, 'GET', `/contacts/${ana.id}/consents`, {
      token: team.attendantToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 2, hasMore: false });
    expect(answer.body.consents.map((consent) => [consent.decision, consent.message, consent.link])).toEqual([
      ['withdrawn', 'Retirado', 'https://ex.com/lgpd'],
      ['accepted', 'Aceita?', 'https://ex.com/lgpd'],
    ]);
    const foreign = await call(t.url, 'GET', `/contacts/${ana.id}/consents`, { token: other.adminToken });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } });
  });
});

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  attendanceCycles,
  campaignShippings,
  campaigns,
  contactConsents,
  contactCustomFields,
  contactListItems,
  contactLists,
  contactTags,
  messages,
  schedules,
  tags,
  ticketLogs,
  ticketNotes,
  ticketTags,
  userRatings,
} from '../../../db/schema/index.js';
import { TenantStorage } from '../../../storage/tenant-storage.js';
import { createConnection, createQueue } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { insertContact, insertTicket } from '../../contacts/testing/fixtures.js';

/** Test support for the contact data export: a contact's whole history written straight to the database and storage. */

type MessageValues = Partial<typeof messages.$inferInsert> & { ticketId: number };

export function historyWriter(t: TestApp, companyId: number) {
  const { db } = t.database;
  const storage = new TenantStorage(join(t.dataDir, 'uploads'));
  const message = async (values: MessageValues) => {
    const [row] = await db
      .insert(messages)
      .values({ companyId, wid: `wid-${randomUUID()}`, body: '', ...values })
      .returning();
    if (!row) throw new Error('message insert failed');
    return row;
  };
  /** A stored file with `text` as its content, and a message carrying it. */
  const mediaMessage = async (values: MessageValues, file: { text: string; extension: string }) => {
    const key = await storage.save(companyId, 'messages', file.extension, Buffer.from(file.text));
    return { row: await message({ mediaUrl: key, mediaType: 'image', ...values }), key };
  };
  return { db, storage, message, mediaMessage };
}

/**
 * Ana's history in the team's company: her profile picture, two tickets of her own (messages both ways, a picture, an audio, a file
 * removed since, a key of another company planted in a row), a log, tags, a note, a rating, attendance, a schedule,
 * a campaign send and a list entry under her number's other form, consent decisions, extra info and a tag; and a
 * message she wrote in a group, beside another participant's. Bruno, in the same company, has his own media.
 */
export async function anaHistory(t: TestApp, team: { company: { id: number }; admin: { id: number } }) {
  const companyId = team.company.id;
  const w = historyWriter(t, companyId);
  const { db } = w;
  const [connection, queue] = await Promise.all([createConnection(db, companyId), createQueue(db, companyId)]);
  const ana = await insertContact(db, companyId, {
    name: 'Ana Titular',
    number: '5511987654321',
    lid: '201234567890123@lid',
    email: 'ana@exemplo.com',
    // The copy of her profile picture the company keeps (contact-profiles/profile-picture.ts).
    profilePicUrl: await w.storage.save(companyId, 'chats', 'jpg', Buffer.from('ANA-PROFILE-BYTES')),
  });
  const bruno = await insertContact(db, companyId, { name: 'Bruno Outro', number: '5511912340000' });
  const group = await insertContact(db, companyId, { name: 'Grupo Vendas', number: '1203630@g.us', isGroup: true });
  const base = { whatsappId: connection.id, queueId: queue.id };
  const first = await insertTicket(db, companyId, ana.id, { ...base, status: 'closed', userId: team.admin.id });
  const second = await insertTicket(db, companyId, ana.id, { ...base, status: 'open' });
  const groupTicket = await insertTicket(db, companyId, group.id, { ...base, status: 'group', isGroup: true });
  const brunoTicket = await insertTicket(db, companyId, bruno.id, base);

  await w.message({ ticketId: first.id, contactId: ana.id, body: 'Olá, quero segunda via' });
  await w.message({ ticketId: first.id, fromMe: true, userId: team.admin.id, body: 'Claro, Ana! Segue.' });
  const picture = await w.mediaMessage(
    { ticketId: first.id, contactId: ana.id, mediaName: 'conta de luz.jpg', body: 'minha conta' },
    { text: 'ANA-PICTURE-BYTES', extension: 'jpg' },
  );
  const audio = await w.mediaMessage(
    { ticketId: second.id, contactId: ana.id, mediaType: 'audio' },
    { text: 'ANA-AUDIO-BYTES-LONGER', extension: 'ogg' },
  );
  await w.message({ ticketId: second.id, fromMe: true, isBot: true, body: 'Um momento, por favor.' });
  // A file removed since (retention), and another company's key planted in a row: neither may reach the archive.
  const removed = await w.message({
    ticketId: second.id,
    contactId: ana.id,
    mediaType: 'video',
    mediaUrl: `company-${companyId}/messages/${randomUUID()}.mp4`,
  });
  const foreign = await w.message({
    ticketId: second.id,
    contactId: ana.id,
    mediaType: 'image',
    mediaUrl: `company-${companyId + 100000}/messages/${randomUUID()}.png`,
  });
  const groupWritten = await w.mediaMessage(
    { ticketId: groupTicket.id, contactId: group.id, participant: '5511987654321@s.whatsapp.net', body: 'sou a Ana' },
    { text: 'ANA-GROUP-BYTES', extension: 'png' },
  );
  await w.mediaMessage(
    { ticketId: groupTicket.id, contactId: group.id, participant: '5511912340000@s.whatsapp.net', body: 'BRUNO-SAID' },
    { text: 'BRUNO-GROUP-BYTES', extension: 'png' },
  );
  await w.message({ ticketId: groupTicket.id, fromMe: true, body: 'Bom dia, grupo' });
  await w.mediaMessage(
    { ticketId: brunoTicket.id, contactId: bruno.id, body: 'BRUNO-PRIVATE' },
    { text: 'BRUNO-OWN-BYTES', extension: 'jpg' },
  );

  const [tag] = await db.insert(tags).values({ companyId, name: 'VIP', color: '#123456' }).returning();
  if (!tag) throw new Error('tag insert failed');
  await db.insert(contactTags).values({ companyId, contactId: ana.id, tagId: tag.id });
  await db.insert(ticketTags).values({ companyId, ticketId: first.id, tagId: tag.id });
  await db.insert(contactCustomFields).values({ companyId, contactId: ana.id, name: 'CPF', value: '123.456.789-09' });
  await db.insert(ticketLogs).values([
    { companyId, ticketId: first.id, type: 'create' },
    { companyId, ticketId: first.id, type: 'open', userId: team.admin.id, queueId: queue.id },
    { companyId, ticketId: first.id, type: 'closed', userId: team.admin.id },
  ]);
  await db.insert(ticketNotes).values([
    { companyId, ticketId: first.id, contactId: ana.id, userId: team.admin.id, note: 'Cliente desde 2019' },
    { companyId, ticketId: brunoTicket.id, contactId: bruno.id, note: 'BRUNO-NOTE' },
  ]);
  await db.insert(userRatings).values({ companyId, ticketId: first.id, userId: team.admin.id, rate: 5 });
  await db.insert(attendanceCycles).values({
    companyId,
    ticketId: first.id,
    queuedAt: new Date('2025-01-01T12:00:00Z'),
    startedAt: new Date('2025-01-01T12:05:00Z'),
    finishedAt: new Date('2025-01-01T12:30:00Z'),
    rate: 5,
  });
  await db.insert(schedules).values([
    { companyId, contactId: ana.id, body: 'Lembrete de pagamento', sendAt: new Date('2030-01-01T12:00:00Z') },
    { companyId, contactId: bruno.id, body: 'BRUNO-SCHEDULE', sendAt: new Date('2030-01-01T12:00:00Z') },
  ]);
  const [list] = await db.insert(contactLists).values({ companyId, name: 'Clientes' }).returning();
  if (!list) throw new Error('list insert failed');
  // Her number's other form (without the ninth digit): still her.
  await db.insert(contactListItems).values([
    { companyId, contactListId: list.id, name: 'Ana da lista', number: '551187654321' },
    { companyId, contactListId: list.id, name: 'BRUNO-LIST', number: bruno.number ?? '' },
  ]);
  const [campaign] = await db
    .insert(campaigns)
    .values({ companyId, name: 'Promoção', message1: 'Oi {nome}, temos ofertas', contactListId: list.id })
    .returning();
  if (!campaign) throw new Error('campaign insert failed');
  await db.insert(campaignShippings).values([
    { companyId, campaignId: campaign.id, number: '551187654321', name: 'Ana da lista', variant: 1, status: 'sent' },
    { companyId, campaignId: campaign.id, number: bruno.number ?? '', name: 'BRUNO-SEND', variant: 1 },
  ]);
  await db.insert(contactConsents).values([
    { companyId, contactId: ana.id, decision: 'accepted', message: 'Aceita?', link: 'https://ex.com/lgpd' },
    { companyId, contactId: ana.id, decision: 'withdrawn', message: 'Retirado', link: 'https://ex.com/lgpd' },
    { companyId, contactId: bruno.id, decision: 'accepted', message: 'BRUNO-CONSENT', link: '' },
  ]);
  return {
    ana,
    bruno,
    group,
    tickets: { first, second, groupTicket, brunoTicket },
    media: { picture, audio, groupWritten, removed, foreign },
  };
}

/** Every entry of a zip, read whole (yauzl, as a client's unzip would). */
export async function readZip(content: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(content, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then((stream: Readable) => collect(stream))
        .then((data) => {
          entries.set(entry.fileName, data);
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
  return entries;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';

/** Test support for the messages API tests: conversations on the simulator and rows written directly. */

export interface PhoneMessage {
  direction: string;
  wid: string;
  kind: string;
  body: string;
  ack: number;
  mediaKey: string | null;
  mediaMime: string | null;
  quotedWid: string | null;
  targetWid: string | null;
  isDeleted: boolean;
}

/** A paired simulator connection where contact `number` wrote `Oi`; the ticket is opened for `userId`. */
export async function simulatorConversation(t: TestApp, token: string, userId: number, number = '5511912345678') {
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token,
    body: { name: `Sim ${randomUUID().slice(0, 6)}`, channel: 'simulator' },
  });
  const whatsappId = created.body.id;
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${whatsappId}`, { token }),
    (r) => r.body.status === 'qrcode',
  );
  await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token });
  await call(t.url, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, {
    token,
    body: { contactName: 'Ana', body: 'Oi' },
  });
  const [ticket] = await waitFor(
    () => t.database.db.select().from(tickets).where(eq(tickets.whatsappId, whatsappId)),
    (rows) => rows.length === 1,
  );
  if (!ticket) throw new Error('the simulator message opened no ticket');
  await t.database.db.update(tickets).set({ status: 'open', userId }).where(eq(tickets.id, ticket.id));
  const phone = () =>
    call<PhoneMessage[]>(t.url, 'GET', `/simulator/${whatsappId}/chats/${number}/messages`, { token }).then(
      (r) => r.body,
    );
  /** The phone's chat once `ok` holds for it. */
  const phoneOnce = (ok: (chat: PhoneMessage[]) => boolean) => waitFor(phone, ok);
  return { whatsappId, ticketId: ticket.id, contactId: ticket.contactId, phone, phoneOnce };
}

/** A contact and an open ticket written directly (for listing tests that need no channel). */
export async function insertTicket(
  db: Db,
  companyId: number,
  values: { whatsappId?: number | null; queueId?: number | null; userId?: number | null; unreadMessages?: number } = {},
) {
  const [contact] = await db
    .insert(contacts)
    .values({ companyId, name: 'Bruno', number: `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` })
    .returning();
  if (!contact) throw new Error('contact insert failed');
  const [ticket] = await db
    .insert(tickets)
    .values({ companyId, contactId: contact.id, status: 'open', whatsappId: null, ...values })
    .returning();
  if (!ticket) throw new Error('ticket insert failed');
  return { ticket, contact };
}

export async function insertMessage(
  db: Db,
  ticket: { id: number; companyId: number; contactId: number; whatsappId: number | null },
  values: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(messages)
    .values({
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: ticket.whatsappId,
      wid: `W-${randomUUID()}`,
      remoteJid: '5511900000000',
      body: 'texto',
      ...values,
    })
    .returning();
  if (!row) throw new Error('message insert failed');
  return row;
}

/** POST as multipart/form-data: files under `medias`, then text fields. */
export async function postForm<T>(
  t: TestApp,
  path: string,
  token: string,
  files: { content: Buffer; type: string; name: string }[],
  fields: [string, string][] = [],
) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files)
    form.append('medias', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const response = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The smallest files each kind is recognised by. */
export const SAMPLE_FILES = {
  // Whole files, not just their magic bytes: file kinds are told by their structure (file-type).
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n% test document\n%%EOF\n'),
  mp3: Buffer.concat([
    Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(64),
  ]),
};

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ContactErasureView, ContactView, TicketView } from '@guiche/shared';
import {
  campaignShippings,
  campaigns,
  contactListItems,
  contactLists,
  messages,
  schedules,
  tickets,
  userRatings,
} from '../../../db/schema/index.js';
import { call } from '../../../test/http.js';
import type { createTeam } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { waitFor } from '../../../test/wait.js';
import { pairedSimulator } from '../../campaigns/testing/campaign-support.js';

/** Test support for erasure: a contact with a history that leaves its data in every place one can be kept. */

type Team = Awaited<ReturnType<typeof createTeam>>;

/** Texts only this contact's data holds: after the erasure, none may be found anywhere. */
export const SECRETS = {
  name: 'Zuleica Tracejada',
  text: 'ZQX-segredo-texto',
  caption: 'CPT-legenda-secreta',
  reply: 'WVK-resposta-secreta',
  note: 'NTX-nota-secreta',
  extraInfo: 'EXV-valor-extra',
  email: 'zuleica.trace@example.com',
  schedule: 'SCH-agenda-secreta',
  variable: 'VAR-apelido-secreto',
} as const;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG carrying `marker` after its image data: a file whose bytes can be looked for on disk. */
export function markedPng(marker: Buffer): Buffer {
  return Buffer.concat([PNG_1X1, marker]);
}

export interface ContactHistory {
  whatsappId: number;
  contactId: number;
  ticketId: number;
  number: string;
  /** Bytes only the contact's picture holds. */
  fileMarker: Buffer;
}

const writeText = (t: TestApp, token: string, whatsappId: number, number: string, body: string) =>
  call(t.url, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, {
    token,
    body: { contactName: SECRETS.name, body },
  });

async function writePicture(t: TestApp, token: string, whatsappId: number, number: string, content: Buffer) {
  const form = new FormData();
  form.append('caption', SECRETS.caption);
  form.append('contactName', SECRETS.name);
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'foto.png');
  const response = await fetch(`${t.url}/api/simulator/${whatsappId}/chats/${number}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`picture: ${response.status} ${await response.text()}`);
}

/**
 * On a simulator connection the contact writes a text and a picture; the admin answers; then a note, extra info and
 * an e-mail, a pending schedule, a list entry and a finished campaign's send with spreadsheet variables, a rating,
 * and the ticket closed. Everything through the API where the API does it.
 */
export async function contactWithHistory(t: TestApp, team: Team, number: string): Promise<ContactHistory> {
  const { db } = t.database;
  const token = team.adminToken;
  const companyId = team.company.id;
  const whatsappId = await pairedSimulator(t, token);
  const fileMarker = Buffer.from(`FILE-${randomUUID()}`);
  expect201(await writeText(t, token, whatsappId, number, SECRETS.text));
  await writePicture(t, token, whatsappId, number, markedPng(fileMarker));
  const [ticket] = await waitFor(
    () => db.select().from(tickets).where(eq(tickets.whatsappId, whatsappId)),
    (rows) => rows.length === 1,
  );
  if (!ticket) throw new Error('the contact opened no ticket');
  await waitFor(
    () =>
      db
        .select()
        .from(messages)
        .where(and(eq(messages.ticketId, ticket.id), eq(messages.fromMe, false))),
    (rows) => rows.length === 2 && rows.some((row) => row.mediaUrl !== null),
  );
  await db.update(tickets).set({ status: 'open', userId: team.admin.id }).where(eq(tickets.id, ticket.id));
  expect201(await call(t.url, 'POST', `/messages/${ticket.id}`, { token, body: { body: SECRETS.reply } }));
  await waitFor(
    () => call<{ body: string }[]>(t.url, 'GET', `/simulator/${whatsappId}/chats/${number}/messages`, { token }),
    (answer) => answer.body.some((line) => line.body === SECRETS.reply),
  );

  const contactId = ticket.contactId;
  expect201(
    await call(t.url, 'POST', '/ticket-notes', {
      token,
      body: { note: SECRETS.note, ticketId: ticket.id, contactId },
    }),
  );
  const edited = await call<ContactView>(t.url, 'PUT', `/contacts/${contactId}`, {
    token,
    body: { email: SECRETS.email, extraInfo: [{ name: 'Apelido', value: SECRETS.extraInfo }] },
  });
  if (edited.status !== 200) throw new Error(`contact edit: ${edited.status} ${JSON.stringify(edited.body)}`);
  await db.insert(schedules).values({
    companyId,
    contactId,
    userId: team.admin.id,
    body: SECRETS.schedule,
    sendAt: new Date(Date.now() + 86_400_000),
  });
  const [list] = await db.insert(contactLists).values({ companyId, name: 'Clientes' }).returning();
  const [item] = await db
    .insert(contactListItems)
    .values({
      companyId,
      contactListId: list!.id,
      name: SECRETS.name,
      number,
      email: SECRETS.email,
      variables: { apelido: SECRETS.variable },
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({ companyId, name: 'Promoção', status: 'FINALIZADA', contactListId: list!.id, message1: 'Oi {nome}' })
    .returning();
  await db.insert(campaignShippings).values({
    companyId,
    campaignId: campaign!.id,
    number,
    name: SECRETS.name,
    email: SECRETS.email,
    variables: { apelido: SECRETS.variable },
    contactListItemId: item!.id,
    variant: 1,
    status: 'sent',
    deliveredAt: new Date(),
  });
  const closed = await call<TicketView>(t.url, 'PUT', `/tickets/${ticket.id}`, { token, body: { status: 'closed' } });
  if (closed.status !== 200) throw new Error(`close: ${closed.status} ${JSON.stringify(closed.body)}`);
  await db.insert(userRatings).values({ companyId, ticketId: ticket.id, userId: team.admin.id, rate: 5 });
  return { whatsappId, contactId, ticketId: ticket.id, number, fileMarker };
}

function expect201(answer: { status: number; body: unknown }): void {
  if (answer.status !== 201) throw new Error(`expected 201: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** POST /contacts/{id}/erase. */
export const erase = (t: TestApp, token: string, contactId: number, confirm: string) =>
  call<ContactErasureView & { error?: string }>(t.url, 'POST', `/contacts/${contactId}/erase`, {
    token,
    body: { confirm },
  });

/** The contact's erasure once it is done (GET /contacts/{id}/erasure, polled). */
export async function erasureDone(t: TestApp, token: string, contactId: number): Promise<ContactErasureView> {
  const answer = await waitFor(
    () => call<ContactErasureView>(t.url, 'GET', `/contacts/${contactId}/erasure`, { token }),
    (read) => read.body.status === 'done',
    30_000,
  );
  return answer.body;
}

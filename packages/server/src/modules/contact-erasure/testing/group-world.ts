import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { messages, tickets } from '../../../db/schema/index.js';
import { TenantStorage } from '../../../storage/tenant-storage.js';
import type { TestApp } from '../../../test/test-app.js';
import { insertContact, insertTicket } from '../../contacts/testing/fixtures.js';
import { markedPng } from './erasure-world.js';

/** Test support for erasure: a WhatsApp group of another contact in which the person wrote, beside others. */

/** Texts only the person's group messages hold. */
export const GROUP_SECRETS = {
  text: 'GRP-texto-da-pessoa',
  caption: 'GRP-legenda-da-pessoa',
  byLid: 'GRP-texto-pelo-lid',
} as const;

/** What another participant of the group wrote: it must stay as it is. */
export const OTHER_PARTICIPANT = { jid: '5521911112222@s.whatsapp.net', body: 'OUTRO-participante-fica' } as const;

export interface PersonInGroup {
  /** Participant addresses of the person's three messages: a text, a picture, a text under the LID (if any). */
  jids: { text: string; picture: string; byLid?: string | undefined };
  whatsappId?: number | undefined;
}

/**
 * A group contact and its ticket in the company, holding (in order) another participant's message with a file of
 * its own, the company's message, and the person's: a text, a picture carrying `marker`, and (with a LID address) a
 * text under the LID, which is the ticket's last message (its preview). Written straight to the database and storage.
 */
export async function groupWithPerson(t: TestApp, companyId: number, person: PersonInGroup, marker: Buffer) {
  const { db } = t.database;
  const storage = new TenantStorage(join(t.dataDir, 'uploads'));
  const group = await insertContact(db, companyId, {
    name: 'Grupo Bairro',
    number: `1203${Date.now()}${companyId}@g.us`,
    isGroup: true,
  });
  const ticket = await insertTicket(db, companyId, group.id, {
    status: 'group',
    isGroup: true,
    whatsappId: person.whatsappId,
  });
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 12, minute));
  const insert = async (values: Partial<typeof messages.$inferInsert>) => {
    const [row] = await db
      .insert(messages)
      .values({ companyId, ticketId: ticket.id, contactId: group.id, wid: `grp-${randomUUID()}`, ...values })
      .returning();
    if (!row) throw new Error('message insert failed');
    return row;
  };
  const otherKey = await storage.save(companyId, 'messages', 'png', markedPng(Buffer.from('OTHER-PARTICIPANT-FILE')));
  const other = await insert({
    participant: OTHER_PARTICIPANT.jid,
    body: OTHER_PARTICIPANT.body,
    mediaType: 'image',
    mediaUrl: otherKey,
    sentAt: at(1),
  });
  const company = await insert({ fromMe: true, body: 'Bom dia, grupo', sentAt: at(2) });
  const personText = await insert({ participant: person.jids.text, body: GROUP_SECRETS.text, sentAt: at(3) });
  const pictureKey = await storage.save(companyId, 'messages', 'png', markedPng(marker));
  const personPicture = await insert({
    participant: person.jids.picture,
    body: GROUP_SECRETS.caption,
    mediaType: 'image',
    mediaUrl: pictureKey,
    mediaName: 'foto-do-grupo.png',
    sentAt: at(4),
  });
  const last = person.jids.byLid
    ? await insert({ participant: person.jids.byLid, body: GROUP_SECRETS.byLid, sentAt: at(5) })
    : personPicture;
  await db.update(tickets).set({ lastMessage: last.body, lastMessageAt: last.sentAt }).where(eq(tickets.id, ticket.id));
  return {
    ticketId: ticket.id,
    kept: { other, company, otherKey },
    person: { ids: [personText.id, personPicture.id, ...(last === personPicture ? [] : [last.id])], pictureKey },
  };
}

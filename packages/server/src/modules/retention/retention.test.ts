import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionPreview } from '@guiche/shared';
import { messages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertMessage, insertTicket, type Inbox } from '../tickets/testing/inbox.js';
import { RETENTION_DAILY_QUEUE } from './retention-run.js';

/** The app's clock stands still: a cutoff falls exactly where the test puts a message. */
const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY + ms);
const MESSAGES_DAYS = 10;
const MEDIA_DAYS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** A file of the company's storage area, written where TenantStorage keeps it; answers its key. */
function storedFile(companyId: number, area: string): string {
  const key = `company-${companyId}/${area}/${randomUUID()}.png`;
  mkdirSync(join(t.dataDir, 'uploads', `company-${companyId}`, area), { recursive: true });
  writeFileSync(join(t.dataDir, 'uploads', key), 'png');
  return key;
}
const fileExists = (key: string) => existsSync(join(t.dataDir, 'uploads', key));

async function setPeriods(inbox: Inbox, media: string, messagesDays: string) {
  for (const [column, data] of [
    ['retentionMediaDays', media],
    ['retentionMessagesDays', messagesDays],
  ] as const) {
    const saved = await call(t.url, 'PUT', '/companySettings', { token: inbox.admin.token, body: { column, data } });
    expect(saved.status).toBe(200);
  }
}

const preview = (inbox: Inbox, query: string) =>
  call<RetentionPreview>(t.url, 'GET', `/privacy/retention/preview?${query}`, { token: inbox.admin.token });

/**
 * A closed ticket and an open one with messages on both sides of each cutoff (one millisecond apart), files of the
 * message's own and files it only points at (a forward's, a campaign's).
 */
async function world() {
  const inbox = await createInbox(t);
  const { db } = t.database;
  const closed = await insertTicket(db, inbox, { status: 'closed', lastMessage: 'último', lastMessageAt: ago(11) });
  const open = await insertTicket(db, inbox, { status: 'open', lastMessage: 'recente', lastMessageAt: ago(20) });
  const own = () => storedFile(inbox.companyId, 'messages');
  const files = { old: own(), mediaOnly: own(), young: own(), openOld: own(), forward: own(), campaign: '' };
  files.campaign = storedFile(inbox.companyId, 'campaigns');
  const m = {
    older: await insertMessage(db, closed, 'velho demais', { sentAt: ago(MESSAGES_DAYS, -1), mediaUrl: files.old }),
    atCutoff: await insertMessage(db, closed, 'no limite', { sentAt: ago(MESSAGES_DAYS) }),
    newer: await insertMessage(db, closed, 'novo', { sentAt: ago(MESSAGES_DAYS, 1) }),
    mediaOld: await insertMessage(db, closed, 'legenda', { sentAt: ago(MEDIA_DAYS, -1), mediaUrl: files.mediaOnly }),
    mediaAtCutoff: await insertMessage(db, closed, 'foto', { sentAt: ago(MEDIA_DAYS), mediaUrl: files.young }),
    openOld: await insertMessage(db, open, 'aberto antigo', { sentAt: ago(20), mediaUrl: files.openOld }),
    forwarded: await insertMessage(db, open, '', { sentAt: ago(20), mediaUrl: files.forward, isForwarded: true }),
    campaign: await insertMessage(db, open, 'promo', { sentAt: ago(20), mediaUrl: files.campaign, fromMe: true }),
  };
  return { inbox, closed, open, files, m };
}

const rowsOf = async (ticketId: number) =>
  new Map(
    (await t.database.db.select().from(messages).where(eq(messages.ticketId, ticketId)).orderBy(asc(messages.id))).map(
      (row) => [row.id, row],
    ),
  );

describe('retention', () => {
  it('previews, then removes exactly what is older than N days, and a second run finds nothing', async () => {
    const { inbox, closed, open, files, m } = await world();
    // Media: every file older than 5 days (the closed ticket's two, the open ticket's three); messages: the one
    // message of the closed ticket older than 10 days.
    expect((await preview(inbox, `mediaDays=${MEDIA_DAYS}&messagesDays=${MESSAGES_DAYS}`)).body).toEqual({
      mediaFiles: 5,
      messages: 1,
    });
    expect((await preview(inbox, `messagesDays=${MESSAGES_DAYS}`)).body).toEqual({ mediaFiles: 1, messages: 1 });
    expect((await preview(inbox, `mediaDays=30&messagesDays=`)).body).toEqual({ mediaFiles: 0, messages: 0 });
    expect((await preview(inbox, 'mediaDays=0')).status).toBe(400);

    await setPeriods(inbox, String(MEDIA_DAYS), String(MESSAGES_DAYS));
    const tally = await t.app.services.retention.runCompany(inbox.companyId, NOW);
    expect(tally).toMatchObject({ messages: 1, media: 5, finished: true });

    const after = new Map([...(await rowsOf(closed.id)), ...(await rowsOf(open.id))]);
    expect(after.get(m.older.id)).toMatchObject({ body: '', mediaUrl: null, isDeleted: true });
    for (const kept of [m.atCutoff, m.newer])
      expect(after.get(kept.id)).toMatchObject({ body: kept.body, isDeleted: false });
    expect(after.get(m.mediaOld.id)).toMatchObject({ body: 'legenda', mediaUrl: null, isDeleted: false });
    expect(after.get(m.mediaAtCutoff.id)).toMatchObject({ mediaUrl: files.young });
    for (const gone of [m.openOld, m.forwarded, m.campaign])
      expect(after.get(gone.id)).toMatchObject({ body: gone.body, mediaUrl: null, isDeleted: false });
    // The message's own files are gone; a forward's (the original's) and a campaign's (the company's) stay.
    expect([files.old, files.mediaOnly, files.openOld].map(fileExists)).toEqual([false, false, false]);
    expect([files.young, files.forward, files.campaign].map(fileExists)).toEqual([true, true, true]);
    const [closedAfter] = await t.database.db.select().from(tickets).where(eq(tickets.id, closed.id));
    expect(closedAfter).toMatchObject({ lastMessage: '', updatedAt: closed.updatedAt });
    const [openAfter] = await t.database.db.select().from(tickets).where(eq(tickets.id, open.id));
    expect(openAfter?.lastMessage).toBe('recente');

    expect(await t.app.services.retention.runCompany(inbox.companyId, NOW)).toMatchObject({ messages: 0, media: 0 });
    expect((await preview(inbox, `mediaDays=${MEDIA_DAYS}&messagesDays=${MESSAGES_DAYS}`)).body).toEqual({
      mediaFiles: 0,
      messages: 0,
    });
  });

  it('does nothing while the periods are off, and touches no other company', async () => {
    const { inbox, closed, m } = await world();
    const other = await world();
    await setPeriods(other.inbox, '1', '1');
    expect(await t.app.services.retention.runCompany(inbox.companyId, NOW)).toMatchObject({ messages: 0, media: 0 });
    expect(await t.app.services.retention.runCompany(other.inbox.companyId, NOW)).toMatchObject({
      messages: 5,
      media: 6,
    });
    const rows = await rowsOf(closed.id);
    expect(rows.get(m.older.id)).toMatchObject({ body: 'velho demais', mediaUrl: m.older.mediaUrl });
    expect(rows.get(m.mediaOld.id)).toMatchObject({ mediaUrl: m.mediaOld.mediaUrl });
  });

  it('is a daily job of the job queue, and the dry run is for admins', async () => {
    const { rows } = await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [
      RETENTION_DAILY_QUEUE,
    ]);
    expect(rows).toEqual([{ name: RETENTION_DAILY_QUEUE, cron: '0 4 * * *' }]);
    const inbox = await createInbox(t);
    expect(
      (await call(t.url, 'GET', '/privacy/retention/preview?mediaDays=x', { token: inbox.agentA.token })).status,
    ).toBe(403);
  });
});

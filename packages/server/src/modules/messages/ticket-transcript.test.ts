import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, contacts, users } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { escapeHtml, renderTranscript } from './transcript-html.js';
import { TRANSCRIPT_LABELS } from './transcript-labels.js';
import { insertMessage, insertTicket } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function transcript(token: string, ticketId: number) {
  const response = await fetch(`${t.url}/api/messages/${ticketId}/transcript`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const ATTACK = '<script>alert(1)</script><img src=x onerror="alert(2)">';

describe('transcript HTML', () => {
  it('escapes every text of the conversation and links only http(s) addresses', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;');
    const html = renderTranscript({
      language: 'pt-BR',
      labels: TRANSCRIPT_LABELS['pt-BR'],
      ticketId: 7,
      contactName: ATTACK,
      contactNumber: null,
      queueName: null,
      userName: null,
      connectionName: null,
      exportedAt: '01/02/2026 10:00',
      truncatedAt: null,
      messages: [
        {
          id: 1,
          at: '2026-02-01T13:00:00.000Z',
          shownAt: '01/02/2026 10:00',
          author: 'contact',
          authorName: ATTACK,
          body: ATTACK,
          mediaUrl: 'javascript:alert(3)',
          mediaName: `"><script>alert(4)</script>`,
          isPrivate: false,
          isDeleted: false,
          isEdited: false,
          isForwarded: false,
        },
      ],
    });
    expect(html).not.toMatch(/<script|<img|javascript:|onerror="/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(`Content-Security-Policy" content="default-src 'none'`);
  });
});

describe('GET /messages/{ticketId}/transcript', () => {
  it('is a self-contained HTML page of the conversation: who, when in the company zone, notes, signed file links', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const db = t.database.db;
    await db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, company.id));
    await db.update(users).set({ language: 'en' }).where(eq(users.id, admin.id));
    const { ticket, contact } = await insertTicket(db, company.id, { userId: admin.id });
    await db.update(contacts).set({ name: 'Ana <b>VIP</b>' }).where(eq(contacts.id, contact.id));
    await insertMessage(db, ticket, { body: ATTACK, sentAt: new Date('2026-03-10T13:05:00Z') });
    await insertMessage(db, ticket, {
      body: 'Segue o contrato',
      fromMe: true,
      userId: admin.id,
      mediaType: 'application',
      mediaUrl: `company-${company.id}/messages/${randomUUID()}.pdf`,
      mediaName: 'contrato.pdf',
      sentAt: new Date('2026-03-10T13:06:00Z'),
    });
    await insertMessage(db, ticket, {
      body: 'cliente exigente',
      fromMe: true,
      isPrivate: true,
      userId: admin.id,
      sentAt: new Date('2026-03-10T13:07:00Z'),
    });
    await insertMessage(db, ticket, { body: '👍', mediaType: 'reactionMessage', quotedMsgId: 'x' });

    const { status, headers, text } = await transcript(adminToken, ticket.id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="ticket-${ticket.id}.html"`);
    expect(Number(headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(text).toMatch(/^<!doctype html>/);
    expect(text).toContain(`<title>Ticket #${ticket.id}</title>`);
    expect(text).not.toMatch(/<script|<img|<b>/i);
    expect(text).toContain('Ana &lt;b&gt;VIP&lt;/b&gt;');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // 13:05 UTC is 09:05 in New York (daylight saving time began on March 8, 2026).
    expect(text).toContain('<time datetime="2026-03-10T13:05:00.000Z">10/03/2026 09:05</time>');
    expect(text).toMatch(
      new RegExp(
        `<a href="${t.url}/api/media/company-${company.id}/messages/[0-9a-f-]+\\.pdf\\?expires=\\d+&amp;signature=[\\w-]{43}" rel="noopener noreferrer">contrato\\.pdf</a>`,
      ),
    );
    expect(text).toMatch(
      /<article class="note"[^>]*><div class="meta"><span class="who">[^<]+<\/span> · <time[^>]*>[^<]+<\/time> · <span class="flag">Private note<\/span>/,
    );
    expect(text.match(/<article /g)).toHaveLength(3);
    expect(text.indexOf('alert(1)')).toBeLessThan(text.indexOf('Segue o contrato'));
  });

  it('hides the number from those who see it partly hidden, and keeps deleted contact text out under LGPD', async () => {
    const { company, attendant, attendantToken, adminToken } = await createTeam(t);
    const db = t.database.db;
    const { ticket, contact } = await insertTicket(db, company.id, { userId: attendant.id });
    await insertMessage(db, ticket, { body: 'meu CPF é 123', isDeleted: true });
    await settingsRepository.updateColumn(db, company.id, 'lgpdHideNumber', 'enabled');
    await settingsRepository.updateColumn(db, company.id, 'enableLGPD', 'enabled');
    await settingsRepository.updateColumn(db, company.id, 'lgpdDeleteMessage', 'enabled');
    const masked = `${contact.number?.slice(0, 5)}••••${contact.number?.slice(-4)}`;
    const forUser = await transcript(attendantToken, ticket.id);
    expect(forUser.status).toBe(200);
    expect(forUser.text).toContain(`<dd>${masked}</dd>`);
    expect(forUser.text).not.toContain(contact.number);
    expect(forUser.text).not.toContain('CPF');
    expect(forUser.text).toContain('Mensagem apagada');
    expect((await transcript(adminToken, ticket.id)).text).toContain(`<dd>${contact.number}</dd>`);
  });

  it('is for those who may read the chat: other queues 403, other companies 404', async () => {
    const { company, attendantToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id);
    const { ticket } = await insertTicket(t.database.db, company.id, { queueId: queue.id });
    expect(await call(t.url, 'GET', `/messages/${ticket.id}/transcript`, { token: attendantToken })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const other = await createTeam(t);
    expect(await call(t.url, 'GET', `/messages/${ticket.id}/transcript`, { token: other.adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, messages, tags } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { simulatorConversation } from '../messages/test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const withKey = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key', () => {
  it('a retried reply returns the first answer and the customer gets the message once', async () => {
    const team = await createTeam(t);
    const conversation = await simulatorConversation(t, team.adminToken, team.admin.id);
    const send = (body: string) =>
      call(t.url, 'POST', `/messages/${conversation.ticketId}`, {
        token: team.adminToken,
        body: { body },
        headers: withKey('reply-1'),
      });
    const first = await send('Olá, tudo bem?');
    const retry = await send('Olá, tudo bem?');
    expect(first.status).toBeLessThan(300);
    expect(retry).toMatchObject({ status: first.status, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, conversation.ticketId), eq(messages.fromMe, true)));
    expect(stored.map((m) => m.body)).toEqual(['Olá, tudo bem?']);
    const phone = await conversation.phoneOnce((chat) => chat.some((m) => m.body === 'Olá, tudo bem?'));
    expect(phone.filter((m) => m.body === 'Olá, tudo bem?')).toHaveLength(1);
  });

  it('a reply whose process died before answering is not run again by a retry after a restart', async () => {
    const team = await createTeam(t);
    const conversation = await simulatorConversation(t, team.adminToken, team.admin.id);
    const send = () =>
      call(t.url, 'POST', `/messages/${conversation.ticketId}`, {
        token: team.adminToken,
        body: { body: 'Uma vez só' },
        headers: withKey('cut-1'),
      });
    expect((await send()).status).toBeLessThan(300);
    // As a kill -9 after the message's commit leaves it: the key claimed, never answered, and the process gone long ago.
    const scope = and(eq(idempotencyKeys.companyId, team.company.id), eq(idempotencyKeys.key, 'cut-1'));
    await t.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, createdAt: sql`now() - interval '10 minutes'` })
      .where(scope);
    expect(await send()).toMatchObject({ status: 409, body: { error: 'ERR_REQUEST_INTERRUPTED' } });
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, conversation.ticketId), eq(messages.fromMe, true)));
    expect(stored.map((m) => m.body)).toEqual(['Uma vez só']);
  });

  it('concurrent requests with one key create once; the key with another body is refused', async () => {
    const team = await createTeam(t);
    const create = (name: string) =>
      call(t.url, 'POST', '/tags', {
        token: team.adminToken,
        body: { name, color: '#112233' },
        headers: withKey('tag-1'),
      });
    const answers = await Promise.all([create('Urgente'), create('Urgente'), create('Urgente')]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s < 300)).not.toHaveLength(0);
    expect(statuses.every((s) => s < 300 || s === 409)).toBe(true);
    // Without the key the unique tag name would also leave one row and answer the others 409: what tells the feature
    // apart is that exactly one request ran, and every other one was a replay of its answer or "in progress".
    const ran = answers.filter((a) => a.status < 300 && a.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((a) => a !== ran[0])) {
      if (other.status === 409) expect(other.body).toMatchObject({ error: 'ERR_REQUEST_IN_PROGRESS' });
      else expect(other).toMatchObject({ status: ran[0]?.status, body: ran[0]?.body });
    }
    expect(await create('Urgente')).toMatchObject({ status: ran[0]?.status, body: ran[0]?.body });
    const rows = await t.database.db.select().from(tags).where(eq(tags.companyId, team.company.id));
    expect(rows.map((r) => r.name)).toEqual(['Urgente']);
    expect(await create('Outra')).toMatchObject({ status: 422, body: { error: 'ERR_IDEMPOTENCY_KEY_REUSED' } });
  });

  it('keys belong to their user; requests without a key are untouched; bad keys are refused', async () => {
    const team = await createTeam(t);
    const create = (token: string, name: string, headers: Record<string, string> = {}) =>
      call(t.url, 'POST', '/tags', { token, body: { name, color: '#445566' }, headers });
    expect((await create(team.adminToken, 'Alfa', withKey('same'))).status).toBeLessThan(300);
    const other = await create(team.attendantToken, 'Bravo', withKey('same'));
    expect(other.status).not.toBe(422);
    // The attendant's own first use of the key runs (any user may create tags), rather than replaying the admin's.
    expect(other).toMatchObject({ status: 201, body: { name: 'Bravo' } });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await create(team.adminToken, 'Charlie')).status).toBeLessThan(300);
    expect((await create(team.adminToken, 'Delta')).status).toBeLessThan(300);
    expect(await create(team.adminToken, 'Echo', withKey('with space'))).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('a refused first request is answered the same way on retry, without running again', async () => {
    const team = await createTeam(t);
    const bad = () =>
      call(t.url, 'POST', '/tags', { token: team.adminToken, body: { name: 'x' }, headers: withKey('bad-1') });
    const first = await bad();
    expect(first.status).toBe(400);
    expect(await bad()).toMatchObject({ status: 400, body: first.body });
  });
});

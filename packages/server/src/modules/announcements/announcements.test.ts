import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformEvents,
  type AnnouncementEventPayload,
  type AnnouncementListAnswer,
  type AnnouncementView,
} from '@guiche/shared';
import { call, login } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => {
  const res = await call<AnnouncementView>(t.url, 'POST', '/announcements', { token: superToken, body });
  if (res.status !== 201) throw new Error(`announcement: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const list = async (token: string, query = '') =>
  (await call<AnnouncementListAnswer>(t.url, 'GET', `/announcements${query}`, { token })).body;
const upload = (token: string, id: number, content: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append('typeArch', 'announcements');
  form.append('file', new Blob([content], { type }), name);
  return fetch(`${t.url}/api/announcements/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

describe('announcements', () => {
  it('the super administrator writes them; everyone else reads the active ones, high priority first', async () => {
    const { adminToken, attendantToken } = await createTeam(t);
    const tag = `Aviso ${Date.now()}`;
    const low = await create({ title: `${tag} baixa`, text: 'Manutenção no domingo' });
    expect(low).toMatchObject({ priority: 3, status: true, mediaPath: null, mediaName: null });
    const high = await create({ title: `${tag} alta`, text: 'Nova versão', priority: 1 });
    const hidden = await create({ title: `${tag} inativa`, text: 'Rascunho', priority: 1, status: false });

    const seen = await list(attendantToken, `?searchParam=${encodeURIComponent(tag)}`);
    expect(seen.records.map((r) => r.id)).toEqual([high.id, low.id]);
    expect(seen).toMatchObject({ count: 2, hasMore: false });
    expect((await list(superToken, `?searchParam=${encodeURIComponent(tag)}`)).records.map((r) => r.id)).toEqual([
      hidden.id,
      high.id,
      low.id,
    ]);
    expect((await call(t.url, 'GET', `/announcements/${hidden.id}`, { token: attendantToken })).status).toBe(404);
    expect(await call(t.url, 'GET', `/announcements/${high.id}`, { token: attendantToken })).toMatchObject({
      status: 200,
      body: high,
    });

    for (const token of [adminToken, attendantToken]) {
      expect((await call(t.url, 'POST', '/announcements', { token, body: { title: 'x', text: 'y' } })).status).toBe(
        403,
      );
      expect(
        (await call(t.url, 'PUT', `/announcements/${low.id}`, { token, body: { title: 'x', text: 'y' } })).status,
      ).toBe(403);
      expect((await call(t.url, 'DELETE', `/announcements/${low.id}`, { token })).status).toBe(403);
      expect((await upload(token, low.id, PNG, 'a.png', 'image/png')).status).toBe(403);
      expect((await call(t.url, 'DELETE', `/announcements/${low.id}/media-upload`, { token })).status).toBe(403);
    }

    const edited = await call<AnnouncementView>(t.url, 'PUT', `/announcements/${low.id}`, {
      token: superToken,
      body: { title: `${tag} média`, text: 'Manutenção', priority: 2, status: true },
    });
    expect(edited).toMatchObject({ status: 200, body: { priority: 2, title: `${tag} média` } });
    expect((await call(t.url, 'DELETE', `/announcements/${low.id}`, { token: superToken })).status).toBe(204);
    expect((await call(t.url, 'GET', `/announcements/${low.id}`, { token: superToken })).status).toBe(404);
  });

  it('counts the active ones exactly for the super administrator’s app bar, whatever the inactive ones on page 1', async () => {
    const { attendantToken } = await createTeam(t);
    const tag = `Contagem ${Date.now()}`;
    // More inactive ones than a page holds, newest and highest first: the first page of "all" has no active one.
    for (let i = 0; i < 3; i++) await create({ title: `${tag} ativo ${i}`, text: 'Ativo', priority: 3 });
    for (let i = 0; i < 22; i++)
      await create({ title: `${tag} rascunho ${i}`, text: 'Rascunho', priority: 1, status: false });
    const search = `searchParam=${encodeURIComponent(tag)}`;

    const all = await list(superToken, `?${search}`);
    expect(all).toMatchObject({ count: 25, hasMore: true });
    expect(all.records.every((r) => !r.status)).toBe(true);
    const active = await list(superToken, `?${search}&active=true`);
    expect(active).toMatchObject({ count: 3, hasMore: false });
    expect(active.records.map((r) => r.status)).toEqual([true, true, true]);
    // A user sees the active ones whatever the parameter says.
    expect(await list(attendantToken, `?${search}&active=false`)).toMatchObject({ count: 3 });
    expect((await call(t.url, 'GET', '/announcements?active=maybe', { token: superToken })).status).toBe(400);
  });

  it('refuses missing title or text and a priority outside 1..3', async () => {
    for (const body of [
      { title: '', text: 'x' },
      { title: 'x', text: ' ' },
      { title: 'x', text: 'y', priority: 4 },
    ]) {
      expect(await call(t.url, 'POST', '/announcements', { token: superToken, body })).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION' },
      });
    }
  });

  it('takes a PNG or JPEG image only, recognised by its bytes, and removes it', async () => {
    const { id } = await create({ title: `Imagem ${Date.now()}`, text: 'Com imagem' });
    const refused = await upload(superToken, id, Buffer.from('%PDF-1.4 not an image'), 'file.png', 'image/png');
    expect(refused.status).toBe(415);
    const saved = await upload(superToken, id, PNG, 'banner.png', 'image/png');
    expect(saved.status).toBe(200);
    const withImage = (await saved.json()) as AnnouncementView;
    expect(withImage.mediaName).toBe('banner.png');
    const key = keyOfMediaUrl(withImage.mediaPath);
    expect(key).toMatch(/^company-1\/announcements\//);
    const image = await fetch(withImage.mediaPath ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    const removed = await call<AnnouncementView>(t.url, 'DELETE', `/announcements/${id}/media-upload`, {
      token: superToken,
    });
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null });
    expect((await upload(superToken, 999_999, PNG, 'x.png', 'image/png')).status).toBe(404);
  });

  it('tells every signed-in user live, whatever their company', async () => {
    const { adminSession, company } = await createTeam(t);
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: adminSession.user.id,
    });
    try {
      const created = nextEvent<AnnouncementEventPayload>(socket, platformEvents.announcement);
      const row = await create({ title: `Ao vivo ${Date.now()}`, text: 'Olá', priority: 2 });
      expect(await created).toEqual({ action: 'create', record: row });
      const deleted = nextEvent<AnnouncementEventPayload>(socket, platformEvents.announcement);
      await call(t.url, 'DELETE', `/announcements/${row.id}`, { token: superToken });
      expect(await deleted).toEqual({ action: 'delete', id: row.id });
    } finally {
      socket.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type QuickMessageEventPayload, type QuickMessageView } from '@guiche/shared';
import { call } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { loggedInUser } from '../contacts/testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A company with an admin, a supervisor and two attendants, all logged in. */
async function staff() {
  const team = await createTeam(t);
  const supervisor = await loggedInUser(t, team.company.id, 'supervisor');
  const user = await loggedInUser(t, team.company.id, 'user');
  const colleague = await loggedInUser(t, team.company.id, 'user');
  return { ...team, supervisor, user, colleague };
}

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await call<QuickMessageView>(t.url, 'POST', '/quick-messages', { token, body });
  if (res.status !== 201) throw new Error(`quick message: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const shortcodes = (records: QuickMessageView[]) => records.map((r) => r.shortcode);

function uploadMedia(
  id: number,
  token: string,
  content: string | Uint8Array<ArrayBuffer>,
  fileName: string,
  type: string,
) {
  const form = new FormData();
  form.set('typeArch', 'quickMessage');
  form.set('file', new Blob([content], { type }), fileName);
  return fetch(`${t.url}/api/quick-messages/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('quick messages: who may do what', () => {
  it('only admins and supervisors share (geral); anyone keeps their own', async () => {
    const { adminToken, supervisor, user } = await staff();
    const own = await create(user.token, { shortcode: 'oi', message: 'Olá!' });
    expect(own).toEqual({
      id: expect.any(Number),
      shortcode: 'oi',
      message: 'Olá!',
      geral: false,
      status: 'active',
      isCategory: false,
      categoryId: null,
      mediaPath: null,
      mediaName: null,
      isMedia: false,
      userId: user.user.id,
    });
    expect(
      await call(t.url, 'POST', '/quick-messages', { token: user.token, body: { shortcode: 'todos', geral: true } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await create(supervisor.token, { shortcode: 'sup', geral: true })).geral).toBe(true);
    expect((await create(adminToken, { shortcode: 'adm', geral: true })).geral).toBe(true);
    expect(
      await call(t.url, 'PUT', `/quick-messages/${own.id}`, {
        token: user.token,
        body: { shortcode: 'oi', geral: true },
      }),
    ).toMatchObject({ status: 403 });
    expect(await call(t.url, 'POST', '/quick-messages', { token: user.token, body: { shortcode: '' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'shortcode', message: 'validation.required' }] },
    });
  });

  it('a user edits and deletes only their own unshared messages; admins and supervisors any', async () => {
    const { adminToken, supervisor, user, colleague } = await staff();
    const own = await create(user.token, { shortcode: 'meu' });
    const colleagues = await create(colleague.token, { shortcode: 'dele' });
    const shared = await create(supervisor.token, { shortcode: 'geral', geral: true });

    const edit = (token: string, id: number, shortcode: string) =>
      call<QuickMessageView>(t.url, 'PUT', `/quick-messages/${id}`, { token, body: { shortcode, message: 'novo' } });
    expect(await edit(user.token, own.id, 'meu2')).toMatchObject({
      status: 200,
      body: { shortcode: 'meu2', message: 'novo' },
    });
    // Another user's private message does not exist for this user; a shared one may be read, not changed.
    expect(await edit(user.token, colleagues.id, 'x')).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect(await edit(user.token, shared.id, 'x')).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(await call(t.url, 'DELETE', `/quick-messages/${shared.id}`, { token: user.token })).toMatchObject({
      status: 403,
    });
    expect((await call(t.url, 'GET', `/quick-messages/${shared.id}`, { token: user.token })).status).toBe(200);
    expect((await call(t.url, 'GET', `/quick-messages/${colleagues.id}`, { token: user.token })).status).toBe(404);

    expect(await edit(supervisor.token, colleagues.id, 'pelo supervisor')).toMatchObject({
      status: 200,
      body: { shortcode: 'pelo supervisor', userId: colleague.user.id },
    });
    expect(await edit(adminToken, shared.id, 'pelo admin')).toMatchObject({
      status: 200,
      body: { shortcode: 'pelo admin', geral: false },
    });
    expect((await call(t.url, 'DELETE', `/quick-messages/${colleagues.id}`, { token: supervisor.token })).status).toBe(
      204,
    );
    expect((await call(t.url, 'DELETE', `/quick-messages/${own.id}`, { token: user.token })).status).toBe(204);
    expect((await call(t.url, 'GET', `/quick-messages/${own.id}`, { token: adminToken })).status).toBe(404);
  });

  it('another company’s quick messages are out of reach', async () => {
    const { adminToken } = await staff();
    const other = await createTeam(t);
    const foreign = await create(other.adminToken, { shortcode: 'deles', geral: true });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(t.url, method, `/quick-messages/${foreign.id}`, {
        token: adminToken,
        ...(method === 'PUT' ? { body: { shortcode: 'nosso' } } : {}),
      });
      expect(res, method).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    }
    expect((await uploadMedia(foreign.id, adminToken, 'x', 'a.txt', 'text/plain')).status).toBe(404);
    expect(
      (await call<{ records: QuickMessageView[] }>(t.url, 'GET', '/quick-messages', { token: adminToken })).body
        .records,
    ).toEqual([]);
    expect(
      (await call(t.url, 'GET', `/quick-messages?companyId=${other.company.id}`, { token: adminToken })).status,
    ).toBe(403);
  });
});

describe('quick message lists', () => {
  it('GET /quick-messages: a user sees their own and the shared ones; managers all, or one user’s with userId', async () => {
    const { adminToken, supervisor, user, colleague } = await staff();
    await create(user.token, { shortcode: 'a-meu', message: 'texto do usuário' });
    await create(colleague.token, { shortcode: 'b-colega' });
    await create(supervisor.token, { shortcode: 'c-geral', geral: true });
    await create(adminToken, { shortcode: 'd-admin' });
    const list = async (token: string, query = '') =>
      (
        await call<{ records: QuickMessageView[]; hasMore: boolean }>(t.url, 'GET', `/quick-messages${query}`, {
          token,
        })
      ).body;

    expect(shortcodes((await list(user.token)).records)).toEqual(['a-meu', 'c-geral']);
    expect(shortcodes((await list(user.token, `?userId=${colleague.user.id}`)).records)).toEqual(['a-meu', 'c-geral']);
    expect(shortcodes((await list(adminToken)).records)).toEqual(['a-meu', 'b-colega', 'c-geral', 'd-admin']);
    expect(shortcodes((await list(supervisor.token, `?userId=${colleague.user.id}`)).records)).toEqual([
      'b-colega',
      'c-geral',
    ]);
    expect(shortcodes((await list(adminToken, '?searchParam=USUÁRIO')).records)).toEqual(['a-meu']);
  });

  it('pages by 20', async () => {
    const { user } = await staff();
    for (let i = 0; i < 23; i += 1) await create(user.token, { shortcode: `r${String(i).padStart(2, '0')}` });
    const first = (
      await call<{ records: QuickMessageView[]; hasMore: boolean }>(t.url, 'GET', '/quick-messages?pageNumber=1', {
        token: user.token,
      })
    ).body;
    expect(first.records).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (
      await call<{ records: QuickMessageView[]; hasMore: boolean }>(t.url, 'GET', '/quick-messages?pageNumber=2', {
        token: user.token,
      })
    ).body;
    expect({ shortcodes: shortcodes(second.records), hasMore: second.hasMore }).toEqual({
      shortcodes: ['r20', 'r21', 'r22'],
      hasMore: false,
    });
  });

  it('the chat’s list holds the caller’s own and the shared active replies; categories are listed apart', async () => {
    const { adminToken, user, colleague } = await staff();
    const category = await create(adminToken, { shortcode: 'Vendas', isCategory: true, geral: true });
    await create(user.token, { shortcode: 'meu', categoryId: category.id });
    await create(user.token, { shortcode: 'inativo', status: 'inactive' });
    await create(colleague.token, { shortcode: 'do colega' });
    await create(adminToken, { shortcode: 'geral', geral: true });
    await create(adminToken, { shortcode: 'do admin' });
    expect(
      shortcodes((await call<QuickMessageView[]>(t.url, 'GET', '/quick-messages/list', { token: user.token })).body),
    ).toEqual(['geral', 'meu']);
    expect(
      (await call<QuickMessageView[]>(t.url, 'GET', '/quick-messages/categoriesMessages', { token: user.token })).body,
    ).toEqual([category]);
    const notCategory = await create(adminToken, { shortcode: 'comum' });
    expect(
      await call(t.url, 'POST', '/quick-messages', {
        token: adminToken,
        body: { shortcode: 'x', categoryId: notCategory.id },
      }),
    ).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'categoryId', message: 'validation.invalidOption' }] },
    });
  });
});

/** The status a signed media link answers now (its body read, so no connection stays open). */
async function statusOf(url: string | null) {
  const response = await fetch(url ?? '');
  await response.arrayBuffer();
  return response.status;
}

describe('quick message media', () => {
  it('uploads a file onto a message, serves it through a signed link, replaces it and removes it', async () => {
    const { company, user, colleague } = await staff();
    const message = await create(user.token, { shortcode: 'com anexo' });
    const uploaded = await uploadMedia(message.id, user.token, 'primeiro', 'C:\\docs\\tabela.pdf', 'application/pdf');
    expect(uploaded.status).toBe(200);
    const first = (await uploaded.json()) as QuickMessageView;
    expect(first).toMatchObject({ id: message.id, mediaName: 'tabela.pdf', isMedia: true });
    expect(keyOfMediaUrl(first.mediaPath)).toMatch(new RegExp(`^company-${company.id}/quick-messages/.+\\.pdf$`));
    const served = await fetch(first.mediaPath ?? '');
    expect({ status: served.status, body: await served.text() }).toEqual({ status: 200, body: 'primeiro' });

    const second = (await (
      await uploadMedia(message.id, user.token, 'segundo', 'foto.png', 'image/png')
    ).json()) as QuickMessageView;
    expect(second.mediaName).toBe('foto.png');
    expect(await statusOf(first.mediaPath)).toBe(404);

    expect((await uploadMedia(message.id, colleague.token, 'intruso', 'x.txt', 'text/plain')).status).toBe(404);
    const removed = await call<QuickMessageView>(t.url, 'DELETE', `/quick-messages/${message.id}/media-upload`, {
      token: user.token,
    });
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null, isMedia: false });
    expect(await statusOf(second.mediaPath)).toBe(404);
    const notMultipart = await call(t.url, 'POST', `/quick-messages/${message.id}/media-upload`, {
      token: user.token,
      body: {},
    });
    expect(notMultipart).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });
  });

  it('stores a file by its bytes, not by the type the client declares', async () => {
    const { user } = await staff();
    const message = await create(user.token, { shortcode: 'disfarce' });
    const disguised = (await (
      await uploadMedia(message.id, user.token, '<html><script>alert(1)</script></html>', 'foto.png', 'image/png')
    ).json()) as QuickMessageView;
    expect(keyOfMediaUrl(disguised.mediaPath)).toMatch(/\.bin$/);
    const served = await fetch(disguised.mediaPath ?? '');
    await served.arrayBuffer();
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    const png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const real = (await (
      await uploadMedia(message.id, user.token, png, 'foto.txt', 'text/plain')
    ).json()) as QuickMessageView;
    expect(keyOfMediaUrl(real.mediaPath)).toMatch(/\.png$/);
  });

  it('deleting a message deletes its file', async () => {
    const { user } = await staff();
    const message = await create(user.token, { shortcode: 'apagar' });
    const { mediaPath } = (await (
      await uploadMedia(message.id, user.token, 'conteúdo', 'a.txt', 'text/plain')
    ).json()) as QuickMessageView;
    expect((await call(t.url, 'DELETE', `/quick-messages/${message.id}`, { token: user.token })).status).toBe(204);
    expect(await statusOf(mediaPath)).toBe(404);
  });
});

describe('live quick message events', () => {
  it('shared messages reach the company, private ones their owner, an un-shared one leaves the others; never another company', async () => {
    const { company, adminToken, user, colleague } = await staff();
    const other = await createTeam(t);
    const ownerSocket = await connectSocket(t.url, {
      token: user.publicToken,
      companyId: company.id,
      userId: user.user.id,
    });
    const colleagueSocket = await connectSocket(t.url, {
      token: colleague.publicToken,
      companyId: company.id,
      userId: colleague.user.id,
    });
    const foreignSocket = await connectSocket(t.url, {
      token: other.adminSession.publicToken,
      companyId: other.company.id,
      userId: other.admin.id,
    });
    const event = serverEvents.quickMessage(company.id);
    const seenByColleague = collect<QuickMessageEventPayload>(colleagueSocket, event);
    const leaked = collect(foreignSocket, event);

    const toOwner = nextEvent<QuickMessageEventPayload>(ownerSocket, event);
    const own = await create(user.token, { shortcode: 'privado' });
    expect(await toOwner).toEqual({ action: 'create', record: own });

    const sharedToOwner = nextEvent<QuickMessageEventPayload>(ownerSocket, event);
    const sharedToColleague = nextEvent<QuickMessageEventPayload>(colleagueSocket, event);
    const shared = await create(adminToken, { shortcode: 'compartilhado', geral: true });
    expect(await sharedToOwner).toEqual({ action: 'create', record: shared });
    expect(await sharedToColleague).toEqual({ action: 'create', record: shared });

    const unsharedForColleague = nextEvent<QuickMessageEventPayload>(colleagueSocket, event);
    await call(t.url, 'PUT', `/quick-messages/${shared.id}`, {
      token: adminToken,
      body: { shortcode: 'compartilhado', geral: false },
    });
    expect(await unsharedForColleague).toEqual({ action: 'delete', id: shared.id });
    // The colleague saw the shared one and its un-sharing, never the private message.
    expect(seenByColleague.map((p) => p.action)).toEqual(['create', 'delete']);

    const fence = nextEvent(foreignSocket, serverEvents.quickMessage(other.company.id));
    await create(other.adminToken, { shortcode: 'cerca', geral: true });
    await fence;
    expect(leaked).toEqual([]);
    for (const socket of [ownerSocket, colleagueSocket, foreignSocket]) socket.close();
  });
});

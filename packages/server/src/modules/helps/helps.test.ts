import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpView } from '@guiche/shared';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

describe('helps', () => {
  it('the super administrator writes them, everyone reads them', async () => {
    const { adminToken, attendantToken } = await createTeam(t);
    const created = await call<HelpView>(t.url, 'POST', '/helps', {
      token: superToken,
      body: { title: '  Primeiros passos ', description: 'Conectando o WhatsApp', video: 'dQw4w9WgXcQ' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        title: 'Primeiros passos',
        description: 'Conectando o WhatsApp',
        video: 'dQw4w9WgXcQ',
      },
    });
    const id = created.body.id;
    for (const path of ['/helps', '/helps/list']) {
      const read = await call<HelpView[]>(t.url, 'GET', path, { token: attendantToken });
      expect(read.body).toContainEqual(created.body);
    }

    const edited = await call<HelpView>(t.url, 'PUT', `/helps/${id}`, {
      token: superToken,
      body: { title: 'Primeiros passos 2', description: '', video: 'abc_DEF-123' },
    });
    expect(edited).toMatchObject({ status: 200, body: { id, title: 'Primeiros passos 2', video: 'abc_DEF-123' } });

    for (const token of [adminToken, attendantToken]) {
      expect(await call(t.url, 'POST', '/helps', { token, body: { title: 'x' } })).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
      expect((await call(t.url, 'PUT', `/helps/${id}`, { token, body: { title: 'x' } })).status).toBe(403);
      expect((await call(t.url, 'DELETE', `/helps/${id}`, { token })).status).toBe(403);
    }
    expect((await call<HelpView[]>(t.url, 'GET', '/helps', { token: adminToken })).body).toContainEqual(edited.body);

    expect((await call(t.url, 'DELETE', `/helps/${id}`, { token: superToken })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/helps/${id}`, { token: superToken })).status).toBe(404);
    expect((await call(t.url, 'PUT', `/helps/${id}`, { token: superToken, body: { title: 'x' } })).status).toBe(404);
    expect((await call<HelpView[]>(t.url, 'GET', '/helps', { token: adminToken })).body.map((h) => h.id)).not.toContain(
      id,
    );
  });

  it('refuses a help without a title, or with a video code that is not one', async () => {
    expect(await call(t.url, 'POST', '/helps', { token: superToken, body: { title: ' ' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(
      await call(t.url, 'POST', '/helps', {
        token: superToken,
        body: { title: 'Vídeo', video: 'https://evil.example/x"' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileListListAnswer, FileListView } from '@guiche/shared';
import { queues } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (token: string, id: number, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('files', new Blob([Buffer.from('%PDF-1.4 conteúdo')], { type: 'application/pdf' }), 'arquivo.pdf');
  return fetch(`${t.url}/api/files/uploadList/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

describe('file lists: the API', { timeout: 60_000 }, () => {
  it('creates a list with option rows, uploads their files, renames, removes and deletes; a list in use stays', async () => {
    const { company, adminToken } = await createTeam(t);
    const created = await call<FileListView>(t.url, 'POST', '/files', {
      token: adminToken,
      body: { name: 'Catálogo', message: 'Segue o catálogo.', options: [{ name: 'Preços' }, { name: 'Fotos' }] },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Catálogo',
        options: [
          { name: 'Preços', path: null },
          { name: 'Fotos', path: null },
        ],
      },
    });
    const [prices, photos] = created.body.options;
    const uploaded = (await (
      await upload(adminToken, created.body.id, { fileId: String(prices?.id), typeArch: 'fileList' })
    ).json()) as FileListView;
    expect(uploaded.options[0]).toMatchObject({ name: 'Preços', mediaType: 'application/pdf' });
    expect(uploaded.options[0]?.file).toMatch(/^http.*\/api\/media\/company-\d+\/files\/.*\.pdf\?expires=/);
    const added = (await (await upload(adminToken, created.body.id, { name: 'Contrato' })).json()) as FileListView;
    expect(added.options.map((o) => o.name)).toEqual(['Preços', 'Fotos', 'Contrato']);
    const edited = await call<FileListView>(t.url, 'PUT', `/files/${created.body.id}`, {
      token: adminToken,
      body: {
        name: 'Catálogo 2',
        message: 'Novo texto',
        options: [
          { id: photos?.id, name: 'Fotos novas' },
          { id: prices?.id, name: 'Preços' },
        ],
      },
    });
    expect(edited.body.options.map((o) => o.name)).toEqual(['Fotos novas', 'Preços']);
    const listed = await call<FileListListAnswer>(t.url, 'GET', '/files/?searchParam=catálogo', { token: adminToken });
    expect(listed.body).toMatchObject({ count: 1, hasMore: false });
    const queue = await createQueue(t.database.db, company.id);
    await t.database.db.update(queues).set({ fileListId: created.body.id }).where(eq(queues.id, queue.id));
    expect(await call(t.url, 'DELETE', `/files/${created.body.id}`, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_INTEGRATION_IN_USE' },
    });
    await t.database.db.update(queues).set({ fileListId: null }).where(eq(queues.id, queue.id));
    expect((await call(t.url, 'DELETE', `/files/${created.body.id}`, { token: adminToken })).status).toBe(204);
  });

  it('validates as the spec says and keeps to the company', async () => {
    const { adminToken, attendantToken } = await createTeam(t);
    const other = await createTeam(t);
    const short = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/files', {
      token: adminToken,
      body: { name: 'ab', message: '' },
    });
    expect(short.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'validation.tooShort' },
        { path: 'message', message: 'validation.required' },
      ]),
    );
    const list = await call<FileListView>(t.url, 'POST', '/files', {
      token: adminToken,
      body: { name: 'Minha lista', message: 'Oi' },
    });
    expect((await call(t.url, 'GET', `/files/${list.body.id}`, { token: other.adminToken })).status).toBe(404);
    expect((await upload(other.adminToken, list.body.id, { name: 'x' })).status).toBe(404);
    expect((await call(t.url, 'GET', '/files', { token: attendantToken })).status).toBe(403);
  });
});

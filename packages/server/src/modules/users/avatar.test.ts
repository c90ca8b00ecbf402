import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail } from '@guiche/shared';
import { createCompany, createUser } from '../../test/factories.js';
import { login } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(userId: number, token: string, content: Buffer, filename = 'avatar.png') {
  const form = new FormData();
  form.set('typeArch', 'user');
  form.set('profileImage', new Blob([new Uint8Array(content)]), filename);
  return fetch(`${t.url}/api/users/${userId}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('avatar upload', () => {
  it('stores an image under the company and answers a signed link to it', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const stranger = await createUser(t.database.db, (await createCompany(t.database.db)).id);
    const { token } = await login(t.url, user.email, user.password);

    const response = await upload(user.id, token, PNG_1PX);
    expect(response.status).toBe(200);
    const body = (await response.json()) as UserDetail;
    const key = keyOfMediaUrl(body.profileImageUrl);
    expect(key).toMatch(new RegExp(`^company-${company.id}/users/[0-9a-f-]+\\.png$`));

    const served = await fetch(body.profileImageUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // The key alone opens nothing, whoever asks (media.routes.test.ts covers links in depth).
    const strangerToken = (await login(t.url, stranger.email, stranger.password)).token;
    const bare = await fetch(`${t.url}/api/media/${key}`, { headers: { authorization: `Bearer ${strangerToken}` } });
    expect({ status: bare.status, body: await bare.json() }).toEqual({
      status: 403,
      body: { error: 'ERR_MEDIA_LINK_EXPIRED' },
    });
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const { token } = await login(t.url, user.email, user.password);
    const response = await upload(user.id, token, Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'ERR_INVALID_FILE' });
  });

  it('refuses an image over 2 MB', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const { token } = await login(t.url, user.email, user.password);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(user.id, token, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'ERR_FILE_TOO_LARGE' });
  });

  it('a user cannot set a colleague’s avatar; an admin can', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const colleague = await createUser(t.database.db, company.id);
    const userToken = (await login(t.url, user.email, user.password)).token;
    expect((await upload(colleague.id, userToken, PNG_1PX)).status).toBe(403);
    const adminToken = (await login(t.url, admin.email, admin.password)).token;
    expect((await upload(colleague.id, adminToken, PNG_1PX)).status).toBe(200);
  });
});

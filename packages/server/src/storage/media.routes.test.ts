import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type SessionUser, type UserDetail, type UserEventPayload } from '@guiche/shared';
import { createCompany, createUser } from '../test/factories.js';
import { call, login } from '../test/http.js';
import { keyOfMediaUrl } from '../test/media.js';
import { collect, connectSocket } from '../test/sockets.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { waitFor } from '../test/wait.js';
import { MediaSigner } from './media-signer.js';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PUBLIC_URL = 'https://guiche.example.com';
const SIGNED = /^(.*)\/api\/media\/(company-\d+\/users\/[0-9a-f-]+\.png)\?expires=(\d+)&signature=([\w-]{43})$/;

const jwtSecret = randomBytes(32).toString('hex');
let t: TestApp;
let behindPublicUrl: TestApp;
beforeAll(async () => {
  [t, behindPublicUrl] = await Promise.all([
    startTestApp({ jwtSecret }),
    startTestApp({ config: { publicUrl: PUBLIC_URL } }),
  ]);
});
afterAll(() => Promise.all([t.close(), behindPublicUrl.close()]));

async function uploadAvatar(app: TestApp, userId: number, token: string): Promise<UserDetail> {
  const form = new FormData();
  form.set('profileImage', new Blob([new Uint8Array(PNG_1PX)]), 'avatar.png');
  const response = await fetch(`${app.url}/api/users/${userId}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UserDetail;
}

/** A user of a fresh company with an uploaded avatar: the parts of its signed URL, and a session. */
async function userWithAvatar(app: TestApp) {
  const company = await createCompany(app.database.db);
  const user = await createUser(app.database.db, company.id);
  const session = await login(app.url, user.email, user.password);
  const detail = await uploadAvatar(app, user.id, session.token);
  const match = SIGNED.exec(detail.profileImageUrl ?? '');
  if (!match) throw new Error(`not a signed media URL: ${detail.profileImageUrl}`);
  const [url, base, key, expires, signature] = match as unknown as [string, string, string, string, string];
  return { company, user, session, url, base, key, expires, signature };
}

const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const EXPIRED = { status: 403, body: { error: 'ERR_MEDIA_LINK_EXPIRED' } };

describe('GET /api/media/{key} with a signed link', () => {
  it('serves the file to a plain request without any token, embeddable from another origin', async () => {
    const { url, base, company } = await userWithAvatar(t);
    expect(base).toBe(t.url);
    expect(url).toContain(`/company-${company.id}/users/`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('answers the same URL again within the hour, and every answer carries URLs rather than keys', async () => {
    const hour = () => Math.floor(Date.now() / 3_600_000);
    const startedIn = hour();
    const { url, user, session } = await userWithAvatar(t);
    const again = await call<UserDetail>(t.url, 'GET', `/users/${user.id}`, { token: session.token });
    const me = await call<SessionUser>(t.url, 'GET', '/auth/me', { token: session.token });
    const relogin = await login(t.url, user.email, user.password);
    const answered = [again.body.profileImageUrl, me.body.profileImageUrl, relogin.user.profileImageUrl];
    // Across an hour boundary the expiry moves on (media-signer.ts); the file is still the same one.
    if (hour() === startedIn) expect(answered).toEqual([url, url, url]);
    else expect(answered.map(keyOfMediaUrl)).toEqual([url, url, url].map(keyOfMediaUrl));
  });

  it('refuses an unsigned request, even with a valid token of the owning company', async () => {
    const { key, session } = await userWithAvatar(t);
    expect(await refusal(await fetch(`${t.url}/api/media/${key}`))).toEqual(EXPIRED);
    expect(
      await refusal(
        await fetch(`${t.url}/api/media/${key}`, { headers: { authorization: `Bearer ${session.token}` } }),
      ),
    ).toEqual(EXPIRED);
  });

  it('refuses a tampered signature, expiry, key or company', async () => {
    const { key, expires, signature } = await userWithAvatar(t);
    const other = await userWithAvatar(t);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const attempts = [
      `${key}?expires=${expires}&signature=${flipped}`,
      `${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${key}?expires=${expires}`,
      // Another tenant's file with this link's grant, and this file named under another tenant.
      `${other.key}?expires=${expires}&signature=${signature}`,
      `${key.replace(/^company-\d+/, `company-${other.company.id}`)}?expires=${expires}&signature=${signature}`,
    ];
    for (const attempt of attempts)
      expect(await refusal(await fetch(`${t.url}/api/media/${attempt}`))).toEqual(EXPIRED);
  });

  it('refuses an expired link', async () => {
    const { key } = await userWithAvatar(t);
    // The same server secret, eight hours ago: a link handed out then is over now.
    const grant = new MediaSigner(jwtSecret, () => new Date(Date.now() - 8 * 60 * 60 * 1000)).sign(key);
    if (!grant) throw new Error('no grant');
    const stale = await fetch(`${t.url}/api/media/${key}?expires=${grant.expires}&signature=${grant.signature}`);
    expect(await refusal(stale)).toEqual(EXPIRED);
    // …while one made now by that secret is good: the refusal above was the expiry's.
    const fresh = new MediaSigner(jwtSecret).sign(key);
    const served = await fetch(`${t.url}/api/media/${key}?expires=${fresh?.expires}&signature=${fresh?.signature}`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
  });

  it('refuses path games whatever the grant', async () => {
    const { company, expires, signature } = await userWithAvatar(t);
    for (const key of ['..%2F..%2Fetc%2Fpasswd', `company-${company.id}/users/x.png`]) {
      expect(await refusal(await fetch(`${t.url}/api/media/${key}?expires=${expires}&signature=${signature}`))).toEqual(
        EXPIRED,
      );
    }
    // fetch resolves the dots itself: the request leaves the media route entirely.
    const outside = await fetch(
      `${t.url}/api/media/company-${company.id}/../../jwt-secret?expires=${expires}&signature=${signature}`,
    );
    expect(outside.status).toBe(404);
    await outside.arrayBuffer();
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of every media URL, and the page may load media from it', async () => {
    const { base, url } = await userWithAvatar(behindPublicUrl);
    expect(base).toBe(PUBLIC_URL);
    // The server itself answers the link's path and query, wherever PUBLIC_URL routes to.
    const served = await fetch(`${behindPublicUrl.url}${url.slice(PUBLIC_URL.length)}`);
    expect(served.status).toBe(200);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${PUBLIC_URL}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${PUBLIC_URL}`));
    await served.arrayBuffer();
  });

  it('is the base of media URLs in live events too', async () => {
    const { company, user, session } = await userWithAvatar(behindPublicUrl);
    const socket = await connectSocket(behindPublicUrl.url, {
      token: session.publicToken,
      companyId: company.id,
      userId: user.id,
    });
    try {
      const seen = collect<UserEventPayload>(socket, serverEvents.user(company.id));
      const detail = await uploadAvatar(behindPublicUrl, user.id, session.token);
      const announced = await waitFor(
        async () =>
          seen.find(
            (event) =>
              event.action === 'update' &&
              keyOfMediaUrl(event.user?.profileImageUrl) === keyOfMediaUrl(detail.profileImageUrl),
          ),
        (event) => event !== undefined,
      );
      expect(SIGNED.exec(announced?.user?.profileImageUrl ?? '')?.[1]).toBe(PUBLIC_URL);
    } finally {
      socket.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREETING_MEDIA_MAX_BYTES, serverEvents, type Connection } from '@guiche/shared';
import { call } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { collect, connectSocket } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { sniffGreetingMedia } from './greeting-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of an MP4 file: an `ftyp` box with brand isom, then an empty `mdat`. */
const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.alloc(4),
    Buffer.from('isommp41', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
  ]);
const MP4 = ftyp('isom');

function upload(id: number, token: string, content: Buffer, name = 'saudacao.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type }), name);
  return fetch(`${t.url}/api/whatsapp/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** A signed link as answers carry it, fetched with no token (and read whole, so no connection stays open). */
async function media(url: string | null) {
  const response = await fetch(url ?? '');
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

async function withConnection() {
  const team = await createTeam(t);
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token: team.adminToken,
    body: { name: 'Recepção' },
  });
  return { ...team, connection: created.body };
}

describe('greeting attachment (POST/DELETE /whatsapp/{id}/media-upload)', () => {
  it('recognises images and MP4/3GP videos by their bytes, nothing else', async () => {
    expect(await sniffGreetingMedia(PNG_1PX)).toEqual({ extension: 'png', mime: 'image/png' });
    expect(await sniffGreetingMedia(MP4)).toEqual({ extension: 'mp4', mime: 'video/mp4' });
    expect(await sniffGreetingMedia(ftyp('3gp5'))).toEqual({ extension: '3gp', mime: 'video/3gpp' });
    // Same box layout, not a video: M4A audio and HEIC pictures.
    expect(await sniffGreetingMedia(ftyp('M4A '))).toBeUndefined();
    expect(await sniffGreetingMedia(ftyp('heic'))).toBeUndefined();
    expect(await sniffGreetingMedia(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });

  it('stores the file in the company’s storage, names it on the connection and announces the change', async () => {
    const { company, admin, adminSession, adminToken, connection } = await withConnection();
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    // Collected, not the next one: the connection's own creation may still be announced after the socket joined.
    const seen = collect<{ action: string; whatsapp: Connection }>(socket, serverEvents.whatsapp(company.id));
    const response = await upload(connection.id, adminToken, PNG_1PX);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Connection;
    const key = keyOfMediaUrl(saved.greetingMediaAttachment);
    expect(key).toMatch(new RegExp(`^company-${company.id}/connections/[0-9a-f-]+\\.png$`));
    const announced = await waitFor(
      async () => seen.find((event) => keyOfMediaUrl(event.whatsapp.greetingMediaAttachment) === key),
      (event) => event !== undefined,
    );
    expect(announced).toMatchObject({ action: 'update', whatsapp: { id: connection.id } });
    socket.close();
    const served = await media(saved.greetingMediaAttachment);
    expect(served.body.equals(PNG_1PX)).toBe(true);

    // A video replaces the picture, whose file goes.
    const replaced = (await (
      await upload(connection.id, adminToken, MP4, 'boas-vindas.mp4', 'video/mp4')
    ).json()) as Connection;
    expect(keyOfMediaUrl(replaced.greetingMediaAttachment)).toMatch(/\.mp4$/);
    expect((await media(saved.greetingMediaAttachment)).status).toBe(404);
    expect((await media(replaced.greetingMediaAttachment)).type).toBe('video/mp4');
  });

  it('removing it clears the connection and deletes the file; so does deleting the connection', async () => {
    const { adminToken, connection } = await withConnection();
    const { greetingMediaAttachment: url } = (await (
      await upload(connection.id, adminToken, PNG_1PX)
    ).json()) as Connection;
    const removed = await call<Connection>(t.url, 'DELETE', `/whatsapp/${connection.id}/media-upload`, {
      token: adminToken,
    });
    expect(removed).toMatchObject({ status: 200, body: { id: connection.id, greetingMediaAttachment: null } });
    expect((await media(url)).status).toBe(404);

    const { greetingMediaAttachment: second } = (await (
      await upload(connection.id, adminToken, PNG_1PX)
    ).json()) as Connection;
    expect((await call(t.url, 'DELETE', `/whatsapp/${connection.id}`, { token: adminToken })).status).toBe(204);
    expect((await media(second)).status).toBe(404);
  });

  it('refuses what is neither an image nor a video whatever the client claims, and files over the limit', async () => {
    const { adminToken, connection } = await withConnection();
    const fake = await upload(
      connection.id,
      adminToken,
      Buffer.from('<svg onload="alert(1)"/>'),
      'foto.png',
      'image/png',
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ error: 'ERR_INVALID_FILE' });
    expect((await upload(connection.id, adminToken, ftyp('M4A '), 'audio.mp4', 'video/mp4')).status).toBe(415);
    const big = await upload(
      connection.id,
      adminToken,
      Buffer.concat([MP4, Buffer.alloc(GREETING_MEDIA_MAX_BYTES)]),
      'grande.mp4',
      'video/mp4',
    );
    expect(big.status).toBe(413);
    expect(
      (await call<Connection>(t.url, 'GET', `/whatsapp/${connection.id}`, { token: adminToken })).body
        .greetingMediaAttachment,
    ).toBeNull();
  });

  it('is for admins of the connection’s company only', async () => {
    const { attendantToken, connection } = await withConnection();
    const other = await createTeam(t);
    expect((await upload(connection.id, attendantToken, PNG_1PX)).status).toBe(403);
    expect(
      (await call(t.url, 'DELETE', `/whatsapp/${connection.id}/media-upload`, { token: attendantToken })).status,
    ).toBe(403);
    expect((await upload(connection.id, other.adminToken, PNG_1PX)).status).toBe(404);
    expect(
      (await call(t.url, 'DELETE', `/whatsapp/${connection.id}/media-upload`, { token: other.adminToken })).status,
    ).toBe(404);
  });
});

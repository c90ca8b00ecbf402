import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type AppMessageEventPayload, type MessageView } from '@guiche/shared';
import { userQueues } from '../../db/schema/index.js';
import { createQueue, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { collect, connectSocket } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertTicket, postForm, SAMPLE_FILES } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A link's answer, read whole (an unread body would keep the connection, and the server's close, waiting). */
async function open(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

const KEY_IN_URL = /\/api\/media\/(company-\d+\/messages\/[0-9a-f-]+\.png)\?expires=\d+&signature=[\w-]{43}$/;

/** A company with queues Vendas and Suporte, one attendant in each, and a Vendas ticket holding a picture note. */
async function pictureInVendas() {
  const team = await createTeam(t);
  const { db } = t.database;
  const [vendas, suporte] = await Promise.all([createQueue(db, team.company.id), createQueue(db, team.company.id)]);
  const [seller, supporter] = await Promise.all([createUser(db, team.company.id), createUser(db, team.company.id)]);
  await db.insert(userQueues).values([
    { userId: seller.id, queueId: vendas.id },
    { userId: supporter.id, queueId: suporte.id },
  ]);
  const [sellerSession, supporterSession] = await Promise.all([
    login(t.url, seller.email, seller.password),
    login(t.url, supporter.email, supporter.password),
  ]);
  const { ticket } = await insertTicket(db, team.company.id, { queueId: vendas.id, userId: team.admin.id });
  const socketOf = (session: typeof sellerSession, userId: number) =>
    connectSocket(t.url, { token: session.publicToken, companyId: team.company.id, userId });
  const [sellerSocket, supporterSocket] = await Promise.all([
    socketOf(sellerSession, seller.id),
    socketOf(supporterSession, supporter.id),
  ]);
  const event = serverEvents.appMessage(team.company.id);
  const sellerSaw = collect<AppMessageEventPayload>(sellerSocket, event);
  const supporterSaw = collect<AppMessageEventPayload>(supporterSocket, event);

  const posted = await postForm<MessageView[]>(
    t,
    `/messages/${ticket.id}`,
    team.adminToken,
    [{ content: SAMPLE_FILES.png, type: 'image/png', name: 'proposta.png' }],
    [['isPrivate', 'true']],
  );
  expect(posted.status).toBe(201);
  const [message] = posted.body;
  if (!message?.mediaUrl) throw new Error('the note has no media');
  return {
    ...team,
    ticket,
    message,
    sellerSession,
    supporterSession,
    sellerSaw,
    supporterSaw,
    close: () => [sellerSocket, supporterSocket].forEach((s) => s.close()),
  };
}

describe('media of a message goes only to users who may see its ticket', () => {
  it('the ticket’s queue gets working links, over HTTP and in live events', async () => {
    const scene = await pictureInVendas();
    try {
      expect(scene.message.mediaUrl).toMatch(new RegExp(`^${t.url}${KEY_IN_URL.source}`));
      expect(await open(scene.message.mediaUrl ?? '')).toMatchObject({ status: 200, type: 'image/png' });

      const page = await call<{ messages: MessageView[] }>(t.url, 'GET', `/messages/${scene.ticket.id}`, {
        token: scene.sellerSession.token,
      });
      expect(page.status).toBe(200);
      const listed = page.body.messages.find((m) => m.id === scene.message.id)?.mediaUrl ?? '';
      expect(keyOfMediaUrl(listed)).toBe(keyOfMediaUrl(scene.message.mediaUrl));
      expect((await open(listed)).status).toBe(200);

      // Without PUBLIC_URL an event's link takes the origin its socket's handshake came to (media-link-hooks.ts).
      const live = await waitFor(
        async () => scene.sellerSaw.find((payload) => payload.message.id === scene.message.id),
        (found) => found !== undefined,
      );
      expect(live?.message.mediaUrl).toMatch(new RegExp(`^${t.url}${KEY_IN_URL.source}`));
      expect((await open(live?.message.mediaUrl ?? '')).status).toBe(200);
    } finally {
      scene.close();
    }
  });

  it('a user of another queue obtains no link by any path, and cannot use the key without one', async () => {
    const scene = await pictureInVendas();
    try {
      const token = scene.supporterSession.token;
      const answers = await Promise.all([
        call(t.url, 'GET', `/messages/${scene.ticket.id}`, { token }),
        call(t.url, 'GET', `/messages/listimages/${scene.ticket.id}`, { token }),
        call(t.url, 'GET', `/messages/getmedia/${scene.ticket.id}`, { token }),
        call(t.url, 'POST', '/message/forward', {
          token,
          body: { messageId: scene.message.id, contactId: scene.ticket.contactId },
        }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(answer.body)).not.toContain('/messages/');
      }
      // The seller heard of the note; by then the supporter would have too, had it been sent their way.
      await waitFor(
        async () => scene.sellerSaw.length,
        (count) => count > 0,
      );
      expect(scene.supporterSaw.filter((payload) => payload.ticket.id === scene.ticket.id)).toEqual([]);

      // Even knowing the key (say, from a link seen before a move), the file needs a grant, not a token.
      const key = keyOfMediaUrl(scene.message.mediaUrl);
      const bare = await open(`${t.url}/api/media/${key}`, { headers: { authorization: `Bearer ${token}` } });
      expect(bare).toMatchObject({ status: 403, text: JSON.stringify({ error: 'ERR_MEDIA_LINK_EXPIRED' }) });
    } finally {
      scene.close();
    }
  });

  it('a link cannot be moved to another tenant', async () => {
    const scene = await pictureInVendas();
    scene.close();
    const other = await createTeam(t);
    const moved = (scene.message.mediaUrl ?? '').replace(/company-\d+\//, `company-${other.company.id}/`);
    expect(await open(moved)).toMatchObject({ status: 403, text: JSON.stringify({ error: 'ERR_MEDIA_LINK_EXPIRED' }) });
  });
});

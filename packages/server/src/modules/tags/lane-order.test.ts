import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverEvents, type TagEventPayload, type TagView } from '@guiche/shared';
import { plans } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { laneOrder, type LaneOrderInput } from './lane-order.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createTag = async (token: string, name: string, kanban: 0 | 1 = 1) => {
  const res = await call<TagView>(t.url, 'POST', '/tags', { token, body: { name, color: '#123abc', kanban } });
  if (res.status !== 201) throw new Error(`tag ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const order = (token: string, body: unknown) => call<TagView[]>(t.url, 'PUT', '/tags/kanban/order', { token, body });
const laneNames = async (token: string, path = '/tags/kanban') =>
  (await call<TagView[]>(t.url, 'GET', path, { token })).body.map((tag) => tag.name);

/** A company with three lanes (created out of name order) and a plain tag. */
async function board() {
  const team = await createTeam(t);
  const [todo, doing, done, plain] = [
    await createTag(team.adminToken, 'B fazer'),
    await createTag(team.adminToken, 'C fazendo'),
    await createTag(team.adminToken, 'A feito'),
    await createTag(team.adminToken, 'Comum', 0),
  ];
  return { ...team, todo, doing, done, plain };
}

describe('laneOrder', () => {
  it('puts the named lanes first, in the order asked, and keeps the others after in their order', () => {
    expect(laneOrder([1, 2, 3, 4], [3, 1])).toEqual([3, 1, 2, 4]);
    expect(laneOrder([1, 2], [2, 1])).toEqual([2, 1]);
  });
});

describe('PUT /tags/kanban/order', () => {
  it('orders the lanes for the whole company; the lane lists follow it, unplaced lanes after by name', async () => {
    const b = await board();
    expect(await laneNames(b.adminToken)).toEqual(['A feito', 'B fazer', 'C fazendo']);

    const answer = await order(b.attendantToken, {
      tagIds: [b.doing.id, b.todo.id],
    } satisfies LaneOrderInput);
    expect(answer.status).toBe(200);
    expect(answer.body.map((tag) => tag.name)).toEqual(['C fazendo', 'B fazer', 'A feito']);
    expect(answer.body[0]).toEqual(b.doing);
    expect(await laneNames(b.adminToken)).toEqual(['C fazendo', 'B fazer', 'A feito']);
    expect(await laneNames(b.adminToken, '/tags/list?kanban=1')).toEqual(['C fazendo', 'B fazer', 'A feito']);
    // The other lists stay by name.
    expect(await laneNames(b.adminToken, '/tags/list')).toEqual(['A feito', 'B fazer', 'C fazendo', 'Comum']);

    const added = await createTag(b.adminToken, 'D nova');
    const early = await createTag(b.adminToken, '0 antes');
    expect(await laneNames(b.adminToken)).toEqual(['C fazendo', 'B fazer', 'A feito', '0 antes', 'D nova']);
    await order(b.adminToken, { tagIds: [added.id, b.done.id, early.id, b.todo.id, b.doing.id] });
    expect(await laneNames(b.adminToken)).toEqual(['D nova', 'A feito', '0 antes', 'B fazer', 'C fazendo']);

    // A tag that stops being a lane loses its place: made a lane again, it comes last.
    await call(t.url, 'PUT', `/tags/${added.id}`, { token: b.adminToken, body: { name: 'D nova', kanban: 0 } });
    await call(t.url, 'PUT', `/tags/${added.id}`, { token: b.adminToken, body: { name: 'D nova', kanban: 1 } });
    expect(await laneNames(b.adminToken)).toEqual(['A feito', '0 antes', 'B fazer', 'C fazendo', 'D nova']);
  });

  it('refuses a malformed list, a repeated id, a plain tag and an unknown id, changing nothing', async () => {
    const b = await board();
    await order(b.adminToken, { tagIds: [b.todo.id, b.doing.id, b.done.id] });
    const cases: [unknown, string][] = [
      [{}, 'validation.required'],
      [{ tagIds: [] }, 'validation.required'],
      [{ tagIds: 'x' }, 'validation.required'],
      [{ tagIds: [0] }, 'validation.invalidOption'],
      [{ tagIds: [b.todo.id, b.todo.id] }, 'validation.invalidOption'],
      [{ tagIds: Array.from({ length: 1001 }, (_, index) => index + 1) }, 'validation.tooLong'],
      [{ tagIds: [b.plain.id, b.todo.id] }, 'validation.invalidOption'],
      [{ tagIds: [2_147_000_000] }, 'validation.invalidOption'],
    ];
    for (const [body, message] of cases) {
      expect(await order(b.adminToken, body), JSON.stringify(body).slice(0, 60)).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION', issues: [expect.objectContaining({ message })] },
      });
    }
    expect(await laneNames(b.adminToken)).toEqual(['B fazer', 'C fazendo', 'A feito']);
  });

  it('two boards ordering at once are taken one after the other: the lanes end in one of the two orders', async () => {
    const b = await board();
    const first = [b.todo.id, b.doing.id, b.done.id];
    const second = [b.done.id, b.doing.id, b.todo.id];
    const answers = await Promise.all([
      order(b.adminToken, { tagIds: first }),
      order(b.attendantToken, { tagIds: second }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = (await call<TagView[]>(t.url, 'GET', '/tags/kanban', { token: b.adminToken })).body.map(
      (tag) => tag.id,
    );
    expect([first, second]).toContainEqual(ids);
  });

  it('never reaches another company’s lanes: their ids are refused, their order untouched', async () => {
    const mine = await board();
    const theirs = await board();
    await order(theirs.adminToken, { tagIds: [theirs.doing.id] });
    const before = await laneNames(theirs.adminToken);
    expect(await order(mine.adminToken, { tagIds: [theirs.done.id, mine.todo.id] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'tagIds', message: 'validation.invalidOption' }] },
    });
    expect(await order(mine.adminToken, { tagIds: [theirs.done.id] })).toMatchObject({ status: 400 });
    expect(await laneNames(theirs.adminToken)).toEqual(before);
    expect(await laneNames(mine.adminToken)).toEqual(['A feito', 'B fazer', 'C fazendo']);
  });

  it('needs the plan flag useKanban, refused before the body is read; the lanes still list', async () => {
    const b = await board();
    await t.database.db.update(plans).set({ useKanban: false }).where(eq(plans.id, b.company.planId));
    for (const body of [{ tagIds: [b.done.id] }, { tagIds: 'x' }]) {
      expect(await order(b.adminToken, body)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    }
    expect(await laneNames(b.adminToken)).toEqual(['A feito', 'B fazer', 'C fazendo']);
  });

  it('any user of the company may order the lanes (tags are not admin-only), a logged-out caller may not', async () => {
    const b = await board();
    expect((await order(b.attendantToken, { tagIds: [b.todo.id] })).status).toBe(200);
    expect((await call(t.url, 'PUT', '/tags/kanban/order', { body: { tagIds: [b.todo.id] } })).status).toBe(401);
  });

  it('announces each lane whose place changed to the company’s boards, never to another company', async () => {
    const b = await board();
    const other = await createTeam(t);
    await order(b.adminToken, { tagIds: [b.done.id, b.todo.id, b.doing.id] });
    const mine = await connectSocket(t.url, {
      token: b.adminSession.publicToken,
      companyId: b.company.id,
      userId: b.admin.id,
    });
    const theirs = await connectSocket(t.url, {
      token: other.adminSession.publicToken,
      companyId: other.company.id,
      userId: other.admin.id,
    });
    try {
      const heard = collect<TagEventPayload>(mine, serverEvents.tag(b.company.id));
      const leaked = collect(theirs, serverEvents.tag(b.company.id));
      const first = nextEvent<TagEventPayload>(mine, serverEvents.tag(b.company.id));
      // Swapping the last two moves two lanes; the first keeps its place and is not announced.
      await order(b.attendantToken, { tagIds: [b.done.id, b.doing.id, b.todo.id] });
      expect(await first).toMatchObject({ action: 'update' });
      const fence = nextEvent(theirs, serverEvents.tag(other.company.id));
      await createTag(other.adminToken, 'Cerca');
      await fence;
      await expect.poll(() => heard.length).toBe(2);
      const byId = (a: number, z: number) => a - z;
      expect(heard.map((event) => (event.action === 'update' ? event.tag.id : 0)).sort(byId)).toEqual(
        [b.doing.id, b.todo.id].sort(byId),
      );
      expect(leaked).toEqual([]);

      // The same order again moves nothing and announces nothing.
      await order(b.attendantToken, { tagIds: [b.done.id, b.doing.id, b.todo.id] });
      const quiet = nextEvent(theirs, serverEvents.tag(other.company.id));
      await createTag(other.adminToken, 'Cerca 2');
      await quiet;
      expect(heard).toHaveLength(2);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

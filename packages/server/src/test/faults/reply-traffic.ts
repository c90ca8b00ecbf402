import { pause } from '../sockets.js';
import { TEST_ADMIN } from '../test-database.js';
import type { FakeGraph } from './fake-graph.js';
import type { ScratchDatabase } from './spawned-server.js';

/** Opens the fault tests' tickets (the inbound deliveries left them waiting) to the administrator, to take replies. */
export async function openTicketsForReplies(database: ScratchDatabase): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    "update tickets set status = 'open', user_id = (select id from users where email = $1) where status <> 'closed' returning id",
    [TEST_ADMIN.email],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Posts `count` replies (`${label}-${n}`) to the tickets in turn from six clients at once. Each goes with its own
 * Idempotency-Key and is retried with it while the answer is 503 or none came (the server restarting), as the web
 * client does, until `giveUpAt` (ms since the epoch). Answers the final status of each reply, and how many tries
 * met a 503 or no answer.
 */
export async function postReplies(
  server: () => string,
  token: string,
  ticketIds: readonly number[],
  count: number,
  label: string,
  giveUpAt: () => number,
): Promise<{ outcomes: Map<string, number>; retried: number }> {
  const outcomes = new Map<string, number>();
  let next = 0;
  let retried = 0;
  const client = async () => {
    while (next < count) {
      const n = next++;
      const body = `${label}-${n}`;
      const ticketId = ticketIds[n % ticketIds.length];
      let status = 0;
      do {
        status = await fetch(`${server()}/api/messages/${ticketId}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': `${label}:${n}`,
          },
          body: JSON.stringify({ body }),
          signal: AbortSignal.timeout(5000),
        }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        if (status === 0 || status === 503) {
          retried += 1;
          await pause(200);
        }
      } while ((status === 0 || status === 503) && Date.now() < giveUpAt());
      outcomes.set(body, status);
    }
  };
  await Promise.all(Array.from({ length: 6 }, client));
  return { outcomes, retried };
}

export interface ReplyTally {
  /** Replies stored (each once: a body stored twice is in `storedTwice`). */
  stored: number;
  storedBodies: ReadonlySet<string>;
  storedTwice: string[];
  /** Stored replies the customer got exactly once. */
  deliveredOnce: number;
  /** Replies the customer got more than once. */
  duplicates: string[];
  /** Stored replies still queued (held, or never carried). */
  pending: string[];
  /** Stored replies left to the attendant (a send cut off mid-way on a channel that cannot dedupe). */
  unconfirmed: { id: number; body: string; delivered: number }[];
  /** Replies the customer got that were not stored as sent (and are not left to the attendant). */
  deliveredUnrecorded: string[];
}

/** What became of the replies labelled `label`, in the database and at the customer's end. */
export async function tallyReplies(database: ScratchDatabase, graph: FakeGraph, label: string): Promise<ReplyTally> {
  const rows = await database.query<{ id: number; body: string; wid: string; unconfirmed: boolean }>(
    'select id, body, wid, unconfirmed_at is not null as unconfirmed from messages where from_me and body like $1 order by id',
    [`${label}-%`],
  );
  const sent = graph.sent();
  const delivered = (body: string) => sent.get(body) ?? 0;
  const bodies = rows.map((row) => row.body);
  return {
    stored: new Set(bodies).size,
    storedBodies: new Set(bodies),
    storedTwice: bodies.filter((body, index) => bodies.indexOf(body) !== index),
    deliveredOnce: rows.filter((row) => delivered(row.body) === 1).length,
    duplicates: [...sent].filter(([body, times]) => body.startsWith(`${label}-`) && times > 1).map(([body]) => body),
    pending: rows.filter((row) => row.wid.startsWith('pending:') && !row.unconfirmed).map((row) => row.body),
    unconfirmed: rows
      .filter((row) => row.unconfirmed)
      .map((row) => ({ id: row.id, body: row.body, delivered: delivered(row.body) })),
    deliveredUnrecorded: [...sent.keys()]
      .filter(
        (body) =>
          body.startsWith(`${label}-`) && !rows.some((row) => row.body === body && !row.wid.startsWith('pending:')),
      )
      .filter((body) => !rows.some((row) => row.body === body && row.unconfirmed)),
  };
}

/** Polls until no reply labelled `label` is still queued; answers how long that took (ms), or undefined past `ms`. */
export async function waitDrained(database: ScratchDatabase, label: string, ms: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const [row] = await database.query<{ queued: string }>(
      "select count(*) as queued from messages where from_me and body like $1 and wid like 'pending:%' and unconfirmed_at is null and failed_reason is null",
      [`${label}-%`],
    );
    if (Number(row?.queued) === 0) return Math.round(performance.now() - started);
    await pause(250);
  }
  return undefined;
}

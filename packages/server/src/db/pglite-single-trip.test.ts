import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.js';
import { singleTripClient, STATEMENTS_KEPT, type SingleTripClient } from './pglite-single-trip.js';

/** PGlite's own view of its session's named statements (the single-trip client's, not SQL PREPAREs). */
async function preparedTexts(pg: PGlite): Promise<string[]> {
  const { rows } = await pg.query<{ statement: string }>(
    'select statement from pg_prepared_statements where not from_sql order by statement',
  );
  return rows.map((row) => row.statement);
}

// PGlite's own client: the PostgreSQL project would only run the same thing again.
const pgliteOnly = describe.skipIf(testDbKind() !== 'pglite');

pgliteOnly('PGlite single-trip client: prepared statements', () => {
  let pg: PGlite;
  let client: SingleTripClient;

  beforeEach(async () => {
    pg = await PGlite.create();
    client = singleTripClient(pg);
    await pg.exec('create table notes (id int primary key, body text)');
  });

  afterEach(async () => {
    await pg.close();
  });

  it('parses a text once and then only binds it, with each call its own values', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2) returning body';
    expect((await client.query<{ body: string }>(insert, [1, 'um'])).rows).toEqual([{ body: 'um' }]);
    expect((await client.query<{ body: string }>(insert, [2, 'dois'])).rows).toEqual([{ body: 'dois' }]);
    expect(await preparedTexts(pg)).toEqual([insert]);
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    const texts = Array.from({ length: STATEMENTS_KEPT + 20 }, (_, n) => `select ${n} as n, $1::int as v`);
    for (const text of texts) await client.query(text, [1]);
    // The oldest text, used again, is prepared anew and still answers.
    expect((await client.query<{ n: number }>(texts[0] ?? '', [1])).rows).toEqual([{ n: 0, v: 1 }]);
    const kept = await preparedTexts(pg);
    expect(kept.length).toBeLessThanOrEqual(STATEMENTS_KEPT);
    expect(kept).toContain(texts[0]);
    expect(kept).not.toContain(texts[1]);
  });

  it('answers a statement again after it failed, and after its table changed shape', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await client.query(insert, [1, 'um']);
    await expect(client.query(insert, [1, 'de novo'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, [2, 'dois']);

    const select = 'select * from notes where id = $1';
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, body: 'um' }]);
    await pg.exec('alter table notes add column pinned boolean not null default false');
    // PostgreSQL refuses a kept plan whose columns changed; the next call parses the text again.
    await expect(client.query(select, [1])).rejects.toThrow(/cached plan must not change result type/);
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, body: 'um', pinned: false }]);
  });

  it('prepares inside transactions too, and a rolled-back one keeps the statement usable', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [1, 'um']);
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    await client.transaction((tx) => tx.query(insert, [1, 'um']));
    expect((await client.query('select count(*)::int as n from notes', [])).rows).toEqual([{ n: 1 }]);
  });
});

pgliteOnly('PGlite single-trip client: answers', () => {
  let pg: PGlite;
  let client: SingleTripClient;

  // One database for these (each PGlite start is an initdb); each test has the table as it was made.
  beforeAll(async () => {
    pg = await PGlite.create();
    client = singleTripClient(pg);
  });

  beforeEach(async () => {
    await pg.exec(`drop table if exists notes;
      create table notes (id int primary key, body text, tags text[], meta jsonb, big bigint, at timestamptz, done boolean);
      insert into notes values (1, 'um', '{a,b}', '{"k": [1, 2]}', 9007199254740993, '2026-11-28 10:00:00+00', true), (2, null, null, null, null, null, null)`);
  });

  afterAll(async () => {
    await pg.close();
  });

  /** What PGlite's own `query` answers, and what the client does, for the same statement. */
  async function both(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
    const [own, single] = [await pg.query(text, params, options), await client.query(text, params, options)];
    const shape = ({ rows, fields, affectedRows }: typeof own) => ({ rows, fields, affectedRows });
    return { own: shape(own), single: shape(single) };
  }

  it('reads rows as PGlite does: objects or arrays, every type through its parsers, nulls kept', async () => {
    const objects = await both('select * from notes where id = any($1::int[]) order by id', [[1, 2]]);
    expect(objects.single).toEqual(objects.own);
    expect(objects.single.rows[0]).toMatchObject({
      body: 'um',
      tags: ['a', 'b'],
      meta: { k: [1, 2] },
      big: 9007199254740993n,
      done: true,
    });
    // As Drizzle asks for them: arrays, with timestamps left as text for its own mapping.
    const arrays = await both('select id, at, body from notes order by id', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.single).toEqual(arrays.own);
    expect(arrays.single.rows).toEqual([
      [1, '2026-11-28 10:00:00+00', 'um'],
      [2, null, null],
    ]);
  });

  it('counts the rows a write touched, and answers an empty result for a write without rows', async () => {
    const update = await both('update notes set body = $1 where id > $2', ['x', 0]);
    expect(update.single).toEqual(update.own);
    expect(update.single.affectedRows).toBe(2);
    const none = await both('delete from notes where id = $1', [99]);
    expect(none.single).toEqual({ rows: [], fields: [], affectedRows: 0 });
  });

  it('fails with the database error and its fields (code, constraint, detail)', async () => {
    const failed = client.query('insert into notes (id) values ($1)', [1]);
    await expect(failed).rejects.toBeInstanceOf(Error);
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      table: 'notes',
      detail: 'Key (id)=(1) already exists.',
    });
  });
});

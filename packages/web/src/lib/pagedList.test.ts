import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { pagedList, removeRow, upsertRow } from './pagedList';

interface Row {
  id: number;
  name: string;
}
interface Page {
  rows: Row[];
  count: number;
  hasMore: boolean;
}

const row = (id: number, name = `Row ${id}`): Row => ({ id, name });
const list = pagedList(
  (page: Page) => page.rows,
  (page, rows) => ({ ...page, rows }),
);
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name) || a.id - b.id;

function pages(...ids: number[][]): InfiniteData<Page> {
  const count = new Set(ids.flat()).size;
  return {
    pageParams: ids.map((_page, index) => index + 1),
    pages: ids.map((page, index) => ({ rows: page.map((id) => row(id)), count, hasMore: index < ids.length - 1 })),
  };
}
const ids = (data: InfiniteData<Page>) => list.items(data).map((item) => item.id);

describe('paged list cache', () => {
  it('lists each row once, first seen kept, with the first page’s count', () => {
    const data = pages([1, 2], [2, 3]);
    expect(ids(data)).toEqual([1, 2, 3]);
    expect(list.count(data)).toBe(3);
    expect(list.items(undefined)).toEqual([]);
    expect(list.count(undefined)).toBeUndefined();
  });

  it('replaces a row on whichever page holds it, leaving the other pages as they were', () => {
    const before = pages([1, 2], [3, 4], [5]);
    const after = list.replace(before, row(3, 'Novo'));
    expect(list.items(after).find((item) => item.id === 3)?.name).toBe('Novo');
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(after.pages[2]).toBe(before.pages[2]);
    expect(after.pages[1]).not.toBe(before.pages[1]);
  });

  it('changes nothing, down to the object, for a row it does not hold or a change that changes nothing', () => {
    const before = pages([1, 2]);
    expect(list.replace(before, row(9))).toBe(before);
    expect(list.remove(before, 9)).toBe(before);
    expect(list.patch(before, 1, (item) => item)).toBe(before);
  });

  it('removes a row, counting one fewer on the first page, and keeps the pages it did not touch', () => {
    const before = pages([1, 2], [3, 4], [5]);
    const after = list.remove(before, 4);
    expect(ids(after)).toEqual([1, 2, 3, 5]);
    expect(list.count(after)).toBe(4);
    expect(after.pages[2]).toBe(before.pages[2]);
  });

  it('moves a row to the top out of a later page, and counts a newcomer once', () => {
    const before = pages([1, 2], [3, 4], [5]);
    const moved = list.upsert(before, row(4, 'Subiu'), 'first');
    expect(ids(moved)).toEqual([4, 1, 2, 3, 5]);
    expect(list.count(moved)).toBe(5);
    expect(moved.pages[2]).toBe(before.pages[2]);
    const added = list.upsert(before, row(9), 'first');
    expect(ids(added)).toEqual([9, 1, 2, 3, 4, 5]);
    expect(list.count(added)).toBe(6);
    expect(list.upsert({ pages: [], pageParams: [] }, row(1), 'first').pages).toEqual([]);
  });

  it('inserts a row where the list’s order puts it, on the page that holds its place', () => {
    const before: InfiniteData<Page> = {
      pageParams: [1, 2],
      pages: [
        { rows: [row(1, 'Ana'), row(2, 'Bia')], count: 4, hasMore: true },
        { rows: [row(3, 'Caio'), row(4, 'Davi')], count: 4, hasMore: false },
      ],
    };
    const between = list.upsert(before, row(9, 'Cida'), byName);
    expect(list.items(between).map((item) => item.name)).toEqual(['Ana', 'Bia', 'Caio', 'Cida', 'Davi']);
    // Only the first page’s count changes there; its rows stay the same array.
    expect(between.pages[0]?.rows).toBe(before.pages[0]?.rows);
    expect(list.count(between)).toBe(5);
    const last = list.upsert(before, row(8, 'Zeca'), byName);
    expect(list.items(last).map((item) => item.name)).toEqual(['Ana', 'Bia', 'Caio', 'Davi', 'Zeca']);
    // A rename moves the row to its new place and counts nothing.
    const renamed = list.upsert(before, row(4, 'Aldo'), byName);
    expect(list.items(renamed).map((item) => item.name)).toEqual(['Aldo', 'Ana', 'Bia', 'Caio']);
    expect(list.count(renamed)).toBe(4);
  });

  it('applies a live update in place and a delete at once, and asks to read the list again for a new row', () => {
    const before = pages([1, 2], [3]);
    expect(list.applyEvent(before, { action: 'update', item: row(3, 'Novo') })).toEqual({
      data: list.replace(before, row(3, 'Novo')),
      refetch: false,
    });
    expect(ids(list.applyEvent(before, { action: 'delete', id: 1 }).data)).toEqual([2, 3]);
    expect(list.applyEvent(before, { action: 'create', item: row(9) })).toEqual({ data: before, refetch: true });
  });

  it('patches every row a rule picks, across pages', () => {
    const after = list.patchWhere(
      pages([1, 2], [3, 4]),
      (item) => item.id % 2 === 0,
      (item) => ({ ...item, name: 'par' }),
    );
    expect(list.items(after).map((item) => item.name)).toEqual(['Row 1', 'par', 'Row 3', 'par']);
  });

  it('keeps pages without a count without one', () => {
    const bare = pagedList(
      (page: { rows: Row[] }) => page.rows,
      (page, rows) => ({ ...page, rows }),
    );
    const data = { pageParams: [1], pages: [{ rows: [row(1)] }] };
    expect(bare.remove(data, 1).pages[0]).toEqual({ rows: [] });
    expect(bare.count(data)).toBeUndefined();
  });
});

describe('flat list edits', () => {
  it('adds or replaces a row in the list’s order, and removes one', () => {
    const names = [row(1, 'Ana'), row(2, 'Caio')];
    expect(upsertRow(names, row(3, 'Bia'), byName).map((item) => item.id)).toEqual([1, 3, 2]);
    expect(upsertRow(names, row(1, 'Dora'), byName).map((item) => item.id)).toEqual([2, 1]);
    expect(upsertRow(names, row(3), 'first').map((item) => item.id)).toEqual([3, 1, 2]);
    expect(removeRow(names, 1).map((item) => item.id)).toEqual([2]);
  });
});

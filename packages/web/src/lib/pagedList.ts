import type { InfiniteData } from '@tanstack/react-query';

/** A row of a list, known by its id. */
export interface Identified {
  id: number;
}

/**
 * Where a row that enters a list (or changes) stands: `'first'` for lists by latest activity, or the comparator
 * of the server's order, so a live edit lands where the next read would put it.
 */
export type RowOrder<Item> = 'first' | ((a: Item, b: Item) => number);

/** A live create, update or delete of one row, as a feature's socket event says it. */
export type RowEvent<Item> = { action: 'create' | 'update'; item: Item } | { action: 'delete'; id: number };

/** `getNextPageParam` of a list paged by `pageNumber` whose answers say `hasMore`. */
export function nextPageNumber(lastPage: { hasMore: boolean }, lastPageNumber: number): number | undefined {
  return lastPage.hasMore ? lastPageNumber + 1 : undefined;
}

/** A flat list with `item` added or replaced, in the list's order (a list already in that order stays in it). */
export function upsertRow<Item extends Identified>(list: readonly Item[], item: Item, order: RowOrder<Item>): Item[] {
  const others = list.filter((row) => row.id !== item.id);
  if (order === 'first') return [item, ...others];
  const at = others.findIndex((row) => order(item, row) < 0);
  return at < 0 ? [...others, item] : [...others.slice(0, at), item, ...others.slice(at)];
}

export function removeRow<Item extends Identified>(list: readonly Item[], id: number): Item[] {
  return list.filter((row) => row.id !== id);
}

/**
 * Cache edits of one infinite list's loaded pages (`InfiniteData<Page>`), for live events and mutation answers.
 * Every edit returns the same object when nothing changed, and pages it did not touch keep their identity, so
 * untouched lists and rows do not re-render. A list's total is the first page's `count` (later pages may lag
 * behind edits), so only the first page's count follows rows entering and leaving; pages without `count` have none.
 */
export interface PagedList<Page, Item extends Identified> {
  /** Every row of the pages once, first seen kept: a row that slid into the next page between two loads shows once. */
  items(data: InfiniteData<Page> | undefined): Item[];
  /** The total the server counted, as the first page reported it and the edits kept it. */
  count(data: InfiniteData<Page> | undefined): number | undefined;
  holds(data: InfiniteData<Page>, id: number): boolean;
  /** Changes the rows `matches` picks where they are; `change` returning its row as is changes nothing. */
  patchWhere(
    data: InfiniteData<Page>,
    matches: (item: Item) => boolean,
    change: (item: Item) => Item,
  ): InfiniteData<Page>;
  /** Changes a loaded row where it is (the list keeps its order). */
  patch(data: InfiniteData<Page>, id: number, change: (item: Item) => Item): InfiniteData<Page>;
  /** Puts a row's new state where the row is; a list without it is returned as is. */
  replace(data: InfiniteData<Page>, item: Item): InfiniteData<Page>;
  /** Takes a row out, wherever it is, and counts one fewer. */
  remove(data: InfiniteData<Page>, id: number): InfiniteData<Page>;
  /** Puts a row where `order` places it among the loaded rows, out of wherever it was; a newcomer counts one more. */
  upsert(data: InfiniteData<Page>, item: Item, order: RowOrder<Item>): InfiniteData<Page>;
  /**
   * A live event on a list in the server's order: an update lands in place and a delete leaves at once; whether a
   * new row matches the list's search or filters and where it sorts is the server's call, so `refetch` tells the
   * caller to read the list again.
   */
  applyEvent(data: InfiniteData<Page>, event: RowEvent<Item>): { data: InfiniteData<Page>; refetch: boolean };
}

function withCount<Page extends object>(page: Page, delta: number): Page {
  if (delta === 0 || !('count' in page) || typeof page.count !== 'number') return page;
  return { ...page, count: Math.max(0, page.count + delta) };
}

/** The cache edits of a list whose page holds its rows in `rows(page)`; `withRows` is that page with other rows. */
export function pagedList<Page extends object, Item extends Identified>(
  rows: (page: Page) => readonly Item[],
  withRows: (page: Page, rows: Item[]) => Page,
): PagedList<Page, Item> {
  const holds = (data: InfiniteData<Page>, id: number) =>
    data.pages.some((page) => rows(page).some((row) => row.id === id));

  /** `data` with each page passed through `edit` (which answers its page as is when it leaves it alone). */
  function mapPages(data: InfiniteData<Page>, edit: (page: Page, index: number) => Page): InfiniteData<Page> {
    const pages = data.pages.map(edit);
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }

  function patchWhere(
    data: InfiniteData<Page>,
    matches: (item: Item) => boolean,
    change: (item: Item) => Item,
  ): InfiniteData<Page> {
    return mapPages(data, (page) => {
      const before = rows(page);
      const after = before.map((row) => (matches(row) ? change(row) : row));
      return after.every((row, index) => row === before[index]) ? page : withRows(page, after);
    });
  }

  function remove(data: InfiniteData<Page>, id: number, counted = true): InfiniteData<Page> {
    if (!holds(data, id)) return data;
    return mapPages(data, (page, index) => {
      const kept = rows(page).some((row) => row.id === id) ? withRows(page, removeRow(rows(page), id)) : page;
      return index === 0 && counted ? withCount(kept, -1) : kept;
    });
  }

  function upsert(data: InfiniteData<Page>, item: Item, order: RowOrder<Item>): InfiniteData<Page> {
    if (data.pages.length === 0) return data;
    const known = holds(data, item.id);
    const without = remove(data, item.id, false);
    // The first loaded page whose rows the item sorts before; after every loaded row, it ends the last page.
    const lastIndex = without.pages.length - 1;
    const target =
      order === 'first'
        ? 0
        : without.pages.findIndex(
            (page, index) => index === lastIndex || rows(page).some((row) => order(item, row) < 0),
          );
    const placed = mapPages(without, (page, index) =>
      index === target ? withRows(page, upsertRow(rows(page), item, order)) : page,
    );
    return known ? placed : mapPages(placed, (page, index) => (index === 0 ? withCount(page, 1) : page));
  }

  return {
    items(data) {
      const seen = new Set<number>();
      return (data?.pages ?? []).flatMap((page) =>
        rows(page).filter((row) => {
          if (seen.has(row.id)) return false;
          seen.add(row.id);
          return true;
        }),
      );
    },
    count(data) {
      const first = data?.pages[0];
      return first && 'count' in first && typeof first.count === 'number' ? first.count : undefined;
    },
    holds,
    patchWhere,
    patch: (data, id, change) => patchWhere(data, (row) => row.id === id, change),
    replace: (data, item) =>
      patchWhere(
        data,
        (row) => row.id === item.id,
        () => item,
      ),
    remove: (data, id) => remove(data, id),
    upsert,
    applyEvent(data, event) {
      if (event.action === 'create') return { data, refetch: true };
      if (event.action === 'delete') return { data: remove(data, event.id), refetch: false };
      return {
        data: patchWhere(
          data,
          (row) => row.id === event.item.id,
          () => event.item,
        ),
        refetch: false,
      };
    },
  };
}

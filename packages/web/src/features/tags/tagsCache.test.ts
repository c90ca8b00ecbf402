import { describe, expect, it } from 'vitest';
import type { TagView } from '@guiche/shared';
import { applyTagEvent, tagList, type TagPages } from './tagsCache';

const tag = (id: number, name: string, kanban = 0): TagView => ({
  id,
  name,
  color: '#1976D2',
  kanban,
  userId: null,
  contactsCount: 0,
  ticketsCount: 0,
});
const pages: TagPages = { pageParams: [0], pages: [{ tags: [tag(1, 'Atacado'), tag(2, 'Varejo')], hasMore: false }] };

describe('tags list cache', () => {
  it('changes a recoloured tag in place without reading the list again', () => {
    const applied = applyTagEvent(pages, { action: 'update', tag: { ...tag(2, 'Varejo'), color: '#000000' } });
    expect(applied.refetch).toBe(false);
    expect(tagList.items(applied.data)[1]?.color).toBe('#000000');
  });

  it('reads the list again when a tag is renamed or moved in or out of the kanban, as its place may change', () => {
    expect(applyTagEvent(pages, { action: 'update', tag: tag(2, 'Aaa') }).refetch).toBe(true);
    expect(applyTagEvent(pages, { action: 'update', tag: tag(1, 'Atacado', 1) }).refetch).toBe(true);
    expect(applyTagEvent(pages, { action: 'create', tag: tag(3, 'Novo') })).toEqual({ data: pages, refetch: true });
  });

  it('drops a deleted tag', () => {
    expect(tagList.items(applyTagEvent(pages, { action: 'delete', tagId: 1 }).data).map(({ id }) => id)).toEqual([2]);
  });
});

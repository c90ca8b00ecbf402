import { describe, expect, it } from 'vitest';
import type { TagView } from '@guiche/shared';
import { randomTagColor, tagDialogSchema, tagPayload, tagValuesOf } from './tagForm';

const lane: TagView = {
  id: 3,
  name: 'Fazendo',
  color: '#00aa00',
  kanban: 1,
  userId: 1,
  contactsCount: 0,
  ticketsCount: 2,
};

describe('tag dialog form', () => {
  it('needs a name of at least 3 characters, with the dialog’s own texts', () => {
    const issue = (name: string) => tagDialogSchema.safeParse({ name, color: '#123456' }).error?.issues[0]?.message;
    expect(issue('  ')).toBe('tags.dialog.required');
    expect(issue('ab')).toBe('tags.dialog.tooShort');
    expect(issue('abc')).toBeUndefined();
    expect(tagDialogSchema.safeParse({ name: 'Valida', color: 'verde' }).success).toBe(false);
  });

  it('a new tag gets a random #rrggbb colour (spec 3 §9); an edit starts from the tag', () => {
    expect(randomTagColor(() => 0)).toBe('#000000');
    expect(randomTagColor(() => 0.999999999)).toBe('#ffffff');
    expect(tagValuesOf(null, () => 0.5)).toEqual({ name: '', color: '#800000' });
    expect(tagValuesOf(lane)).toEqual({ name: 'Fazendo', color: '#00aa00' });
  });

  it('a new tag is a lane only in the kanban variant; an edit keeps its kanban flag', () => {
    const values = { name: 'Nova', color: '#123456' };
    expect(tagPayload(values, null, true)).toEqual({ ...values, kanban: 1 });
    expect(tagPayload(values, null, false)).toEqual({ ...values, kanban: 0 });
    expect(tagPayload(values, lane, false)).toEqual({ ...values, kanban: 1 });
  });
});

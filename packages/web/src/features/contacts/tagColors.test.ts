import { describe, expect, it } from 'vitest';
import { tagFormSchema } from '@guiche/shared';
import { randomTagColor, tagChipSx, tagTextColor } from './tagColors';

describe('tag colours', () => {
  it('makes a random #rrggbb the tag form accepts, from black to white', () => {
    expect(randomTagColor(() => 0)).toBe('#000000');
    expect(randomTagColor(() => 0.999999999)).toBe('#ffffff');
    expect(randomTagColor(() => 0.5)).toBe('#800000');
    const color = randomTagColor();
    expect(tagFormSchema.safeParse({ name: 'Nova', color, kanban: 0 }).success).toBe(true);
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(tagTextColor('#ffeb3b')).toBe('#000000');
    expect(tagTextColor('#FFFFFF')).toBe('#000000');
    expect(tagTextColor('#0d47a1')).toBe('#ffffff');
    expect(tagTextColor('#000000')).toBe('#ffffff');
    // Mid grey sits near the turning point: black contrasts more.
    expect(tagTextColor('#808080')).toBe('#000000');
  });

  it('keeps the theme colours for a colour it cannot read', () => {
    expect(tagTextColor('red')).toBeNull();
    expect(tagTextColor('#abc')).toBeNull();
    expect(tagChipSx('red')).toEqual({});
    expect(tagChipSx('#0d47a1')).toMatchObject({ bgcolor: '#0d47a1', color: '#ffffff' });
  });
});

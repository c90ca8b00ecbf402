import { describe, expect, it } from 'vitest';
import { truncate } from '../../lib/text';
import { ratingEmoji, rowTime, visibleTags } from './ticketRowText';

const tag = (id: number) => ({ id, name: `Tag ${id}`, color: '#5300EB' });

describe('ticket row text', () => {
  it('cuts names and messages at 30 characters with an ellipsis', () => {
    expect(truncate('Maria', 30)).toBe('Maria');
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(truncate('b'.repeat(31), 30)).toBe(`${'b'.repeat(30)}…`);
  });

  it('never splits an emoji and reads line breaks as spaces', () => {
    expect(truncate('😀'.repeat(31), 30)).toBe(`${'😀'.repeat(30)}…`);
    expect(truncate('Bom dia\n\nTudo bem?', 30)).toBe('Bom dia Tudo bem?');
  });

  it('shows at most two tags and counts the rest as +N', () => {
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
    expect(visibleTags([tag(1), tag(2)])).toEqual({ shown: [tag(1), tag(2)], more: 0 });
    expect(visibleTags([tag(1), tag(2), tag(3), tag(4), tag(5)])).toEqual({ shown: [tag(1), tag(2)], more: 3 });
  });

  it('shows five faces over the NPS scale 0 to 10, none outside it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ratingEmoji)).toEqual([
      '😡',
      '😡',
      '😡',
      '🙁',
      '🙁',
      '😐',
      '😐',
      '🙂',
      '🙂',
      '😍',
      '😍',
    ]);
    expect(ratingEmoji(-1)).toBeNull();
    expect(ratingEmoji(11)).toBeNull();
    expect(ratingEmoji(4.5)).toBeNull();
    expect(ratingEmoji(undefined)).toBeNull();
  });

  it('shows the time for today and the date before', () => {
    const now = new Date(2026, 2, 10, 18, 0);
    expect(rowTime(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('09:05');
    expect(rowTime(new Date(2026, 2, 9, 23, 59).toISOString(), now)).toBe('09/03/2026');
    expect(rowTime('not a date', now)).toBe('');
  });
});

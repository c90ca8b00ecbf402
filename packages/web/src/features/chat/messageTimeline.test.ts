import { describe, expect, it } from 'vitest';
import { messageFixture } from './messageFixture';
import { ackStateOf, buildTimeline, dayLabelOf, mergeMessages, summarizeReactions } from './messageTimeline';

// Local times, so that the day boundaries are the browser's as in the app.
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).toISOString();

describe('day separators', () => {
  const now = new Date(2026, 2, 10, 15);

  it("labels today 'HOJE' (the today kind) and any other day dd/MM/yyyy", () => {
    expect(dayLabelOf(new Date(2026, 2, 10, 0, 1), now)).toEqual({ kind: 'today' });
    expect(dayLabelOf(new Date(2026, 2, 9, 23, 59), now)).toEqual({ kind: 'date', date: '09/03/2026' });
    expect(dayLabelOf(new Date(2025, 11, 31), now)).toEqual({ kind: 'date', date: '31/12/2025' });
  });

  it('puts one separator before the first message of each day', () => {
    const messages = [
      messageFixture(1, { createdAt: at(2026, 3, 8, 9) }),
      messageFixture(2, { createdAt: at(2026, 3, 8, 18) }),
      messageFixture(3, { createdAt: at(2026, 3, 10, 8) }),
    ];
    const items = buildTimeline(messages, now);
    expect(items.map((item) => (item.type === 'day' ? item.label : item.message.id))).toEqual([
      { kind: 'date', date: '08/03/2026' },
      1,
      2,
      { kind: 'today' },
      3,
    ]);
  });

  it('draws no bubble for a reaction message', () => {
    const items = buildTimeline(
      [messageFixture(1), messageFixture(2, { mediaType: 'reactionMessage', body: '👍' })],
      now,
    );
    expect(items.filter((item) => item.type === 'message')).toHaveLength(1);
  });
});

describe('mergeMessages', () => {
  it('orders pages oldest first and keeps one copy of a message found twice (the later page wins)', () => {
    const older = [messageFixture(2, { createdAt: at(2026, 3, 1) }), messageFixture(1, { createdAt: at(2026, 3, 1) })];
    const newer = [messageFixture(4, { createdAt: at(2026, 3, 3) }), messageFixture(3, { createdAt: at(2026, 3, 2) })];
    const updated = messageFixture(3, { createdAt: at(2026, 3, 2), body: 'edited', isEdited: true });
    const merged = mergeMessages([newer, older, [updated]]);
    expect(merged.map((message) => message.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]?.body).toBe('edited');
  });
});

describe('summarizeReactions', () => {
  it('groups by emoji with counts, in first-seen order, and marks the company’s own', () => {
    const summary = summarizeReactions([
      { emoji: '👍', fromMe: false },
      { emoji: '❤️', fromMe: false },
      { emoji: '👍', fromMe: true },
      { emoji: '', fromMe: false },
    ]);
    expect(summary).toEqual([
      { emoji: '👍', count: 2, fromMe: true },
      { emoji: '❤️', count: 1, fromMe: false },
    ]);
  });

  it('shows nothing when every reaction was taken back', () => {
    expect(summarizeReactions([{ emoji: '', fromMe: true }])).toEqual([]);
  });
});

describe('ackStateOf', () => {
  it('maps 0 clock, 1 sent, 2 delivered, 3 and 4 read', () => {
    expect([0, 1, 2, 3, 4].map(ackStateOf)).toEqual(['pending', 'sent', 'delivered', 'read', 'read']);
  });
});

import { describe, expect, it } from 'vitest';
import { ackStateOf, buildTimeline, coordinatesOf, dayLabelOf, vcardName } from './chatTimeline';
import type { SimulatorMessage } from './simulatorApi';

function message(id: number, overrides: Partial<SimulatorMessage> = {}): SimulatorMessage {
  return {
    id,
    wid: `W${id}`,
    direction: 'in',
    kind: 'text',
    body: `mensagem ${id}`,
    mediaKey: null,
    mediaMime: null,
    quotedWid: null,
    targetWid: null,
    ack: 2,
    isDeleted: false,
    createdAt: new Date(2026, 4, 19, 10, id).toISOString(),
    contactName: 'Maria',
    ...overrides,
  };
}

describe('buildTimeline', () => {
  const chat = [
    message(1),
    message(2, { direction: 'out', createdAt: new Date(2026, 4, 20, 9, 0).toISOString() }),
    message(3, { quotedWid: 'W2', createdAt: new Date(2026, 4, 20, 9, 5).toISOString() }),
    message(4, { kind: 'reaction', body: '👍', targetWid: 'W2', createdAt: new Date(2026, 4, 20, 9, 6).toISOString() }),
    message(5, { kind: 'reaction', body: '❤️', targetWid: 'W2', createdAt: new Date(2026, 4, 20, 9, 7).toISOString() }),
    message(6, {
      kind: 'reaction',
      direction: 'out',
      body: '🙏',
      targetWid: 'W3',
      createdAt: new Date(2026, 4, 20, 9, 8).toISOString(),
    }),
  ];
  const items = buildTimeline(chat);

  it('puts a separator before each new day and leaves reactions out of the messages', () => {
    expect(items.map((item) => (item.type === 'day' ? item.key : item.message.id))).toEqual([
      'day-2026-05-19',
      1,
      'day-2026-05-20',
      2,
      3,
    ]);
  });

  it("shows each side's latest reaction on its target, and resolves quotes", () => {
    const second = items.find((item) => item.type === 'message' && item.message.id === 2);
    const third = items.find((item) => item.type === 'message' && item.message.id === 3);
    expect(second?.type === 'message' && second.reactions).toEqual([{ emoji: '❤️', direction: 'in' }]);
    expect(third?.type === 'message' && third.reactions).toEqual([{ emoji: '🙏', direction: 'out' }]);
    expect(third?.type === 'message' && third.quoted?.id).toBe(2);
  });

  it('drops a reaction taken back with an empty emoji, and a quote of a message no longer loaded', () => {
    const taken = buildTimeline([
      ...chat,
      message(7, { kind: 'reaction', body: '', targetWid: 'W2' }),
      message(8, { quotedWid: 'GONE' }),
    ]);
    const second = taken.find((item) => item.type === 'message' && item.message.id === 2);
    const eighth = taken.find((item) => item.type === 'message' && item.message.id === 8);
    expect(second?.type === 'message' && second.reactions).toEqual([]);
    expect(eighth?.type === 'message' && eighth.quoted).toBeNull();
  });
});

describe('dayLabelOf', () => {
  const now = new Date(2026, 4, 20, 9, 0);
  it('says today, yesterday, or the date', () => {
    expect(dayLabelOf(new Date(2026, 4, 20, 23, 59), now)).toEqual({ kind: 'today' });
    expect(dayLabelOf(new Date(2026, 4, 19, 0, 1), now)).toEqual({ kind: 'yesterday' });
    expect(dayLabelOf(new Date(2026, 3, 2), now)).toEqual({ kind: 'date', date: '02/04/2026' });
  });
});

describe('message details', () => {
  it('maps acks to ticks', () => {
    expect([0, 1, 2, 3, 4].map(ackStateOf)).toEqual(['pending', 'sent', 'delivered', 'read', 'read']);
  });

  it('reads a contact card name and location coordinates', () => {
    expect(vcardName('BEGIN:VCARD\nVERSION:3.0\nFN:Ana Lima\nEND:VCARD')).toBe('Ana Lima');
    expect(vcardName('BEGIN:VCARD\nEND:VCARD')).toBeNull();
    expect(coordinatesOf('-23.5505,-46.6333')).toEqual({ latitude: -23.5505, longitude: -46.6333 });
    expect(coordinatesOf('olá')).toBeNull();
    expect(coordinatesOf('95,10')).toBeNull();
  });
});

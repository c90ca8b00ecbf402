import { describe, expect, it } from 'vitest';
import type { TagView } from '@guiche/shared';
import { ticketFixture } from '../tickets/ticketFixture';
import {
  DEFAULT_LANE,
  applyLiveTicket,
  belongsOnBoard,
  groupByLane,
  laneOf,
  laneStepX,
  movedTicket,
  removeFromBoard,
} from './kanbanBoard';

const lane = (id: number, name: string): TagView => ({
  id,
  name,
  color: '#3366ff',
  kanban: 1,
  userId: null,
  contactsCount: 0,
  ticketsCount: 0,
});
const todo = lane(10, 'A fazer');
const doing = lane(11, 'Fazendo');
const lanes = [todo, doing];
const plain = { id: 20, name: 'Cliente VIP', color: '#000000' };
const ref = ({ id, name, color }: TagView) => ({ id, name, color });

describe('kanban lanes', () => {
  it('a ticket sits in its first kanban tag’s lane, or the default lane without one; other tags do not count', () => {
    const laneIds = new Set([todo.id, doing.id]);
    expect(laneOf(ticketFixture(1, { tags: [plain] }), laneIds)).toBe(DEFAULT_LANE);
    expect(laneOf(ticketFixture(1, { tags: [ref(todo), plain, ref(doing)] }), laneIds)).toBe(todo.id);
  });

  it('groups the board per lane in its order, every lane present', () => {
    const grouped = groupByLane([ticketFixture(1), ticketFixture(2, { tags: [ref(doing)] }), ticketFixture(3)], lanes);
    expect([...grouped.keys()]).toEqual([DEFAULT_LANE, todo.id, doing.id]);
    expect(grouped.get(DEFAULT_LANE)?.map((ticket) => ticket.id)).toEqual([1, 3]);
    expect(grouped.get(todo.id)).toEqual([]);
    expect(grouped.get(doing.id)?.map((ticket) => ticket.id)).toEqual([2]);
  });

  it('a move drops every kanban tag, adds the target lane’s and keeps the rest, by name', () => {
    const ticket = ticketFixture(1, { tags: [ref(todo), plain] });
    expect(movedTicket(ticket, doing.id, lanes).tags).toEqual([plain, ref(doing)]);
    expect(movedTicket(ticket, DEFAULT_LANE, lanes).tags).toEqual([plain]);
    expect(ticket.tags).toEqual([ref(todo), plain]);
  });
});

describe('live board', () => {
  const mine = new Set([1, 2]);

  it('a ticket of the user’s queues in a working status belongs on the board', () => {
    expect(belongsOnBoard({ queueId: 1, status: 'open' }, mine)).toBe(true);
    expect(belongsOnBoard({ queueId: 2, status: 'pending' }, mine)).toBe(true);
    expect(belongsOnBoard({ queueId: 3, status: 'open' }, mine)).toBe(false);
    expect(belongsOnBoard({ queueId: null, status: 'open' }, mine)).toBe(false);
    expect(belongsOnBoard({ queueId: 1, status: 'closed' }, mine)).toBe(false);
  });

  it('an updated ticket takes its new tags and its place by activity; one that no longer belongs leaves', () => {
    const board = [
      ticketFixture(1, { updatedAt: '2026-03-01T12:00:00.000Z' }),
      ticketFixture(2, { updatedAt: '2026-03-01T11:00:00.000Z' }),
    ];
    const moved = applyLiveTicket(
      board,
      ticketFixture(2, { updatedAt: '2026-03-01T13:00:00.000Z', tags: [ref(doing)] }),
      mine,
    );
    expect(moved.map((ticket) => [ticket.id, ticket.tags.length])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect(
      applyLiveTicket(board, ticketFixture(3, { updatedAt: '2026-03-01T11:30:00.000Z' }), mine).map(
        (ticket) => ticket.id,
      ),
    ).toEqual([1, 3, 2]);
    expect(applyLiveTicket(board, ticketFixture(1, { status: 'closed' }), mine).map((ticket) => ticket.id)).toEqual([
      2,
    ]);
    expect(applyLiveTicket(board, ticketFixture(4, { queueId: 9 }), mine)).toEqual(board);
    expect(removeFromBoard(board, 1).map((ticket) => ticket.id)).toEqual([2]);
  });
});

describe('keyboard lane steps', () => {
  const rects = [
    { left: 316, width: 300 },
    { left: 0, width: 300 },
    { left: 632, width: 300 },
  ];
  const card = { left: 10, width: 280 };

  it('carries the card to the centre of the next lane right or left, and nowhere past the ends', () => {
    expect(laneStepX('right', card, rects)).toBe(326);
    expect(laneStepX('left', { left: 326, width: 280 }, rects)).toBe(10);
    expect(laneStepX('left', card, rects)).toBeUndefined();
    expect(laneStepX('right', { left: 642, width: 280 }, rects)).toBeUndefined();
    expect(laneStepX('right', { left: 5000, width: 280 }, rects)).toBeUndefined();
  });
});

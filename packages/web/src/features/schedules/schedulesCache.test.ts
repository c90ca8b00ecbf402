import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@guiche/shared';
import { applyScheduleEvent, scheduleList, type SchedulePages } from './schedulesCache';

const scheduleRows = scheduleList.items;
const scheduleCount = scheduleList.count;

function schedule(id: number, status: ScheduleView['status'] = 'PENDENTE'): ScheduleView {
  return {
    id,
    body: `Mensagem ${id}`,
    contactId: 1,
    contact: { id: 1, name: 'Rita', number: null },
    userId: null,
    user: null,
    sendAt: '2026-06-01T12:00:00.000Z',
    sentAt: null,
    status,
    failedReason: null,
    ticketId: null,
    createdAt: '2026-05-01T12:00:00.000Z',
  };
}

const pages: SchedulePages = {
  pageParams: [1, 2],
  pages: [
    { schedules: [schedule(1), schedule(2)], count: 3, hasMore: true },
    // Row 2 slid onto the second page between the two loads.
    { schedules: [schedule(2), schedule(3)], count: 3, hasMore: false },
  ],
};

describe('schedules cache', () => {
  it('lists each row once, in the server’s order, with the first page’s count', () => {
    expect(scheduleRows(pages).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(scheduleCount(pages)).toBe(3);
    expect(scheduleRows(undefined)).toEqual([]);
  });

  it('puts a live status change into the row in place', () => {
    const applied = applyScheduleEvent(pages, { action: 'update', schedule: schedule(3, 'ENVIADA') });
    expect(applied.refetch).toBe(false);
    expect(scheduleRows(applied.data).find(({ id }) => id === 3)?.status).toBe('ENVIADA');
  });

  it('drops a deleted row and counts one fewer', () => {
    const applied = applyScheduleEvent(pages, { action: 'delete', scheduleId: 1 });
    expect(scheduleRows(applied.data).map(({ id }) => id)).toEqual([2, 3]);
    expect(scheduleCount(applied.data)).toBe(2);
  });

  it('leaves a list without the schedule as it is, and asks to read the list again for a new one', () => {
    expect(applyScheduleEvent(pages, { action: 'delete', scheduleId: 99 }).data).toBe(pages);
    expect(applyScheduleEvent(pages, { action: 'create', schedule: schedule(4) })).toEqual({
      data: pages,
      refetch: true,
    });
  });
});

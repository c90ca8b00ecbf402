import { describe, expect, it } from 'vitest';
import type { MomentTicket } from '@guiche/shared';
import { momentColumns } from './momentsApi';

const ticket = (id: number, status: string, user: { id: number; name: string } | null): MomentTicket => ({
  id,
  uuid: `u${id}`,
  status,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-01T12:00:00Z',
  contact: { id, name: `C${id}`, number: null },
  user,
  queue: null,
});

describe('moments columns', () => {
  it('puts pending tickets on the Pendentes card and open ones on their attendant’s, by name', () => {
    const columns = momentColumns(
      [
        ticket(1, 'open', { id: 9, name: 'Zeca' }),
        ticket(2, 'pending', null),
        ticket(3, 'open', { id: 4, name: 'Ana' }),
        ticket(4, 'open', { id: 9, name: 'Zeca' }),
      ],
      'Pendentes',
    );
    expect(columns.map((c) => [c.name, c.tickets.map((t) => t.id)])).toEqual([
      ['Pendentes', [2]],
      ['Ana', [3]],
      ['Zeca', [1, 4]],
    ]);
  });
});

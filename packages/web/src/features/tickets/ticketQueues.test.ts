import { describe, expect, it } from 'vitest';
import { workingQueues } from './ticketQueues';

const sales = { id: 1, name: 'Vendas', color: '#B80000' };
const support = { id: 2, name: 'Suporte', color: '#008B02' };
const user = { profile: 'user' as const, super: false, allTicket: 'disable' as const, queues: [sales] };

describe('working queues', () => {
  it('gives a user their own queues only', () => {
    expect(workingQueues(user, [sales, support])).toEqual([sales]);
  });

  it('gives those who see every ticket all of the company queues', () => {
    expect(workingQueues({ ...user, profile: 'admin', queues: [] }, [sales, support])).toEqual([sales, support]);
    expect(workingQueues({ ...user, allTicket: 'enable' }, [sales, support])).toEqual([sales, support]);
    expect(workingQueues({ ...user, super: true }, [support])).toEqual([support]);
  });

  it("falls back to the user's own queues while the company's are loading", () => {
    expect(workingQueues({ ...user, profile: 'admin' }, undefined)).toEqual([sales]);
  });
});

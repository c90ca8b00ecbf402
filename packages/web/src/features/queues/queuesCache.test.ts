import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, type Queue } from '@guiche/shared';
import { removeRow } from '../../lib/pagedList';
import { upsertQueue } from './queuesCache';

function queue(id: number, name: string, orderQueue: number | null): Queue {
  return {
    id,
    companyId: 1,
    name,
    color: '#B80000',
    greetingMessage: '',
    outOfHoursMessage: '',
    orderQueue,
    ativarRoteador: false,
    tempoRoteador: 0,
    integrationId: null,
    fileListId: null,
    promptId: null,
    closeTicket: false,
    schedules: DEFAULT_SERVICE_HOURS,
  };
}

describe('queues list cache', () => {
  const list = [queue(1, 'Vendas', 1), queue(2, 'Suporte', 2), queue(3, 'Avulsa', null)];

  it('adds a saved queue in list order (order first, empty orders last, then name) without its tree', () => {
    const saved = { ...queue(4, 'Financeiro', 2), chatbots: [{ name: 'Boletos', queueType: 'text' as const }] };
    const next = upsertQueue(list, saved);
    expect(next.map((item) => item.name)).toEqual(['Vendas', 'Financeiro', 'Suporte', 'Avulsa']);
    expect(next[1]).not.toHaveProperty('chatbots');
  });

  it('replaces an existing queue and moves it when its order changed', () => {
    const next = upsertQueue(list, queue(1, 'Vendas', 5));
    expect(next.map((item) => item.id)).toEqual([2, 1, 3]);
  });

  it('removes a deleted queue', () => {
    expect(removeRow(list, 2).map((item) => item.id)).toEqual([1, 3]);
  });
});

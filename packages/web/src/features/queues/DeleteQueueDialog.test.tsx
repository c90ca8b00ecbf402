import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SERVICE_HOURS, type Queue, type QueueDeletionImpact } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeleteQueueDialog } from './DeleteQueueDialog';

const queue = (id: number, name: string): Queue => ({
  id,
  companyId: 1,
  name,
  color: '#2E7D32',
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue: id,
  ativarRoteador: false,
  tempoRoteador: 0,
  integrationId: null,
  fileListId: null,
  promptId: null,
  closeTicket: false,
  schedules: DEFAULT_SERVICE_HOURS,
});
const vendas = queue(7, 'Vendas');
const suporte = queue(8, 'Suporte');

let impact: QueueDeletionImpact;
let deleted: string[];
let refuse: boolean;

beforeEach(() => {
  impact = { activeTickets: 3, chatbotOptions: 1, users: 2, connections: 0 };
  deleted = [];
  refuse = false;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    if (init?.method === 'DELETE') {
      if (refuse) return Response.json({ error: 'ERR_NO_PERMISSION' }, { status: 403 });
      deleted.push(pathname + search);
      return new Response(null, { status: 204 });
    }
    if (pathname === '/api/queue/7/deletion') return Response.json(impact);
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(onClose = vi.fn()) {
  renderWithProviders(<DeleteQueueDialog queue={vendas} queues={[vendas, suporte]} onClose={onClose} />);
  return onClose;
}

describe('deleting a queue', () => {
  it('says what goes with it, counted, and only what there is', async () => {
    open();
    const list = await screen.findByTestId('queue-deletion-impact');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3 atendimentos aguardando ou em andamento ficam sem fila (ou vão para a fila escolhida abaixo)',
      '1 opção de chatbot de outra fila deixa de levar a ela e passa a chamar um atendente',
      '2 usuários deixam de fazer parte dela',
    ]);
  });

  it('hands the tickets to the queue chosen', async () => {
    const onClose = open();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Para onde vão os atendimentos' }));
    await userEvent.click(screen.getByRole('option', { name: 'Suporte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir fila' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deleted).toEqual(['/api/queue/7?moveTicketsTo=8']);
  });

  it('asks nothing about tickets when there are none, and keeps the dialog open with the reason when refused', async () => {
    impact = { activeTickets: 0, chatbotOptions: 0, users: 0, connections: 0 };
    refuse = true;
    const onClose = open();
    expect(
      await screen.findByText('Nenhum atendimento, usuário, conexão ou opção de chatbot depende desta fila.'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir fila' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

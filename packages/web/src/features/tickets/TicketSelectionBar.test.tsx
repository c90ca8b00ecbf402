import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkTicketResult, BulkTicketsAnswer, BulkTicketsInput, TagRef } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ticketFixture } from './ticketFixture';
import { statusListCriteria } from './ticketListCriteria';
import { TicketSelectionBar } from './TicketSelectionBar';
import { useTicketSelection } from './useTicketSelection';

const TICKETS = [ticketFixture(1), ticketFixture(2), ticketFixture(3)];
const TAGS: TagRef[] = [{ id: 5, name: 'VIP', color: '#B80000' }];
let sent: BulkTicketsInput[];
/** The next bulk answer waits for the test to release it (to see the progress meanwhile). */
let release: () => void;

/** Ticket 3 is outside the caller's sight: the server refuses it, the others are done. */
function answerTo(input: BulkTicketsInput): BulkTicketsAnswer {
  return {
    results: input.ids.map((id): BulkTicketResult =>
      id === 3
        ? { id, ok: false, error: 'ERR_NO_PERMISSION' }
        : { id, ok: true, ticket: ticketFixture(id, { status: 'closed' }) },
    ),
  };
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/tickets') return Response.json({ tickets: TICKETS, count: 3, hasMore: false });
    if (pathname === '/api/tags/list') return Response.json(TAGS);
    if (pathname === '/api/tickets/bulk' && init?.method === 'POST') {
      const input = JSON.parse(String(init.body)) as BulkTicketsInput;
      sent.push(input);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return Response.json(answerTo(input));
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Bar() {
  const selection = useTicketSelection('open list');
  return (
    <TicketSelectionBar
      criteria={statusListCriteria('open', [1], true)}
      selection={selection}
      onExit={() => undefined}
    />
  );
}

async function selectAll() {
  renderWithProviders(<Bar />);
  const all = screen.getByRole('checkbox', { name: 'Selecionar todos da lista' });
  await waitFor(() => expect((all as HTMLInputElement).disabled).toBe(false));
  await userEvent.click(all);
  expect(screen.getByTestId('ticket-selection-count').textContent).toBe('3 selecionados');
}

describe('the selection bar', { timeout: 30_000 }, () => {
  it('resolves the ticked tickets with progress, says what failed and why, and keeps those ticked', async () => {
    await selectAll();
    await userEvent.click(screen.getByTestId('bulk-resolve'));
    const confirm = await screen.findByRole('dialog', { name: 'Resolver 3 atendimentos?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Resolver' }));

    expect((await screen.findByTestId('bulk-progress')).textContent).toBe('Aplicando: 0 de 3');
    expect(screen.getByTestId('bulk-transfer').hasAttribute('disabled')).toBe(true);
    release();
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome.textContent).toBe(
      '2 resolvidos, 1 falhou: Contato 3 (Você não tem permissão para acessar este recurso.)',
    );
    expect(sent).toEqual([{ action: 'resolve', ids: [1, 2, 3] }]);
    expect(screen.queryByTestId('bulk-progress')).toBeNull();
    expect(screen.getByTestId('ticket-selection-count').textContent).toBe('1 selecionado');
  });

  it('tags the ticked tickets with the tags chosen', async () => {
    await selectAll();
    await userEvent.click(screen.getByTestId('bulk-tag'));
    const dialog = await screen.findByTestId('bulk-tag-dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByTestId('bulk-tag-confirm'));

    await waitFor(() => expect(sent).toEqual([{ action: 'tag', ids: [1, 2, 3], tagIds: [5] }]));
    release();
    expect((await screen.findByTestId('bulk-outcome')).textContent).toMatch(/^2 etiquetados, 1 falhou: Contato 3/);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TicketActionsContext, type TicketActions } from '../tickets/ticketActionsContext';
import { ticketFixture } from '../tickets/ticketFixture';
import { statusListCriteria } from '../tickets/ticketListCriteria';
import { TicketList } from '../tickets/TicketList';
import { ShortcutsProvider } from './ShortcutsProvider';

const TICKETS = [ticketFixture(1), ticketFixture(2), ticketFixture(3)];

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      url.startsWith('/api/tickets?')
        ? Response.json({ tickets: TICKETS, count: TICKETS.length, hasMore: false })
        : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACTIONS: TicketActions = {
  run: () => undefined,
  transfer: () => undefined,
  remove: () => undefined,
  handleConflict: () => false,
  busyTicketId: null,
};

/** The manager's list beside the address it opens tickets at, as on /tickets/{uuid}. */
function ListPage() {
  const { ticketId } = useParams();
  return (
    <>
      <output data-testid="open-ticket">{ticketId ?? ''}</output>
      <TicketList criteria={statusListCriteria('pending', [1], false)} selectedUuid={ticketId} label="Aguardando" />
    </>
  );
}

function renderList(address: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <ShortcutsProvider>
        <TicketActionsContext.Provider value={ACTIONS}>
          <Routes>
            <Route path="/tickets/:ticketId?" element={<ListPage />} />
          </Routes>
        </TicketActionsContext.Provider>
      </ShortcutsProvider>
    </MemoryRouter>,
  );
}

const openTicket = () => screen.getByTestId('open-ticket').textContent;

describe('next and previous ticket', () => {
  it("opens the next ticket of the list on 'j' and the previous on 'k', stopping at the ends", async () => {
    renderList('/tickets/uuid-1');
    await waitFor(() => expect(screen.getByTestId('ticket-list').getAttribute('aria-busy')).toBe('false'));

    await userEvent.keyboard('j');
    expect(openTicket()).toBe('uuid-2');
    await userEvent.keyboard('j');
    await userEvent.keyboard('j');
    expect(openTicket()).toBe('uuid-3');
    await userEvent.keyboard('k');
    expect(openTicket()).toBe('uuid-2');
  });

  it('starts at the first ticket when none is open, and answers Alt+↓ as j', async () => {
    renderList('/tickets');
    await waitFor(() => expect(screen.getByTestId('ticket-list').getAttribute('aria-busy')).toBe('false'));

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(openTicket()).toBe('uuid-1');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(openTicket()).toBe('uuid-2');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(openTicket()).toBe('uuid-1');
  });
});

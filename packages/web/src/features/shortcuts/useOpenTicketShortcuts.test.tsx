import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TicketView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChatHeader } from '../chat/ChatHeader';
import { TicketActionsContext, type TicketActions } from '../tickets/ticketActionsContext';
import { ticketFixture } from '../tickets/ticketFixture';
import { ShortcutsProvider } from './ShortcutsProvider';

const actionsText = ptBR.chat.actions;

beforeEach(() => {
  // The header asks for the company's plan; without one it simply offers no plan-bound action.
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHeader(ticket: TicketView, busy = false) {
  const actions: TicketActions = {
    run: vi.fn(),
    transfer: vi.fn(),
    remove: vi.fn(),
    handleConflict: () => false,
    busyTicketId: busy ? ticket.id : null,
  };
  renderWithProviders(
    <MemoryRouter>
      <ShortcutsProvider>
        <TicketActionsContext.Provider value={actions}>
          <ChatHeader ticket={ticket} presence={null} compact={false} drawerOpen={false} onToggleDrawer={vi.fn()} />
        </TicketActionsContext.Provider>
      </ShortcutsProvider>
    </MemoryRouter>,
  );
  return actions;
}

describe("the open ticket's shortcuts", () => {
  it("accepts a pending ticket on 'a' and opens its transfer on 't', as the bar's buttons do", async () => {
    const ticket = ticketFixture(3, { status: 'pending' });
    const actions = renderHeader(ticket);
    await userEvent.keyboard('a');
    expect(actions.run).toHaveBeenCalledWith('accept', ticket);
    await userEvent.keyboard('t');
    expect(actions.transfer).toHaveBeenCalledWith(ticket);
    // A pending ticket has nothing to resolve.
    await userEvent.keyboard('r');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("opens the resolve choices on 'r' and resolves nothing by itself", async () => {
    const ticket = ticketFixture(4, { status: 'open', userId: 1 });
    const actions = renderHeader(ticket);
    await userEvent.keyboard('r');
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain(actionsText.resolveWithFarewell);
    expect(menu.textContent).toContain(actionsText.resolveWithoutFarewell);
    expect(actions.run).not.toHaveBeenCalled();
    // An open ticket is no longer to accept.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('a');
    expect(actions.run).not.toHaveBeenCalled();
  });

  it('waits, as the buttons do, while a request for the ticket runs', async () => {
    const ticket = ticketFixture(5, { status: 'pending' });
    const actions = renderHeader(ticket, true);
    await userEvent.keyboard('a');
    expect(actions.run).not.toHaveBeenCalled();
  });
});

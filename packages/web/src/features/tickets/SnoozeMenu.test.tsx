import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { addCalendarDays, calendarDayOf, wallClockOf, type TicketView } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { fromZonedInput, toZonedInput } from './snoozeTimes';
import { ticketFixture } from './ticketFixture';
import { TicketActionsProvider } from './TicketActionsProvider';
import { TicketRowActions } from './TicketRowActions';

// The company's clock, far from the browser's (jsdom runs in UTC): the presets must read this one.
const ZONE = 'Asia/Tokyo';
const user = sessionUser({ company: { ...sessionUser().company, timeZone: ZONE } });
let posted: { path: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    const ticket = ticketFixture(1, { unreadMessages: 0 });
    if (init?.method === 'POST' && pathname === '/api/tickets/1/snooze') {
      const body = JSON.parse(String(init.body)) as { until: string };
      posted.push({ path: pathname, body });
      return Response.json({ ...ticket, snoozedUntil: body.until } satisfies TicketView);
    }
    if (init?.method === 'POST' && pathname === '/api/tickets/1/unread') {
      posted.push({ path: pathname, body: null });
      return Response.json({ ...ticket, unreadMessages: 1 } satisfies TicketView);
    }
    if (init?.method === 'DELETE' && pathname === '/api/tickets/1/snooze') {
      posted.push({ path: `DELETE ${pathname}`, body: null });
      return Response.json({ ...ticket, snoozedUntil: null } satisfies TicketView);
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRow(ticket: TicketView) {
  renderWithProviders(
    <MemoryRouter>
      <TicketActionsProvider selectedUuid={undefined} onTaken={() => undefined}>
        <TicketRowActions ticket={ticket} canDelete={false} />
      </TicketActionsProvider>
    </MemoryRouter>,
    { user },
  );
}

async function openSnoozeMenu() {
  await userEvent.click(screen.getByTestId('ticket-more-actions'));
  await userEvent.click(screen.getByTestId('ticket-action-snooze'));
  return screen.findByTestId('snooze-menu');
}

describe('the snooze menu of a ticket row', { timeout: 30_000 }, () => {
  it("offers an hour, tomorrow 9h and next Monday 9h on the company's clock, and snoozes with the one chosen", async () => {
    renderRow(ticketFixture(1, { unreadMessages: 0 }));
    const menu = await openSnoozeMenu();
    expect(within(menu).getByText('Em 1 hora')).toBeTruthy();
    expect(within(menu).getByText('Próxima segunda, 9h')).toBeTruthy();
    expect(within(menu).queryByTestId('snooze-wake')).toBeNull();

    await userEvent.click(within(menu).getByText('Amanhã, 9h'));
    await waitFor(() => expect(posted).toHaveLength(1));
    const { until } = posted[0]?.body as { until: string };
    const clock = wallClockOf(new Date(until), ZONE);
    expect([clock.hour, clock.minute]).toEqual([9, 0]);
    expect(calendarDayOf(new Date(until), ZONE)).toBe(addCalendarDays(calendarDayOf(new Date(), ZONE), 1));
    await waitFor(() => expect(screen.queryByTestId('snooze-menu')).toBeNull());
  });

  it('takes a date and time of its own, read on the company clock, and refuses one in the past', async () => {
    renderRow(ticketFixture(1, { unreadMessages: 0 }));
    const menu = await openSnoozeMenu();
    await userEvent.click(within(menu).getByTestId('snooze-custom'));
    const dialog = await screen.findByTestId('snooze-dialog');
    expect(within(dialog).getByText(`Horário de ${ZONE}`)).toBeTruthy();
    const field = within(dialog).getByTestId('snooze-when');

    fireEvent.change(field, { target: { value: toZonedInput(new Date(Date.now() - 3_600_000), ZONE) } });
    await userEvent.click(within(dialog).getByTestId('snooze-confirm'));
    expect(within(dialog).getByText('Escolha um momento no futuro')).toBeTruthy();
    expect(posted).toEqual([]);

    const chosen = toZonedInput(new Date(Date.now() + 2 * 86_400_000), ZONE);
    fireEvent.change(field, { target: { value: chosen } });
    await userEvent.click(within(dialog).getByTestId('snooze-confirm'));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/api/tickets/1/snooze', body: { until: fromZonedInput(chosen, ZONE)?.toISOString() } },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('snooze-dialog')).toBeNull());
  });

  it('brings a snoozed ticket back, and marks a read ticket unread', async () => {
    renderRow(ticketFixture(1, { unreadMessages: 0, snoozedUntil: new Date(Date.now() + 3_600_000).toISOString() }));
    const menu = await openSnoozeMenu();
    await userEvent.click(within(menu).getByTestId('snooze-wake'));
    await waitFor(() => expect(posted.map((call) => call.path)).toEqual(['DELETE /api/tickets/1/snooze']));

    await userEvent.click(screen.getByTestId('ticket-more-actions'));
    await userEvent.click(screen.getByTestId('ticket-action-unread'));
    await waitFor(() => expect(posted.map((call) => call.path)).toContain('/api/tickets/1/unread'));
  });
});

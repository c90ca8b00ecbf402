import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TagView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import KanbanPage from './KanbanPage';

const lane = (id: number, name: string): TagView => ({
  id,
  name,
  color: '#1976D2',
  kanban: 1,
  userId: null,
  contactsCount: 0,
  ticketsCount: 0,
});
const LANES = [lane(11, 'A fazer'), lane(12, 'Fazendo'), lane(13, 'Feito')];
const text = ptBR.kanban;

/** The server's lanes; PUT /tags/kanban/order answers them in the order sent, or refuses when `refuse` is set. */
let serverLanes: TagView[];
let refuse: boolean;
let orders: unknown[];

beforeEach(() => {
  serverLanes = [...LANES];
  refuse = false;
  orders = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/tags/kanban' && (init?.method ?? 'GET') === 'GET') return Response.json(serverLanes);
    if (pathname === '/api/tags/kanban/order' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { tagIds: number[] };
      orders.push(body);
      if (refuse) return Response.json({ error: 'ERR_VALIDATION' }, { status: 400 });
      serverLanes = body.tagIds.flatMap((id) => serverLanes.filter((each) => each.id === id));
      return Response.json(serverLanes);
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The lanes as the board shows them, left to right. */
const shownLanes = () => screen.getAllByTestId('kanban-lane').map((each) => each.getAttribute('aria-label'));

async function moveWithMenu(name: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: text.laneActions.replace('{{lane}}', name) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('KanbanPage lane order', { timeout: 30_000 }, () => {
  it('moves a lane with its menu, saves the order for the company and says where it went; the default lane stays first', async () => {
    renderWithProviders(<KanbanPage />);
    expect(await screen.findByRole('region', { name: 'Feito' })).toBeTruthy();
    expect(shownLanes()).toEqual([text.defaultLane, 'A fazer', 'Fazendo', 'Feito']);
    // The default lane has no tag: it is neither dragged nor moved.
    const defaultLane = screen.getByRole('region', { name: text.defaultLane });
    expect(within(defaultLane).queryByTestId('kanban-lane-menu')).toBeNull();
    expect(within(defaultLane).queryByTestId('kanban-lane-handle')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Fazendo' })).getByRole('button', {
        name: text.dragLane.replace('{{lane}}', 'Fazendo'),
      }),
    ).toBeTruthy();

    await moveWithMenu('Fazendo', text.moveLaneLeft);
    await waitFor(() => expect(shownLanes()).toEqual([text.defaultLane, 'Fazendo', 'A fazer', 'Feito']));
    await waitFor(() => expect(orders).toEqual([{ tagIds: [12, 11, 13] }]));
    expect(screen.getByTestId('kanban-lane-announcement').textContent).toBe(
      text.laneMoved.replace('{{lane}}', 'Fazendo').replace('{{position}}', '2').replace('{{total}}', '4'),
    );

    // The first tag lane cannot go left of the default lane, nor the last one further right.
    await userEvent.click(screen.getByRole('button', { name: text.laneActions.replace('{{lane}}', 'Fazendo') }));
    expect((await screen.findByRole('menuitem', { name: text.moveLaneLeft })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: text.laneActions.replace('{{lane}}', 'Feito') }));
    expect((await screen.findByRole('menuitem', { name: text.moveLaneRight })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await moveWithMenu('A fazer', text.moveLaneRight);
    await waitFor(() => expect(shownLanes()).toEqual([text.defaultLane, 'Fazendo', 'Feito', 'A fazer']));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]).toEqual({ tagIds: [12, 13, 11] });
  });

  it('puts the lanes back as the server has them when it refuses the order', async () => {
    refuse = true;
    renderWithProviders(<KanbanPage />);
    expect(await screen.findByRole('region', { name: 'Feito' })).toBeTruthy();
    await moveWithMenu('Feito', text.moveLaneLeft);
    await waitFor(() => expect(orders).toEqual([{ tagIds: [11, 13, 12] }]));
    await waitFor(() => expect(shownLanes()).toEqual([text.defaultLane, 'A fazer', 'Fazendo', 'Feito']));
  });
});

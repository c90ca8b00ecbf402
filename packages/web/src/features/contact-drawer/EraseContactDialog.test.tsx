import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactErasureView } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { EraseContactData } from './EraseContactData';
import { EraseContactDialog } from './EraseContactDialog';

const COUNTS = {
  messagesReplaced: 0,
  groupMessagesReplaced: 0,
  mediaRemoved: 0,
  ticketsKept: 0,
  notesDeleted: 0,
  extraInfoDeleted: 0,
  schedulesCleared: 0,
  campaignSendsCleared: 0,
  contactListEntriesRemoved: 0,
  simulatorMessagesDeleted: 0,
};
const erasure = (status: ContactErasureView['status'], counts: Partial<typeof COUNTS> = {}): ContactErasureView => ({
  id: 3,
  contactId: 7,
  status,
  counts: { ...COUNTS, ...counts },
  requestedByName: 'Ana',
  createdAt: '2026-03-12T12:00:00.000Z',
  finishedAt: status === 'done' ? '2026-03-12T12:00:05.000Z' : null,
  blockedUntil: '2026-04-11T12:00:00.000Z',
});

let posts: unknown[];
let reads: ContactErasureView[];
let refuse: string | undefined;

beforeEach(() => {
  posts = [];
  reads = [];
  refuse = undefined;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/contacts/7/erase' && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      if (refuse) return Response.json({ error: refuse }, { status: 409 });
      return Response.json(erasure('pending'), { status: 202 });
    }
    if (pathname === '/api/contacts/7/erasure') {
      const next = reads.shift();
      return next ? Response.json(next) : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = { id: 7, name: 'Zuleica Souza' };

describe('EraseContactDialog', { timeout: 30_000 }, () => {
  it('says what goes and what stays, asks for the name, then follows the erasure until it is done', async () => {
    reads = [
      erasure('running', { messagesReplaced: 40, mediaRemoved: 3 }),
      erasure('done', {
        messagesReplaced: 117,
        groupMessagesReplaced: 3,
        mediaRemoved: 9,
        notesDeleted: 2,
        ticketsKept: 4,
      }),
    ];
    renderWithProviders(<EraseContactDialog open contact={contact} onClose={() => undefined} />);
    expect(screen.getByText('O que será apagado')).toBeTruthy();
    expect(screen.getByText('O que fica')).toBeTruthy();
    expect(screen.getByText(/Durante 30 dias o número não poderá ser cadastrado de novo/)).toBeTruthy();
    const submit = screen.getByTestId('erase-contact-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const typed = screen.getByTestId('erase-contact-confirm');
    await userEvent.type(typed, 'Zuleica');
    expect(submit.disabled).toBe(true);
    await userEvent.type(typed, '  souza ');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);

    await waitFor(() => expect(posts).toEqual([{ confirm: 'Zuleica  souza ' }]));
    expect(
      await screen.findByText(/40 mensagens apagadas e 3 arquivos removidos até agora/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    const done = await screen.findByTestId('erasure-done', {}, { timeout: 5000 });
    expect(done.textContent).toContain('Dados apagados.');
    expect(done.textContent).toContain(
      '120 mensagens apagadas, 9 arquivos removidos e 2 notas apagadas; 4 atendimentos mantidos para os relatórios.',
    );
    expect(screen.getByTestId('erase-contact-close').textContent).toBe('Fechar');
  });

  it('shows why the server refused, and stays open to try again', async () => {
    refuse = 'ERR_CONTACT_IN_RUNNING_CAMPAIGN';
    renderWithProviders(<EraseContactDialog open contact={contact} onClose={() => undefined} />);
    fireEvent.change(screen.getByTestId('erase-contact-confirm'), { target: { value: 'zuleica souza' } });
    await userEvent.click(screen.getByTestId('erase-contact-submit'));
    const error = await screen.findByTestId('erase-contact-error');
    expect(error.textContent).toContain('Uma campanha em andamento inclui este contato');
    expect(screen.queryByTestId('erasure-progress')).toBeNull();
  });
});

describe('EraseContactData', { timeout: 30_000 }, () => {
  it('offers the action to admins only, and tells when and by whom a contact was erased', async () => {
    const { unmount } = renderWithProviders(<EraseContactData contact={contact} />, {
      user: sessionUser({ profile: 'user' }),
    });
    expect(screen.queryByTestId('drawer-contact-erasure')).toBeNull();
    unmount();

    renderWithProviders(<EraseContactData contact={contact} />);
    expect(await screen.findByTestId('contact-erase-open')).toBeTruthy();

    reads = [erasure('done', { messagesReplaced: 1 })];
    const again = renderWithProviders(<EraseContactData contact={contact} />);
    const erased = await again.findByTestId('contact-erased');
    expect(erased.textContent).toBe('Os dados deste contato foram apagados em 12/03/2026 por Ana.');
  });
});

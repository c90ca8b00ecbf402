import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { MessageSearchAnswer } from '@guiche/shared';
import { ChatSearchPanel } from './ChatSearchPanel';

const hit = (id: number, excerpt: string, highlights: [number, number][], extra: object = {}) => ({
  id,
  createdAt: '2026-03-10T13:05:00.000Z',
  fromMe: false,
  isPrivate: false,
  isBot: false,
  mediaType: null,
  senderName: 'Maria',
  excerpt,
  highlights,
  ...extra,
});

const answer: MessageSearchAnswer = {
  hits: [
    hit(30, 'Falei com o JOÃO hoje', [[12, 16]]),
    hit(20, 'nota: joao <b>vip</b>', [[6, 10]], { fromMe: true, isPrivate: true, senderName: 'Ana' }),
  ],
  count: 2,
  nextCursor: null,
};

let searched: string[] = [];
let found: MessageSearchAnswer = answer;
beforeEach(() => {
  searched = [];
  found = answer;
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/messages/7/search') {
      searched.push(searchParams.get('q') ?? '');
      return Response.json(found);
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(jumps = true) {
  const onJump = vi.fn(async () => jumps);
  const onClose = vi.fn();
  renderWithProviders(<ChatSearchPanel ticketId={7} contactName="Maria" onJump={onJump} onClose={onClose} />);
  const input = screen.getByTestId('chat-search-input');
  return { onJump, onClose, input };
}

describe('ChatSearchPanel', { timeout: 30_000 }, () => {
  it('searches once typing pauses and lists hits with date, sender and the match marked, as text', async () => {
    const { input } = renderPanel();
    expect(screen.getByTestId('chat-search-status').textContent).toBe('Digite ao menos 2 caracteres');
    fireEvent.change(input, { target: { value: 'joão' } });
    const hits = await screen.findAllByTestId('chat-search-hit', {}, { timeout: 3000 });
    expect(searched).toEqual(['joão']);
    expect(hits).toHaveLength(2);
    const first = within(hits[0] as HTMLElement);
    expect(first.getByText('Maria')).toBeTruthy();
    expect(first.getByText(/\d{2}\/\d{2}\/26 \d{2}:\d{2}/)).toBeTruthy();
    expect(hits[0]?.querySelector('mark')?.textContent).toBe('JOÃO');
    expect(hits[0]?.textContent).toContain('Falei com o JOÃO hoje');
    // A note shows its lock, and markup in a message is text, never elements.
    expect(within(hits[1] as HTMLElement).getByLabelText('Nota privada')).toBeTruthy();
    expect(hits[1]?.querySelector('b')).toBeNull();
    expect(hits[1]?.textContent).toContain('<b>vip</b>');
    expect(screen.getByTestId('chat-search-status').textContent).toBe('Resultados: 2');
  });

  it('moves between hits with the arrow keys and buttons, jumping the chat to each', async () => {
    const { input, onJump, onClose } = renderPanel();
    fireEvent.change(input, { target: { value: 'joao' } });
    await screen.findAllByTestId('chat-search-hit', {}, { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(onJump).toHaveBeenLastCalledWith(30));
    expect(screen.getByTestId('chat-search-status').textContent).toBe('1 de 2');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(onJump).toHaveBeenLastCalledWith(20));
    expect(screen.getByTestId('chat-search-status').textContent).toBe('2 de 2');
    expect(screen.getByTestId('chat-search-next')).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    await waitFor(() => expect(onJump).toHaveBeenLastCalledWith(30));
    fireEvent.click(screen.getByTestId('chat-search-next'));
    await waitFor(() => expect(onJump).toHaveBeenLastCalledWith(20));
    fireEvent.click(screen.getAllByTestId('chat-search-hit')[0] as HTMLElement);
    await waitFor(() => expect(onJump).toHaveBeenLastCalledWith(30));
    expect(onJump).toHaveBeenCalledTimes(5);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing is found', async () => {
    found = { hits: [], count: 0, nextCursor: null };
    const { input } = renderPanel();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(
      () => expect(screen.getByTestId('chat-search-status').textContent).toBe('Nenhuma mensagem encontrada'),
      { timeout: 3000 },
    );
    expect(screen.queryByTestId('chat-search-results')).toBeNull();
  });

  it('says when the chat could not bring the message', async () => {
    const { input } = renderPanel(false);
    fireEvent.change(input, { target: { value: 'joao' } });
    await screen.findAllByTestId('chat-search-hit', {}, { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Esta mensagem não está mais na conversa.')).toBeTruthy();
  });
});

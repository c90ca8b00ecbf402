import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickMessageView, TicketView } from '@guiche/shared';
import { ptBR } from '../../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ticketFixture } from '../../tickets/ticketFixture';
import { messageFixture } from '../messageFixture';
import { MessageInput } from './MessageInput';

const TICKET = ticketFixture(5, { status: 'open' });
const text = ptBR.chat.input;

const quickReply = (id: number, shortcode: string, message: string): QuickMessageView => ({
  id,
  shortcode,
  message,
  geral: true,
  status: 'active',
  isCategory: false,
  categoryId: null,
  mediaPath: null,
  mediaName: null,
  isMedia: false,
  userId: null,
});

const QUICK_REPLIES = [
  quickReply(1, 'entrega', 'Entregamos em 2 dias'),
  quickReply(2, 'pix', 'Nossa chave é o CNPJ'),
  quickReply(3, 'horario', 'Abrimos às 8h'),
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API as the input sees it: settings, quick replies and sends; every call recorded. */
let calls: Call[];
let answerSend: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  answerSend = () => Promise.resolve(Response.json(messageFixture(90, { body: 'sent', fromMe: true })));
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    if (method === 'GET' && path === '/settings') return Promise.resolve(Response.json([]));
    if (method === 'GET' && path === '/quick-messages/list') return Promise.resolve(Response.json(QUICK_REPLIES));
    if (method === 'POST' && path === `/messages/${TICKET.id}`) return answerSend();
    return Promise.resolve(Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sends = () => calls.filter((call) => call.method === 'POST');

function renderInput(ticket: TicketView = TICKET, canWrite = true) {
  const onSent = vi.fn();
  renderWithProviders(
    <MessageInput ticket={ticket} canWrite={canWrite} quoting={null} onCancelQuote={vi.fn()} onSent={onSent} />,
  );
  return onSent;
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: text.placeholder });

// Typing re-renders MUI's field per key; on a shared CI core that takes seconds, not milliseconds.
describe('MessageInput', { timeout: 30_000 }, () => {
  it('sends the trimmed text on Enter, then empties the field', async () => {
    const onSent = renderInput();
    await userEvent.type(textbox(), ' Olá {Enter}');
    await waitFor(() => expect(textbox().value).toBe(''));
    expect(sends()).toEqual([
      {
        method: 'POST',
        path: `/messages/${TICKET.id}`,
        body: expect.objectContaining({ body: 'Olá', isPrivate: false }),
      },
    ]);
    expect(onSent).toHaveBeenCalledWith([expect.objectContaining({ id: 90 })]);
  });

  it('breaks the line on Shift+Enter and never sends blank text', async () => {
    renderInput();
    await userEvent.type(textbox(), 'a{Shift>}{Enter}{/Shift}b');
    expect(textbox().value).toBe('a\nb');
    await userEvent.clear(textbox());
    await userEvent.type(textbox(), '   {Enter}');
    expect(sends()).toEqual([]);
  });

  it('sends with the button, which waits while a send is under way', async () => {
    let release: (response: Response) => void = () => undefined;
    answerSend = () => new Promise((resolve) => (release = resolve));
    renderInput();
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
    await userEvent.type(textbox(), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: text.send }).disabled).toBe(true));
    await userEvent.type(textbox(), '{Enter}');
    expect(sends()).toHaveLength(1);
    release(Response.json(messageFixture(91, { fromMe: true })));
    await waitFor(() => expect(textbox().value).toBe(''));
  });

  it("opens the quick replies on '/', filters them as the attendant types, and Enter inserts the highlighted one", async () => {
    renderInput();
    await userEvent.type(textbox(), '/');
    const options = () => screen.getAllByRole('option').map((option) => option.textContent);
    await waitFor(() =>
      expect(options()).toEqual([
        'entrega - Entregamos em 2 dias',
        'pix - Nossa chave é o CNPJ',
        'horario - Abrimos às 8h',
      ]),
    );
    // The text counts as well as the shortcode: only pix's says "chave".
    await userEvent.type(textbox(), 'c');
    expect(options()).toEqual(['pix - Nossa chave é o CNPJ']);
    await userEvent.type(textbox(), '{Enter}');
    expect(textbox().value).toBe('Nossa chave é o CNPJ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(sends()).toEqual([]);
  });

  it('moves the highlight with the arrow keys, round the list', async () => {
    renderInput();
    await userEvent.type(textbox(), '/');
    const selected = () =>
      screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;
    await waitFor(() => expect(selected()).toBe('entrega - Entregamos em 2 dias'));
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toBe('pix - Nossa chave é o CNPJ');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe('horario - Abrimos às 8h');
    await userEvent.keyboard('{Tab}');
    expect(textbox().value).toBe('Abrimos às 8h');
  });

  it('closes the menu on Escape until the text changes', async () => {
    renderInput();
    await userEvent.type(textbox(), '/');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(textbox(), 'ho');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['horario - Abrimos às 8h']);
  });

  it('writes a private note on request', async () => {
    renderInput();
    await userEvent.click(screen.getByRole('button', { name: text.privateNote }));
    expect(screen.getByRole('button', { name: text.privateNote }).getAttribute('aria-pressed')).toBe('true');
    expect(textbox().getAttribute('placeholder')).toBe(text.privatePlaceholder);
    await userEvent.type(textbox(), 'nota{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toEqual(expect.objectContaining({ body: 'nota', isPrivate: true }));
  });

  it('offers recording only where the browser can record', () => {
    renderInput();
    // jsdom has no MediaRecorder.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.record }).disabled).toBe(true);
  });

  it('is disabled with the reason on a ticket that takes no messages', () => {
    renderInput(ticketFixture(6, { status: 'pending' }), false);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: text.pending });
    expect(field.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: text.send })).toBeNull();
    expect(screen.queryByRole('button', { name: text.attach })).toBeNull();
  });

  it('says a closed ticket must be reopened', () => {
    renderInput(ticketFixture(7, { status: 'closed' }), false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: text.closed }).disabled).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessageInput } from '../chat/input/MessageInput';
import { ticketFixture } from '../tickets/ticketFixture';
import { ShortcutsProvider } from './ShortcutsProvider';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json([])));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInput(canWrite = true) {
  renderWithProviders(
    <ShortcutsProvider>
      <input aria-label="outro campo" />
      <MessageInput
        ticket={ticketFixture(5, { status: canWrite ? 'open' : 'closed' })}
        canWrite={canWrite}
        quoting={null}
        onCancelQuote={vi.fn()}
        onSent={vi.fn()}
      />
    </ShortcutsProvider>,
  );
}

const replyBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: ptBR.chat.input.placeholder });

describe('the reply box shortcut', { timeout: 30_000 }, () => {
  it("takes the focus on 'c', the caret after what is already written, which the 'c' does not add to", async () => {
    renderInput();
    await userEvent.type(replyBox(), 'Bom dia');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).not.toBe(replyBox());

    await userEvent.keyboard('c');
    expect(document.activeElement).toBe(replyBox());
    expect(replyBox().value).toBe('Bom dia');
    expect(replyBox().selectionStart).toBe('Bom dia'.length);
  });

  it('takes the focus on Alt+R from another field, where a plain c is just typed', async () => {
    renderInput();
    const other = screen.getByRole<HTMLInputElement>('textbox', { name: 'outro campo' });
    await userEvent.type(other, 'c');
    expect(other.value).toBe('c');
    expect(document.activeElement).toBe(other);

    await userEvent.keyboard('{Alt>}r{/Alt}');
    expect(document.activeElement).toBe(replyBox());
  });

  it("leaves '/' at the start of the reply to the quick replies", async () => {
    renderInput();
    await userEvent.keyboard('c');
    await userEvent.keyboard('/');
    expect(replyBox().value).toBe('/');
    expect(await screen.findByTestId('quick-reply-menu')).toBeTruthy();
  });

  it('does nothing on a ticket that takes no messages', async () => {
    renderInput(false);
    await userEvent.keyboard('c');
    expect(screen.queryByRole('textbox', { name: ptBR.chat.input.placeholder })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});

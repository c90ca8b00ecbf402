import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ptBR } from '../../i18n/locales/pt-BR';
import { SHORTCUTS } from './shortcutCatalog';
import { useShortcut, useShortcutsHelp } from './shortcutsContext';
import { ShortcutsProvider } from './ShortcutsProvider';

const text = ptBR.shortcuts;

/** A screen with the next-ticket shortcut, '?', the fields a user types in, and a dialog of its own. */
function Screen({ onNext, acceptEnabled = false }: { onNext(): void; acceptEnabled?: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  useShortcutsHelp();
  useShortcut(SHORTCUTS.nextTicket, onNext);
  useShortcut(SHORTCUTS.accept, () => undefined, { enabled: acceptEnabled });
  return (
    <>
      <input aria-label="nome" />
      <input aria-label="busca" type="search" />
      <textarea aria-label="mensagem" />
      <div aria-label="nota" role="textbox" contentEditable suppressContentEditableWarning />
      <input aria-label="marcar" type="checkbox" />
      <button type="button" onClick={() => setDialogOpen(true)}>
        abrir
      </button>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)}>
        <DialogTitle>Um diálogo</DialogTitle>
        <input aria-label="no diálogo" />
      </Dialog>
    </>
  );
}

function renderScreen(props: { acceptEnabled?: boolean } = {}) {
  const onNext = vi.fn();
  render(
    <ShortcutsProvider>
      <Screen onNext={onNext} {...props} />
    </ShortcutsProvider>,
  );
  return onNext;
}

describe('keyboard shortcuts', () => {
  it('fires a shortcut pressed outside any field, and from a checkbox', async () => {
    const onNext = renderScreen();
    await userEvent.keyboard('j');
    expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'marcar' }));
    await userEvent.keyboard('j');
    expect(onNext).toHaveBeenCalledTimes(2);
    // With Caps Lock on the key is 'J' without Shift: still j. Shift+J is left free.
    await userEvent.keyboard('J');
    expect(onNext).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Shift>}J{/Shift}');
    expect(onNext).toHaveBeenCalledTimes(3);
  });

  it('ignores what is typed in inputs, textareas and editable regions, which keep their text', async () => {
    const onNext = renderScreen();
    await userEvent.type(screen.getByRole('textbox', { name: 'nome' }), 'joão?/');
    await userEvent.type(screen.getByRole('textbox', { name: 'mensagem' }), 'kj');
    await userEvent.type(screen.getByRole('textbox', { name: 'nota' }), 'j');
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'nome' }).value).toBe('joão?/');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'mensagem' }).value).toBe('kj');
    expect(screen.queryByTestId('shortcuts-sheet')).toBeNull();
  });

  it('takes the Alt combination of a shortcut that allows it while the user types', async () => {
    const onNext = renderScreen();
    await userEvent.click(screen.getByRole('textbox', { name: 'mensagem' }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('leaves a text field on Escape, so that the one-key shortcuts work again', async () => {
    const onNext = renderScreen();
    const field = screen.getByRole('textbox', { name: 'mensagem' });
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).not.toBe(field);
    await userEvent.keyboard('j');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("lets a search field's Escape empty it first", async () => {
    renderScreen();
    const search = screen.getByRole('searchbox', { name: 'busca' });
    await userEvent.type(search, 'ana');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(search);
  });

  it('fires nothing behind an open dialog, and again once it is closed', async () => {
    const onNext = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('j?');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'no diálogo' }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.queryByTestId('shortcuts-sheet')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('j');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("opens the sheet on '?', greys out what does nothing here, and closes it on Escape", async () => {
    const onNext = renderScreen();
    await userEvent.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: text.title });
    within(sheet).getByRole('heading', { name: text.groups.tickets });
    expect(within(sheet).getByTestId('shortcut-nextTicket').getAttribute('data-available')).toBe('true');
    expect(within(sheet).getByTestId('shortcut-nextTicket').textContent).toContain(text.actions.nextTicket);
    expect(within(sheet).getByTestId('shortcut-accept').getAttribute('data-available')).toBe('false');
    // The reply box's own keys are documented there, greyed out while no reply box is on screen.
    expect(within(sheet).getByTestId('shortcut-quickReplies').textContent).toContain(text.actions.quickReplies);
    expect(within(sheet).getByTestId('shortcut-quickReplies').getAttribute('data-available')).toBe('false');

    // The sheet is a dialog like any other: the shortcuts behind it wait.
    await userEvent.keyboard('j');
    expect(onNext).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('shortcuts-sheet')).toBeNull());
  });

  it('shows an enabled shortcut as available', async () => {
    renderScreen({ acceptEnabled: true });
    await userEvent.keyboard('?');
    expect((await screen.findByTestId('shortcut-accept')).getAttribute('data-available')).toBe('true');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickMessageView } from '@guiche/shared';
import { ptBR } from '../../../i18n/locales/pt-BR';
import { QuickReplyMenu } from './QuickReplyMenu';

const reply = (
  id: number,
  shortcode: string,
  message: string,
  changes: Partial<QuickMessageView> = {},
): QuickMessageView => ({
  id,
  shortcode,
  message,
  geral: false,
  status: 'active',
  isCategory: false,
  categoryId: null,
  mediaPath: null,
  mediaName: null,
  isMedia: false,
  userId: 1,
  ...changes,
});

const replies = [
  reply(1, 'entrega', 'Entregamos em até 2 dias úteis para todo o Brasil'),
  reply(2, 'catalogo', 'Segue o catálogo', { mediaPath: '/media/catalogo.pdf', mediaName: 'catalogo.pdf' }),
];

describe('QuickReplyMenu', () => {
  it('lists the replies as options, labels cut at 35 characters, the highlighted one selected', () => {
    render(<QuickReplyMenu replies={replies} highlighted={1} onPick={vi.fn()} />);
    const long = screen.getByRole('option', { name: 'entrega - Entregamos em até 2 dias ...' });
    const short = screen.getByRole('option', { name: /^catalogo - Segue o catálogo/ });
    expect([long, short].map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(screen.getByRole('listbox', { name: ptBR.chat.input.quickReplies })).toBeDefined();
  });

  it('marks a reply that carries a file with the file name', () => {
    render(<QuickReplyMenu replies={replies} highlighted={0} onPick={vi.fn()} />);
    const [plain, withFile] = screen.getAllByRole('option');
    expect(plain?.querySelector('[data-testid="quick-reply-file"]')).toBeNull();
    expect(withFile?.querySelector('[data-testid="quick-reply-file"] title')?.textContent).toBe('catalogo.pdf');
  });

  it('picks the clicked reply', async () => {
    const onPick = vi.fn();
    render(<QuickReplyMenu replies={replies} highlighted={0} onPick={onPick} />);
    await userEvent.click(screen.getByRole('option', { name: /catalogo/ }));
    expect(onPick).toHaveBeenCalledWith(replies[1]);
  });

  it('says when nothing matches', () => {
    render(<QuickReplyMenu replies={[]} highlighted={0} onPick={vi.fn()} />);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText(ptBR.chat.input.noQuickReplies)).toBeDefined();
  });
});

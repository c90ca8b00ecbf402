import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MessageBubble, type MessageHandlers } from './MessageBubble';
import { messageFixture } from './messageFixture';

const handlers: MessageHandlers = {
  onReply: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(),
  onForward: vi.fn(),
  onReact: vi.fn(),
  onToggleSelect: vi.fn(),
  onResend: vi.fn(),
};

function renderBubble(body: string) {
  render(
    <MessageBubble
      message={messageFixture(1, { body })}
      showSender={false}
      contactName="Maria"
      userId={1}
      canWrite
      selecting={false}
      selected={false}
      handlers={handlers}
    />,
  );
  return screen.getByTestId('chat-message');
}

describe('MessageBubble', () => {
  it('shows the WhatsApp markup and links of a message as the phone does', () => {
    const bubble = renderBubble('*Pedido* _confirmado_: veja www.loja.com.br ou escreva para sac@loja.com');
    expect(within(bubble).getByRole('strong').textContent).toBe('Pedido');
    expect(within(bubble).getByRole('emphasis').textContent).toBe('confirmado');
    expect(within(bubble).getByRole('link', { name: 'www.loja.com.br' }).getAttribute('href')).toBe(
      'https://www.loja.com.br',
    );
    expect(within(bubble).getByRole('link', { name: 'sac@loja.com' }).getAttribute('href')).toBe('mailto:sac@loja.com');
    expect(within(bubble).getByText(/veja/).textContent).toBe(
      'Pedido confirmado: veja www.loja.com.br ou escreva para sac@loja.com',
    );
  });

  it('links inside styles and never a script', () => {
    const bubble = renderBubble('*veja https://x.com* javascript:alert(1)');
    const links = within(bubble).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://x.com']);
    expect(links[0]?.closest('strong')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WhatsappText } from './WhatsappText';

describe('WhatsappText', () => {
  it('makes the web links of a message clickable in a new tab that gets no handle on the app', () => {
    const { container } = render(<WhatsappText text="Veja https://example.com/pedido?id=7 hoje" />);
    const link = screen.getByRole('link', { name: 'https://example.com/pedido?id=7' });
    expect(link.getAttribute('href')).toBe('https://example.com/pedido?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('Veja https://example.com/pedido?id=7 hoje');
  });

  it('shows the WhatsApp styles without their markers', () => {
    const { container } = render(<WhatsappText text={'*[ 1 ]* - Vendas _agora_ ~não~ `cod_1` ```bloco```'} />);
    expect(screen.getByRole('strong').textContent).toBe('[ 1 ]');
    expect(screen.getByRole('emphasis').textContent).toBe('agora');
    expect(screen.getByText('não').tagName).toBe('S');
    expect(screen.getAllByRole('code').map((code) => code.textContent)).toEqual(['cod_1', 'bloco']);
    expect(container.textContent).toBe('[ 1 ] - Vendas agora não cod_1 bloco');
  });

  it('links inside styles, bare domains over https and e-mails to the mail app', () => {
    render(<WhatsappText text="*veja https://x.com* ou loja.com.br, ou sac@loja.com" />);
    const inBold = screen.getByRole('link', { name: 'https://x.com' });
    expect(inBold.closest('strong')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'loja.com.br' }).getAttribute('href')).toBe('https://loja.com.br');
    const mail = screen.getByRole('link', { name: 'sac@loja.com' });
    expect(mail.getAttribute('href')).toBe('mailto:sac@loja.com');
    expect(mail.getAttribute('target')).toBeNull();
  });

  it('never links a script and never reads the text as HTML', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> <b>oi</b>';
    const { container } = render(<WhatsappText text={text} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe(text);
  });
});

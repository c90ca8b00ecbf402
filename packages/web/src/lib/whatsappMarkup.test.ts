import { describe, expect, it } from 'vitest';
import { parseWhatsappMarkup, plainWhatsappText } from './whatsappMarkup';

describe('parseWhatsappMarkup', () => {
  it('styles bold, italic and struck runs and keeps the text around them', () => {
    expect(parseWhatsappMarkup('*[ 1 ]* - Vendas _agora_ ~não~.')).toEqual([
      { text: '[ 1 ]', bold: true },
      { text: ' - Vendas ' },
      { text: 'agora', italic: true },
      { text: ' ' },
      { text: 'não', strike: true },
      { text: '.' },
    ]);
  });

  it('shows monospace blocks and inline code as written', () => {
    expect(parseWhatsappMarkup('```*a*\n_b_``` e `x_y_z`')).toEqual([
      { text: '*a*\n_b_', monospace: true },
      { text: ' e ' },
      { text: 'x_y_z', code: true },
    ]);
  });

  it('nests styles', () => {
    expect(parseWhatsappMarkup('*_ambos_ só negrito*')).toEqual([
      { text: 'ambos', bold: true, italic: true },
      { text: ' só negrito', bold: true },
    ]);
  });

  it('leaves markers that do not hug text, span lines or sit inside a word as written', () => {
    expect(parseWhatsappMarkup('2 * 3 * 4')).toEqual([{ text: '2 * 3 * 4' }]);
    expect(parseWhatsappMarkup('*um\ndois*')).toEqual([{ text: '*um\ndois*' }]);
    expect(parseWhatsappMarkup('nome_do_campo e 2*3*4')).toEqual([{ text: 'nome_do_campo e 2*3*4' }]);
    expect(parseWhatsappMarkup('')).toEqual([]);
  });

  it('finds links inside styles, and never reads markers inside a link as styles', () => {
    expect(parseWhatsappMarkup('*veja https://x.com*')).toEqual([
      { text: 'veja ', bold: true },
      { text: 'https://x.com', bold: true, href: 'https://x.com' },
    ]);
    expect(parseWhatsappMarkup('_https://x.com_')).toEqual([
      { text: 'https://x.com', italic: true, href: 'https://x.com' },
    ]);
    expect(parseWhatsappMarkup('em https://x.com/_a_/b hoje')).toEqual([
      { text: 'em ' },
      { text: 'https://x.com/_a_/b', href: 'https://x.com/_a_/b' },
      { text: ' hoje' },
    ]);
  });

  it('marks web addresses and e-mails in plain text', () => {
    expect(parseWhatsappMarkup('*Pedido* _confirmado_: veja www.loja.com.br ou escreva para sac@loja.com')).toEqual([
      { text: 'Pedido', bold: true },
      { text: ' ' },
      { text: 'confirmado', italic: true },
      { text: ': veja ' },
      { text: 'www.loja.com.br', href: 'https://www.loja.com.br' },
      { text: ' ou escreva para ' },
      { text: 'sac@loja.com', href: 'mailto:sac@loja.com' },
    ]);
  });
});

describe('plainWhatsappText', () => {
  it('drops the markers and keeps every character of the text and its links', () => {
    expect(plainWhatsappText('*Pedido* _confirmado_ ~antes~ ```id_1``` veja https://x.com/a_b_c')).toBe(
      'Pedido confirmado antes id_1 veja https://x.com/a_b_c',
    );
    expect(plainWhatsappText('nome_do_campo 2*3*4')).toBe('nome_do_campo 2*3*4');
  });
});

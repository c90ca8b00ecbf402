import { describe, expect, it } from 'vitest';
import { parseWhatsappMarkup } from './whatsappMarkup';

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

  it('leaves markers that do not hug text, or span lines, as written', () => {
    expect(parseWhatsappMarkup('2 * 3 * 4')).toEqual([{ text: '2 * 3 * 4' }]);
    expect(parseWhatsappMarkup('*um\ndois*')).toEqual([{ text: '*um\ndois*' }]);
    expect(parseWhatsappMarkup('')).toEqual([]);
  });
});

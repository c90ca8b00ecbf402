import { describe, expect, it } from 'vitest';
import { botParagraphs, byMenuOrder, numberedOptions } from './bot-menu.js';

describe('bot menu texts', () => {
  it('numbers the options from 1 in WhatsApp bold', () => {
    expect(numberedOptions(['Vendas', 'Suporte'])).toBe('*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte');
    expect(numberedOptions([])).toBe('');
  });

  it('joins paragraphs with a blank line and leaves out the blank ones', () => {
    expect(botParagraphs(' Olá! ', null, '', '  ', undefined, '*[ 1 ]* - Vendas')).toBe('Olá!\n\n*[ 1 ]* - Vendas');
  });

  it('orders queues by orderQueue with unordered ones last, then by name and id', () => {
    const queues = [
      { id: 1, name: 'Zeta', orderQueue: null },
      { id: 2, name: 'Beta', orderQueue: 2 },
      { id: 3, name: 'Alfa', orderQueue: null },
      { id: 4, name: 'Gama', orderQueue: 1 },
      { id: 5, name: 'Alfa', orderQueue: null },
    ];
    expect(byMenuOrder(queues).map((queue) => queue.id)).toEqual([4, 2, 3, 5, 1]);
  });
});

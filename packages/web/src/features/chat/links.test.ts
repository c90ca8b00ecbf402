import { describe, expect, it } from 'vitest';
import { extractLinks, splitLinks } from './links';

describe('links in message text', () => {
  it('marks http(s) links and keeps the text around them', () => {
    expect(splitLinks('Veja https://exemplo.com.br/pedido?id=1 agora')).toEqual([
      { type: 'text', text: 'Veja ' },
      { type: 'link', text: 'https://exemplo.com.br/pedido?id=1', href: 'https://exemplo.com.br/pedido?id=1' },
      { type: 'text', text: ' agora' },
    ]);
  });

  it('leaves the sentence punctuation out of the link', () => {
    expect(extractLinks('Acesse https://a.com/x. Ou (www.b.com), obrigado!')).toEqual(['https://a.com/x', 'https://www.b.com']);
  });

  it('gives www. addresses a scheme', () => {
    expect(splitLinks('www.guiche.local')).toEqual([{ type: 'link', text: 'www.guiche.local', href: 'https://www.guiche.local' }]);
  });

  it('returns plain text untouched', () => {
    expect(splitLinks('sem links aqui')).toEqual([{ type: 'text', text: 'sem links aqui' }]);
    expect(extractLinks('javascript:alert(1)')).toEqual([]);
  });
});

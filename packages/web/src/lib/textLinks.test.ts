import { describe, expect, it } from 'vitest';
import { findLinks } from './textLinks';

const hrefs = (text: string) => findLinks(text).map((link) => link.href);
const texts = (text: string) => findLinks(text).map((link) => text.slice(link.start, link.end));

describe('links in a text', () => {
  it('finds http(s) links where they sit', () => {
    expect(findLinks('Veja https://exemplo.com.br/pedido?id=1 agora')).toEqual([
      { start: 5, end: 39, href: 'https://exemplo.com.br/pedido?id=1' },
    ]);
  });

  it('leaves the sentence punctuation out of the link', () => {
    const text = 'Acesse https://a.com/x. Ou (www.b.com), obrigado! x.com.br/a?b=1.';
    expect(texts(text)).toEqual(['https://a.com/x', 'www.b.com', 'x.com.br/a?b=1']);
  });

  it('opens addresses written without a scheme over https', () => {
    expect(hrefs('www.loja.com.br ou example.com.br')).toEqual(['https://www.loja.com.br', 'https://example.com.br']);
  });

  it('writes to e-mail addresses', () => {
    expect(hrefs('escreva para sac@loja.com.')).toEqual(['mailto:sac@loja.com']);
  });

  it('takes bare domains only under known zones, so file names and versions stay text', () => {
    expect(findLinks('versão 1.2.3, arquivo.pdf, www.guiche.local')).toEqual([]);
  });

  it('never produces another scheme than http(s) or mailto', () => {
    expect(findLinks('javascript:alert(1) data:text/html,x ftp://a.com/x //a.com/x sem links aqui')).toEqual([]);
    for (const href of hrefs('http://javascript:alert(1) mailto:javascript:alert(1) https://a.com'))
      expect(href).toMatch(/^(https?:\/\/|mailto:)/);
  });
});

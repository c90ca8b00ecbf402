import { LinkifyIt } from 'linkify-it';

/** A web address or e-mail address in a text, by where it sits, with the href it opens. */
export interface TextLink {
  start: number;
  end: number;
  href: string;
}

// Bare domains count (loja.com.br, www.loja.com), as the phone shows them, but only under linkify-it's default zones
// (any two-letter country code, com, net, org…), so "versão 1.2.3" or "arquivo.pdf" stay text. ftp: and
// protocol-relative links are turned off: a message opens web pages or writes an e-mail, nothing else.
const linkify = new LinkifyIt({ fuzzyLink: true }).add('ftp:', null).add('//', null);

// Whatever linkify-it finds, an href is kept only with one of these schemes (a `javascript:` one can never pass).
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/**
 * The links of a text, in order. Trailing punctuation stays with the sentence. A link written without a scheme is
 * opened over https, not the http linkify-it would give it: most sites serve it, and the address stays private.
 */
export function findLinks(text: string): TextLink[] {
  return (linkify.match(text) ?? []).flatMap((match) => {
    const href = match.schema === '' ? `https://${match.raw}` : match.url;
    return SAFE_HREF.test(href) ? [{ start: match.index, end: match.lastIndex, href }] : [];
  });
}

import { findLinks, type TextLink } from './textLinks';

/** The WhatsApp styles a run of text is shown in. */
export interface MarkupStyles {
  bold?: true;
  italic?: true;
  strike?: true;
  /** ```text```: a monospaced block, shown as written. */
  monospace?: true;
  /** `text`: inline code, shown as written. */
  code?: true;
}

/** A run of a message as the phone shows it: its text, styles and, for a link, where it leads. */
export interface MarkupSegment extends MarkupStyles {
  text: string;
  href?: string;
}

type Style = keyof MarkupStyles;

// `*bold*`, `_italic_`, `~strike~` as WhatsApp reads them: the marker hugs non-space text on one line and stands at
// a word's edge, so `snake_case_names`, `2*3*4` and a URL's `a_b_c` stay as written.
function wrapped(marker: string, style: Style): string {
  return `(?<![\\p{L}\\p{N}${marker}])${marker}(?<${style}>[^\\s${marker}](?:[^${marker}\\n]*[^\\s${marker}])?)${marker}(?![\\p{L}\\p{N}${marker}])`;
}

// Monospace first, so its three backticks are never read as inline code; both are literal and may hold the others.
const MARKUP_SOURCE = [
  '```(?<monospace>[\\s\\S]+?)```',
  '`(?<code>[^`\\n]+)`',
  wrapped('\\*', 'bold'),
  wrapped('_', 'italic'),
  wrapped('~', 'strike'),
].join('|');
const LITERAL: readonly Style[] = ['monospace', 'code'];

function styleOf(groups: Record<string, string | undefined>): [Style, string] | null {
  for (const style of ['monospace', 'code', 'bold', 'italic', 'strike'] as const) {
    const inner = groups[style];
    if (inner !== undefined) return [style, inner];
  }
  return null;
}

/** A marker that falls inside a link belongs to the address (`https://x.com/a_b_/c`), not to the styles. */
function insideLink(start: number, end: number, links: readonly TextLink[]): boolean {
  return links.some((link) => link.start < end && start < link.end);
}

/** Splits one styled run at its links. */
function linked(text: string, styles: MarkupStyles, out: MarkupSegment[]): void {
  let last = 0;
  for (const link of findLinks(text)) {
    if (link.start > last) out.push({ ...styles, text: text.slice(last, link.start) });
    out.push({ ...styles, text: text.slice(link.start, link.end), href: link.href });
    last = link.end;
  }
  if (last < text.length) out.push({ ...styles, text: text.slice(last) });
}

/** The runs of text[from, to) with `styles` applied, nested markup included (`*_both_*`). */
function parseRange(
  text: string,
  from: number,
  to: number,
  styles: MarkupStyles,
  links: readonly TextLink[],
  out: MarkupSegment[],
): void {
  const source = text.slice(from, to);
  const pattern = new RegExp(MARKUP_SOURCE, 'gu');
  let last = 0;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    const found = match.groups ? styleOf(match.groups) : null;
    if (!found) continue;
    const [style, inner] = found;
    const marker = (match[0].length - inner.length) / 2;
    const start = from + match.index;
    const end = start + match[0].length;
    if (insideLink(start, start + marker, links) || insideLink(end - marker, end, links)) {
      // Not markup here; a marker further inside the match may still open a style.
      pattern.lastIndex = match.index + 1;
      continue;
    }
    if (match.index > last) linked(source.slice(last, match.index), styles, out);
    const nested = { ...styles, [style]: true as const };
    if (LITERAL.includes(style)) linked(inner, nested, out);
    else parseRange(text, start + marker, end - marker, nested, links, out);
    last = match.index + match[0].length;
  }
  if (last < source.length) linked(source.slice(last), styles, out);
}

/**
 * A message as the phone shows it: `*bold*`, `_italic_`, `~strike~`, ```monospace``` and `code`, nested styles
 * included, and its web and e-mail links (inside styles too: `*veja https://x.com*`). The bot's menus number options
 * in bold (`*[ 1 ]*`), so a bubble that printed the asterisks would not look like what the contact sees.
 */
export function parseWhatsappMarkup(text: string): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  parseRange(text, 0, text.length, {}, findLinks(text), segments);
  return segments;
}

/** A message's text without its markers, as one-line previews show it (the ticket row, a quote): `*Pedido*` → `Pedido`. */
export function plainWhatsappText(text: string): string {
  return parseWhatsappMarkup(text)
    .map((segment) => segment.text)
    .join('');
}

/** A run of text with the WhatsApp styles that apply to it. */
export interface MarkupSegment {
  text: string;
  bold?: true;
  italic?: true;
  strike?: true;
}

// `*bold*`, `_italic_`, `~strike~`: the marker hugs non-space text on one line, as WhatsApp requires.
const MARKUP = /\*(\S(?:[^*\n]*\S)?)\*|_(\S(?:[^_\n]*\S)?)_|~(\S(?:[^~\n]*\S)?)~/g;

/**
 * A message as the phone shows it: the bot's menus number options in bold (`*[ 1 ]*`), so a preview that printed
 * the asterisks would not look like what the contact sees. One level only: nested styles stay as written.
 */
export function parseWhatsappMarkup(text: string): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start) });
    const [, bold, italic, strike] = match;
    if (bold !== undefined) segments.push({ text: bold, bold: true });
    else if (italic !== undefined) segments.push({ text: italic, italic: true });
    else if (strike !== undefined) segments.push({ text: strike, strike: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

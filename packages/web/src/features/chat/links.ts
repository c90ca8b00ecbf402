/** Text with its web links marked, so a bubble can render them as anchors (and the rest as plain text). */
export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// http(s) links and bare www. addresses; a trailing full stop, comma or closing bracket belongs to the sentence.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

function hrefOf(text: string): string {
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) segments.push({ type: 'text', text: text.slice(last, start) });
    segments.push({ type: 'link', text: link, href: hrefOf(link) });
    last = start + link.length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** The links a text holds, in order. */
export function extractLinks(text: string): string[] {
  return splitLinks(text).flatMap((segment) => (segment.type === 'link' ? [segment.href] : []));
}

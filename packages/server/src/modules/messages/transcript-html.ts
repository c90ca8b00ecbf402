import type { TranscriptLabels } from './transcript-labels.js';

/** Who wrote a transcript line. */
export type TranscriptAuthor = 'contact' | 'user' | 'bot';

export interface TranscriptMessage {
  id: number;
  /** The moment, and the same in the company's zone as the chat shows it. */
  at: string;
  shownAt: string;
  author: TranscriptAuthor;
  authorName: string | null;
  body: string;
  /** A storage key while the document is built; a signed URL once it is serialised (media-link-hooks.ts). */
  mediaUrl: string | null;
  mediaName: string | null;
  isPrivate: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  isForwarded: boolean;
}

/** A ticket's conversation as the transcript shows it, with its words in the reader's language. */
export interface TranscriptDocument {
  language: string;
  labels: TranscriptLabels;
  ticketId: number;
  contactName: string | null;
  contactNumber: string | null;
  queueName: string | null;
  userName: string | null;
  connectionName: string | null;
  exportedAt: string;
  /** Set when the conversation was longer than a transcript holds: how many messages it holds. */
  truncatedAt: number | null;
  messages: TranscriptMessage[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: every character that could open markup or end an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Only our own links are made links: an absolute http(s) URL or a root-relative path, never javascript: or data:. */
function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * Inline styles only, light and dark: the file opens on its own, from disk, with nothing to fetch. The page's
 * Content-Security-Policy allows no script, no remote resource and no form, so even markup that got past the
 * escaping could do nothing.
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #1d2433; --muted: #5b6475; --in: #fff;
  --out: #dcf3e4; --note: #fff4d6; --line: #e1e4ea; --link: #0b63c5; }
@media (prefers-color-scheme: dark) { :root { --bg: #12151b; --card: #1b2029; --text: #e6e9ef; --muted: #9aa3b2;
  --in: #1f2530; --out: #1d3a2a; --note: #3a3220; --line: #2c3340; --link: #7db4ff; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 system-ui, -apple-system, "Segoe UI",
  Roboto, sans-serif; }
header, main, footer { max-width: 860px; margin: 0 auto; padding: 16px 20px; }
header { background: var(--card); border-bottom: 1px solid var(--line); }
h1 { font-size: 20px; margin: 0 0 8px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
dt { color: var(--muted); }
dd { margin: 0; }
article { max-width: 78%; margin: 8px 0; padding: 8px 12px; border-radius: 10px; background: var(--in);
  border: 1px solid var(--line); }
article.out { margin-left: auto; background: var(--out); }
article.note { margin-left: auto; background: var(--note); }
.meta { font-size: 12px; color: var(--muted); margin-bottom: 2px; }
.who { font-weight: 600; color: var(--text); }
.flag { font-style: italic; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; }
a { color: var(--link); }
footer, .empty { color: var(--muted); font-size: 13px; }
`;

function authorOf(message: TranscriptMessage, labels: TranscriptLabels): string {
  if (message.author === 'bot') return labels.bot;
  return message.authorName ?? (message.author === 'user' ? labels.you : labels.contact);
}

function renderMessage(message: TranscriptMessage, labels: TranscriptLabels): string {
  const side = message.isPrivate ? 'note' : message.author === 'contact' ? 'in' : 'out';
  const flags = [
    message.isPrivate ? labels.privateNote : undefined,
    message.isForwarded ? labels.forwarded : undefined,
    message.isEdited ? labels.edited : undefined,
    message.isDeleted ? labels.deleted : undefined,
  ].filter((flag): flag is string => flag !== undefined);
  const meta =
    `<span class="who">${escapeHtml(authorOf(message, labels))}</span> · ` +
    `<time datetime="${escapeHtml(message.at)}">${escapeHtml(message.shownAt)}</time>` +
    flags.map((flag) => ` · <span class="flag">${escapeHtml(flag)}</span>`).join('');
  const parts = [`<div class="meta">${meta}</div>`];
  if (message.body) parts.push(`<div class="body">${escapeHtml(message.body)}</div>`);
  if (message.mediaUrl) {
    const name = message.mediaName || labels.file;
    const href = safeHref(message.mediaUrl);
    parts.push(
      href
        ? `<div class="media">📎 <a href="${escapeHtml(href)}" rel="noopener noreferrer">${escapeHtml(name)}</a></div>`
        : `<div class="media">📎 ${escapeHtml(name)}</div>`,
    );
  }
  return `<article class="${side}" id="m${message.id}">${parts.join('')}</article>`;
}

/** The transcript as one self-contained HTML page: every text from the conversation escaped, no script. */
export function renderTranscript(document: TranscriptDocument): string {
  const { labels } = document;
  const title = fill(labels.title, { id: document.ticketId });
  const heading: [string, string | null][] = [
    [labels.contact, document.contactName],
    [labels.number, document.contactNumber],
    [labels.queue, document.queueName],
    [labels.attendant, document.userName],
    [labels.connection, document.connectionName],
    [labels.exportedAt, document.exportedAt],
  ];
  const rows = heading
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value || labels.none)}</dd>`)
    .join('');
  const body =
    document.messages.length === 0
      ? `<p class="empty">${escapeHtml(labels.noMessages)}</p>`
      : document.messages.map((message) => renderMessage(message, labels)).join('\n');
  const notes = [
    document.truncatedAt === null ? undefined : fill(labels.truncated, { count: document.truncatedAt }),
    document.messages.some((message) => message.mediaUrl) ? labels.linksExpire : undefined,
  ].filter((note): note is string => note !== undefined);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(document.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'none'">`,
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><h1>${escapeHtml(title)}</h1><dl>${rows}</dl></header>`,
    `<main>\n${body}\n</main>`,
    notes.length > 0 ? `<footer>${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}</footer>` : '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Every keyboard shortcut of the app, Chatwoot-like, in one place: the wiring registers these definitions and the
 * '?' sheet lists them, so the keys a user reads are the keys that work.
 *
 * Browser clashes checked: plain letters and '/' are free in Chrome, Edge and Firefox (Firefox's '/' quick find
 * gives way to a prevented keydown); Alt+↑/↓ do nothing in browsers (Alt+←/→ are back and forward, left alone);
 * Alt+R is free in Chrome and Edge. Ctrl+K was not taken for the search: Chrome and Firefox use it for the address
 * bar's search, and '/' is what Chatwoot, GitHub and Gmail users press.
 */

/** The sheet's groups, in the order it shows them. */
export const SHORTCUT_GROUPS = ['general', 'tickets', 'ticket', 'replyBox'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

/** A registered shortcut: its id names its text (shortcuts.actions.<id>) and its group in the sheet. */
export interface ShortcutDefinition {
  id:
    | 'help'
    | 'leaveField'
    | 'nextTicket'
    | 'previousTicket'
    | 'searchTickets'
    | 'accept'
    | 'resolve'
    | 'transfer'
    | 'reply';
  /** Alternatives; each as keyBinding.ts reads it. */
  keys: readonly string[];
  group: Exclude<ShortcutGroup, 'replyBox'>;
  /** Its Escape and modifier combinations also fire while the user types in a field (its plain keys never do). */
  whileTyping?: boolean;
}
export type ShortcutId = ShortcutDefinition['id'];

export const SHORTCUTS = {
  help: { id: 'help', keys: ['?'], group: 'general' },
  leaveField: { id: 'leaveField', keys: ['Escape'], group: 'general', whileTyping: true },
  nextTicket: { id: 'nextTicket', keys: ['j', 'alt+ArrowDown'], group: 'tickets', whileTyping: true },
  previousTicket: { id: 'previousTicket', keys: ['k', 'alt+ArrowUp'], group: 'tickets', whileTyping: true },
  searchTickets: { id: 'searchTickets', keys: ['/'], group: 'tickets' },
  accept: { id: 'accept', keys: ['a'], group: 'ticket' },
  resolve: { id: 'resolve', keys: ['r'], group: 'ticket' },
  transfer: { id: 'transfer', keys: ['t'], group: 'ticket' },
  reply: { id: 'reply', keys: ['c', 'alt+r'], group: 'ticket', whileTyping: true },
} as const satisfies { [Id in ShortcutId]: ShortcutDefinition & { id: Id } };

/**
 * Keys the reply box handles itself (MessageInput and its quick-reply menu, features/chat/input): the sheet lists
 * them, nothing registers them. They apply while a reply box is on screen, i.e. while 'reply' is registered.
 */
export const REPLY_BOX_KEYS = [
  { id: 'quickReplies', keys: ['/'] },
  { id: 'pickQuickReply', keys: ['ArrowUp', 'ArrowDown'] },
  { id: 'insertQuickReply', keys: ['Enter', 'Tab'] },
  { id: 'closeQuickReplies', keys: ['Escape'] },
  { id: 'send', keys: ['Enter'] },
  { id: 'newLine', keys: ['shift+Enter'] },
] as const;

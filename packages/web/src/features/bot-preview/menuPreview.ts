import { BOT_BACK_TO_MENU, botParagraphs, byMenuOrder, numberedOptions, type Queue } from '@guiche/shared';

export type MenuQueue = Pick<Queue, 'id' | 'name' | 'orderQueue' | 'greetingMessage'>;

/** What a new conversation on a connection gets: the texts the bot sends, and the case, for the preview's note. */
export interface ConnectionMenuPreview {
  messages: string[];
  /** none: no queue; single: the contact joins the only queue at once; menu: they pick one by number. */
  kind: 'none' | 'single' | 'menu';
}

/**
 * The conversation engine's greeting step (docs/conversation-engine.md) for the connection being edited: no queue,
 * the greeting alone; one queue, the ticket joins it (the connection's greeting first only with the company setting
 * sendGreetingMessageOneQueues), then the queue's greeting; several, the greeting and the numbered menu by orderQueue.
 */
export function connectionMenuPreview(
  greeting: string | null,
  queues: readonly MenuQueue[],
  greetingWithOneQueue: boolean,
): ConnectionMenuPreview {
  const [only] = queues;
  if (queues.length === 0) return { kind: 'none', messages: nonBlank([greeting]) };
  if (queues.length === 1 && only)
    return { kind: 'single', messages: nonBlank([greetingWithOneQueue ? greeting : null, only.greetingMessage]) };
  const names = byMenuOrder(queues).map((queue) => queue.name);
  return { kind: 'menu', messages: [botParagraphs(greeting, numberedOptions(names))] };
}

/** A queue's first chatbot level as the contact gets it on entering: its greeting, the options, the way back. */
export function queueMenuPreview(greeting: string | null, optionNames: readonly string[]): string[] {
  if (optionNames.length === 0) return nonBlank([greeting]);
  return [botParagraphs(greeting, numberedOptions(optionNames), BOT_BACK_TO_MENU)];
}

const nonBlank = (texts: readonly (string | null | undefined)[]): string[] =>
  texts.flatMap((text) => (text?.trim() ? [text.trim()] : []));

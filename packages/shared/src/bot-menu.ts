/**
 * How the bot lays out a menu in one text message, as the contact reads it on the phone: the options numbered
 * `*[ 1 ]* - Vendas` (bold number in WhatsApp markup), one per line, and paragraphs split by a blank line. The web's
 * menu previews build the same texts from here, so what an admin previews is what the contact gets.
 */

/** The last line of a chatbot level: '#' brings the contact back to the first menu. */
export const BOT_BACK_TO_MENU = '*[ # ]* - Menu inicial';

/** An option list: `*[ 1 ]* - Vendas`, one per line. */
export function numberedOptions(names: readonly string[]): string {
  return names.map((name, index) => `*[ ${index + 1} ]* - ${name}`).join('\n');
}

/** Paragraphs joined by a blank line, blank ones left out. */
export function botParagraphs(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
}

/** The order of the queue menu: by orderQueue (queues without one last), then name, then id. */
export function byMenuOrder<T extends { id: number; name: string; orderQueue: number | null }>(
  queues: readonly T[],
): T[] {
  return [...queues].sort((a, b) => {
    if (a.orderQueue !== b.orderQueue) {
      if (a.orderQueue === null) return 1;
      if (b.orderQueue === null) return -1;
      return a.orderQueue - b.orderQueue;
    }
    return a.name.localeCompare(b.name) || a.id - b.id;
  });
}

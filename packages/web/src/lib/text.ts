/**
 * Text cut to `max` characters with an ellipsis in place of the rest. Counted in code points, so an emoji is never
 * split in half; line breaks of a message read as spaces on one line.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s*\n\s*/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

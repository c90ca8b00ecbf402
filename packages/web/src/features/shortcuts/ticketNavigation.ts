/**
 * Where next/previous ticket (j/k, step 1/-1) goes from the ticket open in the chat: its neighbour in the list; the
 * first ticket when none of the list is open. Null when there is nowhere to go (an empty list, or already at that
 * end: the list does not wrap, so that holding on to 'j' never jumps back to the top unnoticed).
 */
export function neighbourIndex(
  tickets: readonly { uuid: string }[],
  openUuid: string | undefined,
  step: 1 | -1,
): number | null {
  if (tickets.length === 0) return null;
  const current = tickets.findIndex((ticket) => ticket.uuid === openUuid);
  if (current === -1) return 0;
  const next = current + step;
  return next >= 0 && next < tickets.length ? next : null;
}

/** Older messages load when the list is scrolled within this distance of its top (spec 1 §9). */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** ... after this pause, so a fling past the top does not fire a burst of page loads (spec 1 §9). */
export const LOAD_OLDER_DELAY_MS = 500;

export function isNearTop(scrollTop: number, threshold = LOAD_OLDER_THRESHOLD_PX): boolean {
  return scrollTop <= threshold;
}

/**
 * Where to scroll after older messages were added above what the reader sees: the content grew by the difference
 * in heights, all of it above, so moving down by that much keeps the same message under the reader's eyes.
 */
export function keptScrollTop(before: { scrollTop: number; scrollHeight: number }, scrollHeightAfter: number): number {
  return Math.max(0, before.scrollTop + (scrollHeightAfter - before.scrollHeight));
}

/** Close enough to the newest message that a new one should bring the view down with it. */
export function isNearBottom(
  box: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold = 120,
): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= threshold;
}

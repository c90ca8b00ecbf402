/** Lists load their next page when scrolled within this distance of the bottom (spec 2 §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the box is scrolled to within `threshold` px of its end, or has nothing to scroll at all. */
export function isNearBottom(
  { scrollTop, scrollHeight, clientHeight }: ScrollBox,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= threshold;
}

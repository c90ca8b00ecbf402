import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered width of an element, followed as it changes. The chat lays itself out by the room it has, not by the
 * window: the ticket list and the contact drawer take their share of a wide screen too.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

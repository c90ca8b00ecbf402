/** Forwarding pauses between messages (spec 1 §9), so the channel sees a person's pace rather than a burst. */
export const FORWARD_PAUSE_MS = 900;

/**
 * Runs `send` for each item in order, waiting `pauseMs` between two sends (not before the first nor after the
 * last), reporting progress; stops at the first failure, which it rethrows.
 */
export async function sendPaced<T>(
  items: readonly T[],
  send: (item: T) => Promise<unknown>,
  onProgress: (done: number) => void,
  pauseMs = FORWARD_PAUSE_MS,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (index > 0) await wait(pauseMs);
    await send(item);
    onProgress(index + 1);
  }
}

/**
 * Splits `items` into rounds that hold each key at most once, keeping their order: an item whose key came n times
 * before goes in round n. For set-based statements, which cannot touch one row twice (an upsert, an update from a
 * list), so that one row's later changes go in later statements, in order.
 */
export function inRounds<T>(items: readonly T[], keyOf: (item: T) => unknown): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<unknown, number>();
  for (const item of items) {
    const key = keyOf(item);
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    (rounds[index] ??= []).push(item);
  }
  return rounds;
}

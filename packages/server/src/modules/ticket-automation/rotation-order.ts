/**
 * Who gets each of `count` waiting tickets, among the online attendants (ids ascending). Round robin: starting after
 * `afterUserId` (the last one served, by the previous run), so turns go on fairly from run to run whoever comes
 * online or leaves; with setting userRandom, each ticket goes to one of them at random.
 */
export function nextAttendants(
  online: readonly number[],
  count: number,
  afterUserId: number | undefined,
  random: (() => number) | undefined,
): number[] {
  if (online.length === 0) return [];
  if (random) return Array.from({ length: count }, () => online[Math.floor(random() * online.length)] ?? online[0]!);
  const next = afterUserId === undefined ? 0 : online.findIndex((id) => id > afterUserId);
  const start = next === -1 ? 0 : next;
  return Array.from({ length: count }, (_, i) => online[(start + i) % online.length]!);
}

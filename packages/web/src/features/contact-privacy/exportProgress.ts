/**
 * How far a contact's export has come, 0 to 99, from the bytes received against the size the summary expected. The
 * archive is streamed, so its size is only estimated (export-summary.ts on the server): the bar never claims 100%
 * before the last byte has arrived, and the download's end, not the count, says it is done.
 */
export function exportPercent(received: number, estimated: number): number {
  if (estimated <= 0) return 0;
  return Math.min(99, Math.floor((received / estimated) * 100));
}

import { BULK_TICKETS_MAX, type BulkTicketResult, type TicketView } from '@guiche/shared';

/**
 * A selection goes to POST /tickets/bulk in parts of this many: the bar shows its progress part by part, and a part is
 * well under the server's limit of BULK_TICKETS_MAX.
 */
export const BULK_PART_SIZE = Math.min(10, BULK_TICKETS_MAX);

export function partsOf<T>(items: readonly T[], size = BULK_PART_SIZE): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** A ticket the action left as it was, named as the list shows it, with the catalogue code that refused it. */
export interface BulkFailure {
  id: number;
  name: string;
  error: string;
}

export interface BulkSummary {
  done: number;
  failed: BulkFailure[];
}

/** What a run did, from the answers' results (and the code of a part refused whole, for its tickets). */
export function summarize(tickets: readonly TicketView[], results: readonly BulkTicketResult[]): BulkSummary {
  const names = new Map(tickets.map((ticket) => [ticket.id, ticket.contact.name]));
  const failed = results.flatMap((result) =>
    result.ok ? [] : [{ id: result.id, name: names.get(result.id) ?? `#${result.id}`, error: result.error }],
  );
  return { done: results.length - failed.length, failed };
}

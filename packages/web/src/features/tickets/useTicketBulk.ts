import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BulkTicketResult, BulkTicketsInput, TicketView } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { describeError } from '../../api/errorHandler';
import { useCurrentUser } from '../auth/sessionContext';
import { partsOf, summarize, type BulkSummary } from './ticketBulk';
import { applyTicketToLists } from './ticketListsSync';
import { bulkTickets } from './ticketsApi';

/** What the selection bar asks of every selected ticket. */
export type BulkChoice =
  | { action: 'transfer'; queueId: number; userId: number | null }
  | { action: 'resolve' }
  | { action: 'tag'; tagIds: number[] };

function bodyOf(choice: BulkChoice, ids: number[]): BulkTicketsInput {
  switch (choice.action) {
    case 'transfer':
      return { action: 'transfer', ids, queueId: choice.queueId, userId: choice.userId };
    case 'resolve':
      return { action: 'resolve', ids };
    case 'tag':
      return { action: 'tag', ids, tagIds: choice.tagIds };
  }
}

/** The code of a part refused whole, or the text of a failure that carries none (the network gone). */
function reasonOf(error: unknown): string {
  return error instanceof ApiError && error.code ? error.code : describeError(error).message;
}

/**
 * Runs a bulk action over the selection part by part (ticketBulk.ts), with its progress, putting each ticket done into
 * the cached lists as its part answers. A part refused as a whole (a queue deleted meanwhile, the connection lost)
 * stops the run: its tickets and those after it are counted failed with that reason.
 */
export function useTicketBulk() {
  const queryClient = useQueryClient();
  const { id: viewerId } = useCurrentUser();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = useCallback(
    async (tickets: readonly TicketView[], choice: BulkChoice): Promise<BulkSummary> => {
      const results: BulkTicketResult[] = [];
      const total = tickets.length;
      setProgress({ done: 0, total });
      try {
        for (const part of partsOf(tickets.map((ticket) => ticket.id))) {
          try {
            const answer = await bulkTickets(bodyOf(choice, part));
            for (const result of answer.results)
              if (result.ok) applyTicketToLists(queryClient, result.ticket, viewerId);
            results.push(...answer.results);
          } catch (error) {
            const reason = reasonOf(error);
            const answered = new Set(results.map((result) => result.id));
            for (const { id } of tickets) if (!answered.has(id)) results.push({ id, ok: false, error: reason });
            break;
          }
          setProgress({ done: results.length, total });
        }
      } finally {
        setProgress(null);
      }
      return summarize(tickets, results);
    },
    [queryClient, viewerId],
  );

  return { run, progress };
}

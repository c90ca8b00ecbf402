import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogView } from '@guiche/shared';
import { auditLogsKeys, fetchAuditLogPage, type AuditLogFilterState } from './auditLogsApi';

/**
 * The trail for a filter, a page at a time by cursor: the entries loaded so far (newest first) and a way to load the
 * next page, which the page offers as a button ("load more") rather than on scroll: an auditor reads, not browses.
 */
export function useAuditLogs(filter: AuditLogFilterState) {
  const query = useInfiniteQuery({
    queryKey: auditLogsKeys.list(filter),
    queryFn: ({ pageParam }) => fetchAuditLogPage(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  const entries = useMemo<AuditLogView[]>(
    () => query.data?.pages.flatMap((page) => page.auditLogs) ?? [],
    [query.data],
  );
  return { query, entries };
}

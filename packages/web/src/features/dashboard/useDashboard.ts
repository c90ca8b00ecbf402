import { useQuery } from '@tanstack/react-query';
import { dashboardCalls, dashboardKeys } from './dashboardApi';

type Call = keyof typeof dashboardCalls;
type AnswerOf<K extends Call> = Awaited<ReturnType<(typeof dashboardCalls)[K]>>;

/** One dashboard call for the filter's query; idle while the filter names nothing. */
export function useDashboardCall<K extends Call>(call: K, query: string | undefined) {
  return useQuery<AnswerOf<K>>({
    queryKey: dashboardKeys.of(call, query ?? ''),
    queryFn: () => dashboardCalls[call](query ?? '') as Promise<AnswerOf<K>>,
    enabled: query !== undefined,
  });
}

import { useQuery } from '@tanstack/react-query';
import { chatKeys, fetchQuickMessages } from '../chatApi';
import { filterQuickReplies } from '../quickReplies';

/** The quick replies matching the '/' query; fetched the first time the menu opens, then kept for a minute. */
export function useQuickReplies(query: string | null) {
  const list = useQuery({ queryKey: chatKeys.quickMessages(), queryFn: fetchQuickMessages, enabled: query !== null, staleTime: 60_000 });
  return query === null || !list.data ? [] : filterQuickReplies(list.data, query);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchTagList, tagsKeys } from './contactsApi';

/** The company's tags (GET /tags/list), read again whenever the live tag channel says one changed. */
export function useTagList() {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.tag(companyId), () => void queryClient.invalidateQueries({ queryKey: tagsKeys.list }));
  return useQuery({ queryKey: tagsKeys.list, queryFn: fetchTagList });
}

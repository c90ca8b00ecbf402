import { useChatUnreads } from '../internal-chat/useChatUnreads';
import { useCompanyPlan } from '../plan/useCompanyPlan';

export interface AppBarCounts {
  announcements: number;
  chats: number;
}

/**
 * Unread counts behind the announcements and internal-chat badges (the bell counts its tickets itself).
 * Announcements arrive in a later issue and feed their count here; until then none is unread.
 */
export function useAppBarCounts(): AppBarCounts {
  const { data: plan } = useCompanyPlan();
  const chats = useChatUnreads(plan?.plan.useInternalChat === true);
  return { announcements: 0, chats };
}

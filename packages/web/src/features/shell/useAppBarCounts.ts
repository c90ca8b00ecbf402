import { useChatUnreads } from '../internal-chat/useChatUnreads';
import { useCompanyPlan } from '../plan/useCompanyPlan';

export interface AppBarCounts {
  chats: number;
}

/** The unread count behind the internal-chat badge (the bell and the announcements count theirs themselves). */
export function useAppBarCounts(): AppBarCounts {
  const { data: plan } = useCompanyPlan();
  const chats = useChatUnreads(plan?.plan.useInternalChat === true);
  return { chats };
}

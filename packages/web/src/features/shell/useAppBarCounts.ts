export interface AppBarCounts {
  notifications: number;
  announcements: number;
  chats: number;
}

/**
 * Unread counts behind the app bar's badges. Tickets (notifications), announcements and the internal chat
 * arrive in later issues and feed their count here; until then there is nothing unread.
 */
export function useAppBarCounts(): AppBarCounts {
  return { notifications: 0, announcements: 0, chats: 0 };
}

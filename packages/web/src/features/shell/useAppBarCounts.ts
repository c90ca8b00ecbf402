export interface AppBarCounts {
  announcements: number;
  chats: number;
}

/**
 * Unread counts behind the announcements and internal-chat badges (the bell counts its tickets itself).
 * Announcements and the internal chat arrive in later issues and feed their count here; until then nothing is unread.
 */
export function useAppBarCounts(): AppBarCounts {
  return { announcements: 0, chats: 0 };
}

import type { InfiniteData } from '@tanstack/react-query';
import type { PublicUser, UserDetail, UserPage } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';

/** Edits of the loaded pages of the users list, for live events and saves; the server's order is kept. */
export type UserPages = InfiniteData<UserPage>;

export const userList = pagedList(
  (page: UserPage) => page.users,
  (page, users) => ({ ...page, users }),
);

/**
 * Merges what changed about a user into its row, wherever it is. A merge, not a replacement: a live event carries
 * only the public fields, and the row keeps the detail ones.
 */
export function patchUser(data: UserPages, changed: PublicUser | UserDetail): UserPages {
  return userList.patch(data, changed.id, (user) => ({ ...user, ...changed }));
}

import type { InfiniteData } from '@tanstack/react-query';
import type { PublicUser, UserDetail, UserPage } from '@guiche/shared';

/** Edits of the loaded pages of the users list, for live events and saves; the server's order is kept. */
export type UserPages = InfiniteData<UserPage>;

/** Every row of the pages, once each: a row that moved to a later page between two loads is not shown twice. */
export function rowsOf(data: UserPages | undefined): UserDetail[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.users.filter((user) => {
      if (seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    }),
  );
}

/** Merges what changed about a user (a live event carries only the public fields) into its row, wherever it is. */
export function patchUser(data: UserPages, changed: PublicUser | UserDetail): UserPages {
  if (!data.pages.some((page) => page.users.some((user) => user.id === changed.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      users: page.users.map((user) => (user.id === changed.id ? { ...user, ...changed } : user)),
    })),
  };
}

/** Drops a deleted user's row and counts one user fewer. */
export function removeUser(data: UserPages, userId: number): UserPages {
  if (!data.pages.some((page) => page.users.some((user) => user.id === userId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      count: Math.max(0, page.count - 1),
      users: page.users.filter((user) => user.id !== userId),
    })),
  };
}

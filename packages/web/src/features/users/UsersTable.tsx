import { useCallback, useEffect, useRef } from 'react';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import { isNearBottom } from '../../lib/scroll';
import { UserRow } from './UserRow';

/** Rows of the first page's skeleton. */
const FIRST_PAGE_SKELETON_ROWS = 6;

interface UsersTableProps {
  users: UserDetail[];
  currentUserId: number;
  loading: boolean;
  hasNextPage: boolean;
  loadingNextPage: boolean;
  fetchNextPage(): void;
  onEdit(user: UserDetail): void;
  onDelete(user: UserDetail): void;
}

/**
 * The users table in its own scrolling box: the next page loads when the box is scrolled within 100 px of its
 * end (spec 2 §9), or at once when the loaded rows do not fill it.
 */
export function UsersTable({ users, currentUserId, loading, hasNextPage, loadingNextPage, fetchNextPage, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  const loadMoreIfNearBottom = useCallback(() => {
    if (box.current && hasNextPage && !loadingNextPage && isNearBottom(box.current)) fetchNextPage();
  }, [hasNextPage, loadingNextPage, fetchNextPage]);

  useEffect(() => loadMoreIfNearBottom(), [loadMoreIfNearBottom, users.length]);

  const columns = t('users.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.users')}
      testId="users-table"
      columns={[columns.id, columns.status, columns.avatar, columns.name, columns.email, columns.profile, columns.startWork, columns.endWork]}
      rowCount={users.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{ icon: <PeopleAltOutlinedIcon />, title: t('users.emptyTitle'), text: t('users.emptyText') }}
      containerRef={box}
      onScroll={loadMoreIfNearBottom}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 210px)' } }}
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} deletable={user.id !== currentUserId} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </DataTable>
  );
}

import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import { UserRow } from './UserRow';

/** Rows of the first page's skeleton. */
const FIRST_PAGE_SKELETON_ROWS = 6;

interface UsersTableProps {
  users: UserDetail[];
  currentUserId: number;
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
  onEdit(user: UserDetail): void;
  onDelete(user: UserDetail): void;
}

/**
 * The users table in its own scrolling box (`scroll` from usePagedList loads the next page within 100 px of its
 * end, spec 2 §9).
 */
export function UsersTable({
  users,
  currentUserId,
  loading,
  scroll,
  loadingNextPage,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation();

  const columns = t('users.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.users')}
      testId="users-table"
      columns={[
        columns.id,
        columns.status,
        columns.avatar,
        columns.name,
        columns.email,
        columns.profile,
        columns.startWork,
        columns.endWork,
      ]}
      rowCount={users.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{ icon: <PeopleAltOutlinedIcon />, title: t('users.emptyTitle'), text: t('users.emptyText') }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 210px)' } }}
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} deletable={user.id !== currentUserId} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </DataTable>
  );
}

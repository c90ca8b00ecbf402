import { useCallback, useEffect, useRef } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { stickyActionsHeadCell } from '../../components/tableStyles';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { isNearBottom } from '../../lib/scroll';
import { UserRow } from './UserRow';

const COLUMNS = 9;
/** Rows of the first page's skeleton; a next page shows fewer at the end of the list. */
const FIRST_PAGE_SKELETON_ROWS = 6;
const NEXT_PAGE_SKELETON_ROWS = 2;

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
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer ref={box} onScroll={loadMoreIfNearBottom} sx={{ maxHeight: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 210px)' } }}>
        <Table stickyHeader size="small" aria-label={t('pages.users')} data-testid="users-table">
          <TableHead>
            <TableRow>
              <TableCell>{columns.id}</TableCell>
              <TableCell>{columns.status}</TableCell>
              <TableCell>{columns.avatar}</TableCell>
              <TableCell>{columns.name}</TableCell>
              <TableCell>{columns.email}</TableCell>
              <TableCell>{columns.profile}</TableCell>
              <TableCell>{columns.startWork}</TableCell>
              <TableCell>{columns.endWork}</TableCell>
              <TableCell align="right" sx={stickyActionsHeadCell}>
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} deletable={user.id !== currentUserId} onEdit={onEdit} onDelete={onDelete} />
            ))}
            {loading && <TableSkeletonRows rows={FIRST_PAGE_SKELETON_ROWS} columns={COLUMNS} />}
            {loadingNextPage && <TableSkeletonRows rows={NEXT_PAGE_SKELETON_ROWS} columns={COLUMNS} />}
            {!loading && users.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS} sx={{ borderBottom: 'none' }}>
                  <EmptyState icon={<PeopleAltOutlinedIcon />} title={t('users.emptyTitle')} text={t('users.emptyText')} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

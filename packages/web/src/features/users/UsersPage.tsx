import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchTerm } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { deleteUser, usersKeys } from './usersApi';
import { userList, type UserPages } from './usersCache';
import { UserModal } from './UserModal';
import { UsersTable } from './UsersTable';
import { useUsersList } from './useUsersList';
import { useUsersLive } from './useUsersLive';

/** The modal's state: closed, adding (userId null) or editing one user. */
type ModalState = { userId: number | null } | null;

/** /users (spec 2 §2): searchable, infinitely scrolled list with the add/edit modal and a confirmed delete. */
export default function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: users, scroll, loadingNextPage } = useUsersList(search);
  useUsersLive();
  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<UserDetail | null>(null);

  const removal = useMutation({
    mutationFn: (user: UserDetail) => deleteUser(user.id),
    onSuccess: (_nothing, user) => {
      queryClient.setQueriesData<UserPages>(
        { queryKey: usersKeys.lists },
        (pages) => pages && userList.remove(pages, user.id),
      );
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists });
      toast.success(t('common.success'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  // Stable, so that the memoised rows do not re-render when the page does.
  const edit = useCallback((user: UserDetail) => setModal({ userId: user.id }), []);
  const confirmDelete = useCallback((user: UserDetail) => setToDelete(user), []);

  const typedTooShort = typed.trim().length > 0 && typed.trim().length < SEARCH_MIN_CHARS;

  return (
    <section data-testid="users-page">
      <PageHeader
        title={t('pages.users')}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('users.search')}
              hint={typedTooShort ? t('users.searchHint') : undefined}
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setModal({ userId: null })}
            >
              {t('users.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <UsersTable
          users={users}
          currentUserId={currentUser.id}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          onEdit={edit}
          onDelete={confirmDelete}
        />
      )}
      {modal && <UserModal userId={modal.userId} onClose={() => setModal(null)} />}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}

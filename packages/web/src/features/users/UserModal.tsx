import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchUser, usersKeys } from './usersApi';
import { UserForm } from './UserForm';

interface UserModalProps {
  /** The user to edit, or null to add one. The form waits for a fresh GET /users/{id}, never a cached copy. */
  userId: number | null;
  onClose(): void;
}

/** Add or edit a user; also "My profile" when a user opens their own record. Full screen on phones. */
export function UserModal({ userId, onClose }: UserModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const currentUser = useCurrentUser();
  const detail = useQuery({
    queryKey: usersKeys.detail(userId ?? 0),
    queryFn: () => fetchUser(userId ?? 0),
    enabled: userId !== null,
  });

  let title = t('userModal.addTitle');
  if (userId === currentUser.id) title = t('profile.title');
  else if (userId !== null) title = t('userModal.editTitle');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="user-modal-title"
      data-testid="user-modal"
    >
      <DialogTitle id="user-modal-title">{title}</DialogTitle>
      {userId === null || (detail.data && detail.isFetchedAfterMount) ? (
        <UserForm user={detail.data ?? null} onClose={onClose} />
      ) : (
        <DialogContent dividers>
          {detail.isError ? (
            <LoadError onRetry={() => void detail.refetch()} />
          ) : (
            <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton variant="circular" width={72} height={72} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

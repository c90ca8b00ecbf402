import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { UserAvatar } from '../../components/UserAvatar';
import { UserStatusChip } from './UserStatusChip';

interface UserRowProps {
  user: UserDetail;
  /** Nobody deletes themselves (the server refuses it too). */
  deletable: boolean;
  onEdit(user: UserDetail): void;
  onDelete(user: UserDetail): void;
}

/** One user of the list. Memoised: a live presence change re-renders only its own row. */
export const UserRow = memo(function UserRow({ user, deletable, onEdit, onDelete }: UserRowProps) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="user-row" data-user-id={user.id}>
      <TableCell>{user.id}</TableCell>
      <TableCell>
        <UserStatusChip online={user.online} />
      </TableCell>
      <TableCell>
        <UserAvatar name={user.name} imageUrl={user.profileImageUrl} size={32} />
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{t(`profile.roles.${user.profile}`)}</TableCell>
      <TableCell>{user.startWork}</TableCell>
      <TableCell>{user.endWork}</TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('users.edit', { name: user.name })}>
          <IconButton size="small" aria-label={t('users.edit', { name: user.name })} onClick={() => onEdit(user)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('users.delete', { name: user.name })}>
          <span>
            <IconButton
              size="small"
              color="error"
              disabled={!deletable}
              aria-label={t('users.delete', { name: user.name })}
              onClick={() => onDelete(user)}
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});

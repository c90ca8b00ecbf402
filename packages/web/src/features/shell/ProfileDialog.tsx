import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/sessionContext';
import { UserAvatar } from './UserAvatar';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </div>
  );
}

/** Read-only view of the logged-in user; editing the profile comes with the users screen. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">{t('profile.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <UserAvatar name={user.name} size={56} />
            <div>
              <Typography variant="h6">{user.name}</Typography>
              {user.super && <Chip size="small" color="secondary" label={t('profile.superAdmin')} />}
            </div>
          </Stack>
          <Field label={t('profile.name')} value={user.name} />
          <Field label={t('profile.email')} value={user.email} />
          <Field label={t('profile.profile')} value={t(`profile.roles.${user.profile}`)} />
          <Field label={t('profile.company')} value={user.company.name} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

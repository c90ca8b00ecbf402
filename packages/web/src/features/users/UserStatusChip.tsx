import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Online or offline, kept live by the `company-{id}-user` events. */
export function UserStatusChip({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={online ? 'filled' : 'outlined'}
      color={online ? 'success' : 'default'}
      label={online ? t('users.online') : t('users.offline')}
    />
  );
}

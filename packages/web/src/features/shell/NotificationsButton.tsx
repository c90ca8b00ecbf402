import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { FeedPopoverButton } from './FeedPopoverButton';
import { useAppBarCounts } from './useAppBarCounts';

/** The ticket notification bell (spec 1 §2). */
export function NotificationsButton() {
  const { t } = useTranslation();
  const { notifications } = useAppBarCounts();
  return (
    <FeedPopoverButton
      label={t('appBar.notifications')}
      icon={<NotificationsNoneOutlinedIcon />}
      count={notifications}
      emptyText={t('appBar.noNotifications')}
      testId="notifications-button"
    />
  );
}

import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import { FeedPopoverButton } from './FeedPopoverButton';
import { useAppBarCounts } from './useAppBarCounts';

/** The announcements popover of the app bar (spec 1 §2). */
export function AnnouncementsButton() {
  const { t } = useTranslation();
  const { announcements } = useAppBarCounts();
  return (
    <FeedPopoverButton
      label={t('appBar.announcements')}
      icon={<CampaignOutlinedIcon />}
      count={announcements}
      emptyText={t('appBar.noAnnouncements')}
      testId="announcements-button"
    />
  );
}

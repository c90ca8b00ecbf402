import { useState } from 'react';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { AnnouncementsFeed } from '../announcements/AnnouncementsFeed';
import { AnnouncementViewerDialog } from '../announcements/AnnouncementViewerDialog';
import { useActiveAnnouncements } from '../announcements/useActiveAnnouncements';
import { FeedPopoverButton } from './FeedPopoverButton';

/** The announcements popover of the app bar (spec 1 §2): the active ones by priority, with their count. */
export function AnnouncementsButton() {
  const { t } = useTranslation();
  const { records, count } = useActiveAnnouncements();
  const [open, setOpen] = useState<AnnouncementView | null>(null);
  return (
    <>
      <FeedPopoverButton
        label={t('appBar.announcements')}
        icon={<CampaignOutlinedIcon />}
        count={count}
        emptyText={t('appBar.noAnnouncements')}
        testId="announcements-button"
      >
        {records.length > 0
          ? (close) => (
              <AnnouncementsFeed
                records={records}
                onOpen={(announcement) => {
                  close();
                  setOpen(announcement);
                }}
              />
            )
          : undefined}
      </FeedPopoverButton>
      <AnnouncementViewerDialog announcement={open} onClose={() => setOpen(null)} />
    </>
  );
}

import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import { useNextPageOnScroll } from '../../components/useNextPageOnScroll';
import { AnnouncementRow, WIDE_ONLY, type AnnouncementRowHandlers } from './AnnouncementRow';

const FIRST_PAGE_SKELETON_ROWS = 6;

interface AnnouncementsTableProps extends AnnouncementRowHandlers {
  announcements: AnnouncementView[];
  loading: boolean;
  hasNextPage: boolean;
  loadingNextPage: boolean;
  fetchNextPage(): void;
}

/** The announcements table in its own scrolling box: the next page loads as its end comes into view. */
export function AnnouncementsTable({ announcements, loading, hasNextPage, loadingNextPage, fetchNextPage, ...handlers }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const scroll = useNextPageOnScroll({ hasNextPage, loadingNextPage, fetchNextPage }, announcements.length);
  const columns = t('announcements.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.announcements')}
      testId="announcements-table"
      columns={[columns.title, columns.priority, { title: columns.attachment, sx: WIDE_ONLY }, columns.status]}
      rowCount={announcements.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{ icon: <CampaignOutlinedIcon />, title: t('announcements.emptyTitle'), text: t('announcements.emptyText') }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
    >
      {announcements.map((announcement) => (
        <AnnouncementRow key={announcement.id} announcement={announcement} {...handlers} />
      ))}
    </DataTable>
  );
}

import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import { AnnouncementRow, WIDE_ONLY, type AnnouncementRowHandlers } from './AnnouncementRow';

const FIRST_PAGE_SKELETON_ROWS = 6;

interface AnnouncementsTableProps extends AnnouncementRowHandlers {
  announcements: AnnouncementView[];
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
}

/** The announcements table in its own scrolling box (`scroll` from usePagedList loads the next page near its end). */
export function AnnouncementsTable({
  announcements,
  loading,
  scroll,
  loadingNextPage,
  ...handlers
}: AnnouncementsTableProps) {
  const { t } = useTranslation();
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
      empty={{
        icon: <CampaignOutlinedIcon />,
        title: t('announcements.emptyTitle'),
        text: t('announcements.emptyText'),
      }}
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

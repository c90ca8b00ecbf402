import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import { ScheduleRow, WIDE_ONLY, type ScheduleRowHandlers } from './ScheduleRow';

/** Rows of the first page's skeleton. */
const FIRST_PAGE_SKELETON_ROWS = 8;

interface SchedulesTableProps extends ScheduleRowHandlers {
  schedules: ScheduleView[];
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
}

/**
 * The schedules table (spec 3 "Scheduled messages": contact, body cut at 25 characters, send time, status) in its
 * own scrolling box (`scroll` from usePagedList loads the next page near its end).
 */
export function SchedulesTable({ schedules, loading, scroll, loadingNextPage, ...handlers }: SchedulesTableProps) {
  const { t } = useTranslation();
  const columns = t('schedules.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.schedules')}
      testId="schedules-table"
      columns={[
        columns.contact,
        { title: columns.body, sx: WIDE_ONLY },
        { title: columns.sendAt, sx: WIDE_ONLY },
        columns.status,
      ]}
      rowCount={schedules.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{ icon: <ScheduleSendOutlinedIcon />, title: t('schedules.emptyTitle'), text: t('schedules.emptyText') }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
    >
      {schedules.map((schedule) => (
        <ScheduleRow key={schedule.id} schedule={schedule} {...handlers} />
      ))}
    </DataTable>
  );
}

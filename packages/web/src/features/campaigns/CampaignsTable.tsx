import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import { CampaignRow, WIDE_ONLY, type CampaignRowHandlers } from './CampaignRow';

const FIRST_PAGE_SKELETON_ROWS = 6;

interface CampaignsTableProps extends CampaignRowHandlers {
  campaigns: CampaignView[];
  tagNames: ReadonlyMap<number, string>;
  now: Date;
  /** The campaign whose stop or restart is under way. */
  busyId: number | null;
  /** The user may change campaigns (issue 39). */
  manages: boolean;
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
}

/**
 * The campaigns table (spec 3 "Campaigns": name, status, contact list, connection, scheduled at, completed at,
 * confirmation, actions) in its own scrolling box (`scroll` from usePagedList loads the next page within 100 px of its end).
 */
export function CampaignsTable({
  campaigns,
  tagNames,
  now,
  busyId,
  manages,
  loading,
  scroll,
  loadingNextPage,
  ...handlers
}: CampaignsTableProps) {
  const { t } = useTranslation();
  const columns = t('campaigns.columns', { returnObjects: true });
  const wide = (title: string) => ({ title, sx: WIDE_ONLY });
  return (
    <DataTable
      label={t('pages.campaigns')}
      testId="campaigns-table"
      columns={[
        columns.name,
        columns.status,
        wide(columns.contactList),
        wide(columns.whatsapp),
        wide(columns.scheduledAt),
        wide(columns.completedAt),
        wide(columns.confirmation),
      ]}
      rowCount={campaigns.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{
        icon: <CampaignOutlinedIcon />,
        title: t('campaigns.emptyTitle'),
        text: t(manages ? 'campaigns.emptyText' : 'campaigns.emptyTextReadOnly'),
      }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
    >
      {campaigns.map((campaign) => (
        <CampaignRow
          key={campaign.id}
          campaign={campaign}
          tagNames={tagNames}
          now={now}
          busy={busyId === campaign.id}
          manages={manages}
          {...handlers}
        />
      ))}
    </DataTable>
  );
}

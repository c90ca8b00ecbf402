import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import { useTranslation } from 'react-i18next';
import type { AuditLogView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import { AuditLogRow } from './AuditLogRow';

/** Rows of the first page's skeleton. */
const FIRST_PAGE_SKELETON_ROWS = 8;

interface AuditLogsTableProps {
  entries: AuditLogView[];
  timeZone: string;
  loading: boolean;
  loadingMore: boolean;
}

/** The trail's table: date, user, action and item; each row opens its detail. */
export function AuditLogsTable({ entries, timeZone, loading, loadingMore }: AuditLogsTableProps) {
  const { t } = useTranslation();
  const labels = t('auditLogs', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.auditLogs')}
      testId="audit-logs-table"
      columns={[labels.columns.createdAt, labels.columns.user, labels.columns.action, labels.columns.entity]}
      rowCount={entries.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingMore}
      empty={{ icon: <PolicyOutlinedIcon />, title: labels.emptyTitle, text: labels.emptyText }}
    >
      {entries.map((entry) => (
        <AuditLogRow key={entry.id} entry={entry} timeZone={timeZone} />
      ))}
    </DataTable>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { DownloadMenuButton } from '../../lib/DownloadMenuButton';
import { useCurrentUser } from '../auth/sessionContext';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogsTable } from './AuditLogsTable';
import { auditLogExportPath, EMPTY_AUDIT_FILTER, type AuditLogFilterState } from './auditLogsApi';
import { useAuditLogs } from './useAuditLogs';

/**
 * /audit-logs (issue 40): who did what among the company's administrative actions, newest first, filtered by action,
 * user and days, a page at a time ("load more"), exportable as CSV or Excel. The super administrator also switches to
 * the platform-level entries. Dates in the company's zone, as the filter counts them.
 */
export default function AuditLogsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { timeZone } = user.company;
  const [filter, setFilter] = useState<AuditLogFilterState>(EMPTY_AUDIT_FILTER);
  const { query, entries } = useAuditLogs(filter);

  return (
    <section data-testid="audit-logs-page">
      <PageHeader
        title={t('pages.auditLogs')}
        actions={
          <>
            {user.super && (
              <Tooltip title={t('auditLogs.platformScopeHint')}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={filter.scope === 'platform'}
                      onChange={(event) =>
                        // Who acted differs between the two trails: the user filter starts over.
                        setFilter({ ...filter, actorId: null, scope: event.target.checked ? 'platform' : 'company' })
                      }
                      slotProps={{ input: { 'data-testid': 'audit-logs-platform' } as Record<string, string> }}
                    />
                  }
                  label={t('auditLogs.platformScope')}
                />
              </Tooltip>
            )}
            <DownloadMenuButton
              label={t('auditLogs.export')}
              pathFor={(format) => auditLogExportPath(filter, format)}
              fallbackName="auditoria"
              testId="audit-logs-export"
            />
          </>
        }
      />
      <AuditLogFilters filter={filter} onChange={setFilter} />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <AuditLogsTable
            entries={entries}
            timeZone={timeZone}
            loading={query.isPending}
            loadingMore={query.isFetchingNextPage}
          />
          {query.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                data-testid="audit-logs-more"
              >
                {t('auditLogs.loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </section>
  );
}

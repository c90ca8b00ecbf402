import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_FILE_NAME, REPORT_PAGE_SIZES } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { currentMonth } from '../dashboard/dashboardFilter';
import { ReportFilters } from './ReportFilters';
import { formatShortDateTime } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import { downloadReport, fetchReportPage, reportParams, reportsKeys, type ReportFilterState } from './reportsApi';

const COLUMNS = [
  'id',
  'connection',
  'contact',
  'user',
  'queue',
  'status',
  'lastMessage',
  'createdAt',
  'closedAt',
  'supportTime',
  'nps',
  'actions',
] as const;

/** /reports (spec 2 §2): the filtered tickets, paged 5/10/20/50, and the whole report as a streamed Excel file. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Days are counted and moments shown in the company's zone, wherever the viewer's computer is.
  const { timeZone } = useCurrentUser().company;
  const initial = useMemo<ReportFilterState>(() => {
    const month = currentMonth(new Date(), timeZone);
    const dates = month.kind === 'date' ? { dateFrom: month.from, dateTo: month.to } : { dateFrom: '', dateTo: '' };
    return { whatsappId: [], users: [], queueIds: [], tags: [], status: [], ...dates };
  }, [timeZone]);
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(10);
  const [progress, setProgress] = useState<number | null>(null);
  const query = useQuery({
    queryKey: reportsKeys.page(`${reportParams(filter, timeZone).toString()}|${page}|${pageSize}`),
    queryFn: () => fetchReportPage(filter, timeZone, page + 1, pageSize),
    placeholderData: keepPreviousData,
  });

  const exportExcel = async () => {
    setProgress(0);
    try {
      const blob = await downloadReport(filter, timeZone, setProgress);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = REPORT_FILE_NAME;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      handleApiError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section data-testid="reports-page">
      <PageHeader
        title={t('pages.reports')}
        count={query.data?.totalTickets.total}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void exportExcel()}
            disabled={progress !== null}
            data-testid="report-export"
          >
            {progress === null ? t('reports.export') : t('reports.exporting', { percent: progress })}
          </Button>
        }
      />
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} sx={{ mb: 2 }} data-testid="report-export-progress" />
      )}
      <ReportFilters
        initial={initial}
        onApply={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} message={t('common.listLoadFailed')} />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="report-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`reports.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.isPending && <TableSkeletonRows columns={COLUMNS.length} rows={5} />}
              {query.data?.tickets.map((row) => (
                <TableRow key={row.id} data-testid="report-row">
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.whatsappName ?? ''}</TableCell>
                  <TableCell>{row.contactName}</TableCell>
                  <TableCell>{row.userName ?? ''}</TableCell>
                  <TableCell>{row.queueName ?? ''}</TableCell>
                  <TableCell>
                    {t(`reports.statuses.${row.status}` as 'reports.statuses.open', { defaultValue: row.status })}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {row.lastMessage ?? ''}
                  </TableCell>
                  <TableCell>{formatShortDateTime(row.createdAt, timeZone)}</TableCell>
                  <TableCell>{row.closedAt ? formatShortDateTime(row.closedAt, timeZone) : ''}</TableCell>
                  <TableCell>
                    {row.supportTime === null ? '' : t('dashboard.cards.minutes', { value: row.supportTime })}
                  </TableCell>
                  <TableCell>{row.NPS ?? ''}</TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={t('reports.open')}
                      onClick={() => void navigate(`/tickets/${row.uuid}`)}
                    >
                      <OpenInNewOutlinedIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {query.data?.tickets.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>{t('reports.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={query.data?.totalTickets.total ?? 0}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...REPORT_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('reports.rowsPerPage')}
          />
        </Paper>
      )}
    </section>
  );
}

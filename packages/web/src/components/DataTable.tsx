import type { ReactNode, Ref, UIEventHandler } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { stickyActionsHeadCell } from './tableStyles';
import { TableSkeletonRows } from './TableSkeletonRows';

interface DataTableProps {
  label: string;
  testId: string;
  /** Column titles; an actions column (right-aligned, sticky) is added after them. */
  columns: readonly ReactNode[];
  /** Rows already loaded (the table's body). */
  children: ReactNode;
  rowCount: number;
  loading: boolean;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  /** A next page is on its way: a couple of skeleton rows at the end. */
  loadingMore?: boolean;
  empty: { icon: ReactNode; title: string; text: string };
  /** For lists that load the next page on scroll: the scrolling box and its size. */
  containerRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  containerSx?: SxProps<Theme>;
}

const MORE_SKELETON_ROWS = 2;

/** The frame of the admin tables: header with an actions column, rows, skeletons while loading, an empty state. */
export function DataTable({ label, testId, columns, children, rowCount, loading, skeletonRows, loadingMore, empty, containerRef, onScroll, containerSx }: DataTableProps) {
  const { t } = useTranslation();
  const columnCount = columns.length + 1;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer ref={containerRef} onScroll={onScroll} sx={containerSx}>
        <Table stickyHeader size="small" aria-label={label} data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={index}>{column}</TableCell>
              ))}
              <TableCell align="right" sx={stickyActionsHeadCell}>
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {loading && <TableSkeletonRows rows={skeletonRows} columns={columnCount} />}
            {loadingMore && <TableSkeletonRows rows={MORE_SKELETON_ROWS} columns={columnCount} />}
            {!loading && rowCount === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ borderBottom: 'none' }}>
                  <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

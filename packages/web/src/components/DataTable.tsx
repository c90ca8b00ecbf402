import type { ReactNode, Ref, UIEventHandler } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { stickyActionsHeadCell } from './tableStyles';
import { TableSkeletonRows } from './TableSkeletonRows';

/** A column title with what its header cell needs: the breakpoints it shows at, its alignment. */
export interface DataTableColumn {
  title: string;
  align?: TableCellProps['align'];
  sx?: SxProps<Theme>;
}

interface DataTableProps {
  label: string;
  testId: string;
  /** Column titles; an actions column (right-aligned, sticky on phones) is added after them unless `withActions` is false. */
  columns: readonly (string | DataTableColumn)[];
  /** False when the viewer has no actions on the rows: the actions column is left out. */
  withActions?: boolean;
  /** The actions column's header cell, when it should not be sticky on phones only. */
  actionsHeadSx?: SxProps<Theme>;
  /** Rows already loaded (the table's body). */
  children: ReactNode;
  rowCount: number;
  loading: boolean;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  /** Skeleton rows shaped like the table's own, for tables whose columns change with the screen width. */
  renderSkeletonRows?(rows: number): ReactNode;
  /** A next page is on its way: a couple of skeleton rows at the end. */
  loadingMore?: boolean;
  empty: { icon: ReactNode; title: string; text: string };
  /** The header stays in view over rows scrolling under it, on its own background; on by default. */
  stickyHeader?: boolean;
  /** For lists that load the next page on scroll: the scrolling box and its size. */
  containerRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  containerSx?: SxProps<Theme>;
}

const MORE_SKELETON_ROWS = 2;

const columnOf = (column: string | DataTableColumn): DataTableColumn =>
  typeof column === 'string' ? { title: column } : column;

/** The frame of the admin tables: header with an actions column, rows, skeletons while loading, an empty state. */
export function DataTable({
  label,
  testId,
  columns,
  withActions = true,
  actionsHeadSx = stickyActionsHeadCell,
  children,
  rowCount,
  loading,
  skeletonRows,
  renderSkeletonRows,
  loadingMore,
  empty,
  stickyHeader = true,
  containerRef,
  onScroll,
  containerSx,
}: DataTableProps) {
  const { t } = useTranslation();
  const columnCount = columns.length + (withActions ? 1 : 0);
  const skeleton = (rows: number) =>
    renderSkeletonRows ? renderSkeletonRows(rows) : <TableSkeletonRows rows={rows} columns={columnCount} />;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer ref={containerRef} onScroll={onScroll} sx={containerSx}>
        <Table stickyHeader={stickyHeader} size="small" aria-label={label} data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map(columnOf).map(({ title, align, sx }, index) => (
                <TableCell key={index} align={align} sx={sx}>
                  {title}
                </TableCell>
              ))}
              {withActions && (
                <TableCell align="right" sx={actionsHeadSx}>
                  {t('common.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {children}
            {loading && skeleton(skeletonRows)}
            {loadingMore && skeleton(MORE_SKELETON_ROWS)}
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

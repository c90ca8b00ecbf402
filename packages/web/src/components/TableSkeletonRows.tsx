import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Placeholder rows while a table's (next) page loads, so the layout does not jump when it arrives. */
export function TableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_row, row) => (
    <TableRow key={row} aria-hidden data-testid="skeleton-row">
      {Array.from({ length: columns }, (_cell, cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

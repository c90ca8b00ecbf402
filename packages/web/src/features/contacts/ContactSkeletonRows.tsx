import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { WIDE_ONLY } from './ContactRow';

/** Which of the table's columns show on phones too (avatar, name, actions); the rest only from sm up. */
const COLUMN_ON_PHONES = [true, true, false, false, false, false, true];

/** Placeholder rows shaped like the contact rows, so neither a phone nor a desktop layout jumps when they arrive. */
export function ContactSkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_row, row) => (
    <TableRow key={row} aria-hidden data-testid="skeleton-row">
      {COLUMN_ON_PHONES.map((onPhones, cell) => (
        <TableCell key={cell} sx={onPhones ? { width: cell === 0 ? 56 : undefined } : WIDE_ONLY}>
          {cell === 0 ? <Skeleton variant="circular" width={36} height={36} /> : <Skeleton variant="text" />}
        </TableCell>
      ))}
    </TableRow>
  ));
}

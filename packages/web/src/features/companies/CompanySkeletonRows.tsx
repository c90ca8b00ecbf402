import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { COMPANY_COLUMNS, columnSx } from './companyColumns';

/** Placeholder rows with the table's own columns, the wide-screen ones hidden where the header hides them. */
export function CompanySkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_row, row) => (
    <TableRow key={row} aria-hidden data-testid="skeleton-row">
      {COMPANY_COLUMNS.map((key) => (
        <TableCell key={key} sx={columnSx(key)}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
      <TableCell>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}

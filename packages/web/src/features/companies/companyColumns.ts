import type { SxProps, Theme } from '@mui/material/styles';
import { alwaysStickyActionsCell } from '../../components/tableStyles';

/**
 * Shown from 1536 px (xl) up. At 1440 × 900 with the menu open the table has about 1100 px, and all ten columns with
 * real names and e-mails took about 1370: the rows scrolled sideways and the actions were cut off. The creation date
 * and the recurrence are the least read (the recurrence is in the edit dialog), so they give way first.
 */
const WIDE_SCREENS_ONLY: SxProps<Theme> = { display: { xs: 'none', xl: 'table-cell' } };

/** Long names and e-mails wrap instead of widening the table; a floor keeps them from folding letter by letter. */
const WRAPPING = (minWidth: number): SxProps<Theme> => ({ minWidth, overflowWrap: 'anywhere' });

export const COMPANY_COLUMNS = [
  'name',
  'email',
  'status',
  'plan',
  'attendants',
  'connections',
  'createdAt',
  'dueDate',
  'recurrence',
  'lastLogin',
] as const;

export type CompanyColumnKey = (typeof COMPANY_COLUMNS)[number];

const COLUMN_SX: Partial<Record<CompanyColumnKey, SxProps<Theme>>> = {
  name: WRAPPING(140),
  email: WRAPPING(180),
  createdAt: WIDE_SCREENS_ONLY,
  recurrence: WIDE_SCREENS_ONLY,
};

/** A column's cell style, the same for its header, its rows and their skeletons. */
export const columnSx = (key: CompanyColumnKey): SxProps<Theme> | undefined => COLUMN_SX[key];

/** The actions column: sticky at every width, as the connections' is (tableStyles.ts), over the sticky header. */
export const actionsHeadSx: SxProps<Theme> = { ...alwaysStickyActionsCell, zIndex: 3, bgcolor: 'background.default' };

import type { SxProps, Theme } from '@mui/material/styles';

const actionsCellBase = {
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

// The colour follows the border shorthand, which would otherwise reset it to the text colour.
const dividerLeft = (width: 1 | { xs: 1; md: 0 }) => ({ borderLeft: width, borderLeftColor: 'divider' });

/**
 * The actions column of a wide table stays in view on phones, where the table scrolls sideways, so editing and
 * deleting never need a scroll to the far right.
 */
export const stickyActionsCell: SxProps<Theme> = {
  ...actionsCellBase,
  position: { xs: 'sticky', md: 'static' },
  ...dividerLeft({ xs: 1, md: 0 }),
};

/**
 * The header cell above it, for tables with a sticky header: it stays above the rows scrolling under it and keeps
 * the header's background.
 */
export const stickyActionsHeadCell: SxProps<Theme> = { ...stickyActionsCell, zIndex: 3, bgcolor: 'background.default' };

/** For a table wide even on a desktop (the connections, with their session buttons): sticky at every width. */
export const alwaysStickyActionsCell: SxProps<Theme> = { ...actionsCellBase, position: 'sticky', ...dividerLeft(1) };

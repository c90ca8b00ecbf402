import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The actions column of a wide table stays in view on phones, where the table scrolls sideways, so editing and
 * deleting never need a scroll to the far right.
 */
export const stickyActionsCell: SxProps<Theme> = {
  position: { xs: 'sticky', md: 'static' },
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
  borderLeft: { xs: 1, md: 0 },
  borderLeftColor: 'divider',
};

/**
 * The header cell above it, for tables with a sticky header: it stays above the rows scrolling under it and keeps
 * the header's background.
 */
export const stickyActionsHeadCell: SxProps<Theme> = { ...stickyActionsCell, zIndex: 3, bgcolor: 'background.default' };

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface ListDetailPanesProps {
  list: ReactNode;
  detail: ReactNode;
  /** The list column's width beside the detail: CSS grid track sizes. */
  listColumn: string;
  /** Room for one pane only (a phone): the other waits out of sight. */
  single: boolean;
  /** With one pane: the detail rather than the list. */
  detailShown: boolean;
}

/**
 * A list and the item open from it (the inbox and a ticket's chat, the chats and a conversation): side by side when
 * there is room, one at a time on a phone. There both stay in one grid cell and the one not shown is hidden, not
 * removed nor undisplayed, so that coming back the list is where the reader left it (an element taken out of layout
 * loses its scroll position) and its live updates never stopped.
 */
export function ListDetailPanes({ list, detail, listColumn, single, detailShown }: ListDetailPanesProps) {
  const pane = (shown: boolean) =>
    single
      ? { gridArea: '1 / 1', minHeight: 0, minWidth: 0, visibility: shown ? 'visible' : 'hidden' }
      : { minHeight: 0, minWidth: 0 };
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        // minmax(0, …): a pane never grows wider than the screen to fit a long line.
        gridTemplateColumns: single ? 'minmax(0, 1fr)' : `${listColumn} minmax(0, 1fr)`,
        gridTemplateRows: 'minmax(0, 1fr)',
      }}
    >
      <Box
        sx={{ ...pane(!detailShown), borderRight: single ? 0 : 1, borderColor: 'divider' }}
        inert={single && detailShown}
        data-testid="list-pane"
      >
        {list}
      </Box>
      <Box sx={pane(detailShown)} inert={single && !detailShown} data-testid="detail-pane">
        {detail}
      </Box>
    </Box>
  );
}

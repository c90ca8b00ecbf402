import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type TicketView } from '@guiche/shared';
import { COARSE_POINTER } from '../../app/theme';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/sessionContext';
import { useTicketListShortcuts } from '../shortcuts/useTicketListShortcuts';
import type { TicketListCriteria } from './ticketListCriteria';
import { TicketRow } from './TicketRow';
import { useTicketList } from './useTicketList';

/**
 * Every row is this tall, so the virtual list knows where each one sits without measuring; on a touch screen its
 * actions are touch-sized (theme.ts), and its last line with them is taller.
 */
const ROW_HEIGHT = 96;
const TOUCH_ROW_HEIGHT = 108;
const FIRST_PAGE_SKELETONS = 6;
const NEXT_PAGE_SKELETONS = 2;
/** Rows rendered beyond the visible ones, so a fast scroll does not show blanks. */
const OVERSCAN = 6;

function SkeletonRows({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_row, index) => (
    <Stack
      key={index}
      direction="row"
      spacing={1.25}
      sx={{ height, px: 1.75, py: 1, borderBottom: 1, borderColor: 'divider' }}
      aria-hidden
      data-testid="ticket-skeleton"
    >
      <Skeleton variant="circular" width={44} height={44} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="rounded" width="40%" height={18} sx={{ mt: 0.5 }} />
      </Box>
    </Stack>
  ));
}

interface TicketListProps {
  criteria: TicketListCriteria;
  selectedUuid: string | undefined;
  label: string;
  /** Selection mode: the rows show a box, and a click ticks the row instead of opening it. */
  selection?: { selected: ReadonlySet<number>; toggle(ticket: TicketView): void } | undefined;
}

/**
 * One list of tickets, virtualised so that thousands of rows stay smooth: only the rows in view (and a few around)
 * are in the page. The next page loads when the list is scrolled within 100 px of its end (spec 1 §9), or at once
 * when the loaded rows do not fill it.
 */
export function TicketList({ criteria, selectedUuid, label, selection }: TicketListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { query, items: tickets, scroll, loadingNextPage } = useTicketList(criteria);
  // Row times read "today" from this; a list lives for minutes, and a stale day only shows a date a bit longer.
  const [now] = useState(() => new Date());
  const rowHeight = useMediaQuery(COARSE_POINTER) ? TOUCH_ROW_HEIGHT : ROW_HEIGHT;

  // The virtualizer hands out fresh functions every render by design; it is not a value React may memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scroll.containerRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tickets[index]?.id ?? index,
    overscan: OVERSCAN,
  });

  const open = useCallback((ticket: TicketView) => void navigate(`/tickets/${ticket.uuid}`), [navigate]);
  useTicketListShortcuts(tickets, selectedUuid, open, (index) => virtualizer.scrollToIndex(index));
  const showUser = user.profile === 'admin' || user.super;
  const canDelete = can(user, 'ticket-options:deleteTicket');

  if (query.isError && !query.data) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );
  }

  return (
    <Box
      ref={scroll.containerRef}
      onScroll={scroll.onScroll}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      aria-busy={query.isPending}
      data-testid="ticket-list"
    >
      {query.isPending && <SkeletonRows count={FIRST_PAGE_SKELETONS} height={rowHeight} />}
      {!query.isPending && tickets.length === 0 && (
        <EmptyState icon={<InboxOutlinedIcon />} title={t('tickets.empty.title')} text={t('tickets.empty.text')} />
      )}
      {tickets.length > 0 && (
        <Box role="list" aria-label={label} sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const ticket = tickets[item.index];
            if (!ticket) return null;
            return (
              <Box
                key={item.key}
                role="listitem"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: rowHeight,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <TicketRow
                  ticket={ticket}
                  selected={ticket.uuid === selectedUuid}
                  showUser={showUser}
                  canDelete={canDelete}
                  now={now}
                  onOpen={open}
                  onToggleSelect={selection?.toggle}
                  checked={selection?.selected.has(ticket.id)}
                />
              </Box>
            );
          })}
        </Box>
      )}
      {loadingNextPage && <SkeletonRows count={NEXT_PAGE_SKELETONS} height={rowHeight} />}
    </Box>
  );
}

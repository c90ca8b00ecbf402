import { useCallback, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { KanbanCard } from './KanbanCard';
import { DEFAULT_LANE, type LaneKey } from './kanbanBoard';
import { LaneHeader } from './LaneHeader';
import type { LanePlace } from './LaneMenu';

/** A card's height before it is measured, and the gap between cards. */
const CARD_ESTIMATE_PX = 150;
const CARD_GAP_PX = 8;

export const laneDropId = (lane: LaneKey) => `lane-${lane}`;
/** The draggable id of a lane itself (moved among the lanes), apart from its drop target's. */
export const laneDragId = (lane: LaneKey) => `lane-drag-${lane}`;

interface KanbanLaneProps {
  lane: LaneKey;
  title: string;
  /** The lane tag's colour; null for the default lane. */
  color: string | null;
  tickets: TicketView[];
  /** A tag lane's place among the tag lanes (it can then be dragged or moved by its menu); absent on the default lane. */
  place?: LanePlace;
}

/**
 * One lane: its title in its tag's colour and a virtualized column of cards (only those in view are in the page,
 * so a board of thousands of tickets stays smooth). The whole lane is the drop target, of cards and of other lanes;
 * a tag lane is itself dragged by the handle in its title bar.
 */
export function KanbanLane({ lane, title, color, tickets, place }: KanbanLaneProps) {
  const { t } = useTranslation();
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: laneDropId(lane), data: { lane } });
  const drag = useDraggable({ id: laneDragId(lane), data: { movingLane: lane }, disabled: lane === DEFAULT_LANE });
  const { setNodeRef: setDragRef } = drag;
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      setDropRef(node);
      setDragRef(node);
    },
    [setDropRef, setDragRef],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read during render by design
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: 6,
    getItemKey: (index) => tickets[index]?.id ?? index,
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="kanban-lane"
      data-lane={String(lane)}
      sx={(theme) => ({
        width: 300,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: color ?? theme.palette.divider,
        opacity: drag.isDragging ? 0.5 : 1,
        bgcolor: isOver
          ? alpha(color ?? theme.palette.primary.main, 0.12)
          : theme.palette.mode === 'dark'
            ? 'background.default'
            : 'grey.50',
        transition: 'background-color 120ms, opacity 120ms',
      })}
    >
      <LaneHeader
        title={title}
        count={tickets.length}
        place={place}
        handle={place && { ...drag.attributes, ...drag.listeners, ref: drag.setActivatorNodeRef }}
      />
      <Box ref={scrollRef} sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1, minHeight: 120 }}>
        {tickets.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
            {t('kanban.emptyLane')}
          </Typography>
        ) : (
          <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const ticket = tickets[item.index];
              if (!ticket) return null;
              return (
                <Box
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  sx={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  <KanbanCard ticket={ticket} />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

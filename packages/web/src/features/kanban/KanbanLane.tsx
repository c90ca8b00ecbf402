import { useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { KanbanCard } from './KanbanCard';
import type { LaneKey } from './kanbanBoard';

/** A card's height before it is measured, and the gap between cards. */
const CARD_ESTIMATE_PX = 150;
const CARD_GAP_PX = 8;

export const laneDropId = (lane: LaneKey) => `lane-${lane}`;

interface KanbanLaneProps {
  lane: LaneKey;
  title: string;
  /** The lane tag's colour; null for the default lane. */
  color: string | null;
  tickets: TicketView[];
}

/**
 * One lane: its title in its tag's colour and a virtualized column of cards (only those in view are in the page,
 * so a board of thousands of tickets stays smooth). The whole lane is the drop target.
 */
export function KanbanLane({ lane, title, color, tickets }: KanbanLaneProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(lane), data: { lane } });
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
        bgcolor: isOver
          ? alpha(color ?? theme.palette.primary.main, 0.12)
          : theme.palette.mode === 'dark'
            ? 'background.default'
            : 'grey.50',
        transition: 'background-color 120ms',
      })}
    >
      <Box sx={{ px: 1.5, py: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap title={title}>
          {title}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="kanban-lane-count">
          {t('kanban.laneCount', { count: tickets.length })}
        </Typography>
      </Box>
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

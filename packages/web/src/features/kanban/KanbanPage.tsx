import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TagView, TicketView } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { TagDialog } from '../tags/TagDialog';
import { useTagsLive } from '../tags/useTagsLive';
import { kanbanAnnouncements, laneKeyOf, movingLaneOf, ticketOf } from './kanbanAnnouncements';
import { KanbanCardOverlay } from './KanbanCard';
import { DEFAULT_LANE, groupByLane, laneOf, type LaneKey } from './kanbanBoard';
import { KanbanLane } from './KanbanLane';
import { LaneOverlay } from './LaneHeader';
import { laneKeyboardCoordinates } from './laneKeyboard';
import { useKanbanBoard } from './useKanbanBoard';
import { useLaneOrder } from './useLaneOrder';

/**
 * /Kanban (spec 3 "Kanban"): the tickets of the user's own queues in a default lane and one lane per kanban tag.
 * A card dragged (pointer or keyboard) to another lane moves its tag at once; other viewers' boards follow live.
 * The tag lanes are ordered for the company by dragging them by their handle or with their menu; the default lane
 * stays first.
 */
/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function KanbanPage() {
  const { t } = useTranslation();
  const { lanes, laneList, board, queueIds, move } = useKanbanBoard();
  useTagsLive();
  const laneOrder = useLaneOrder(laneList);
  const [dragged, setDragged] = useState<TicketView | null>(null);
  const [draggedLane, setDraggedLane] = useState<TagView | null>(null);
  const [addingLane, setAddingLane] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
  );
  const tickets = board.data?.tickets;
  const grouped = useMemo(() => groupByLane(tickets ?? [], laneList), [tickets, laneList]);
  const laneIds = useMemo(() => new Set(laneList.map((lane) => lane.id)), [laneList]);
  const laneName = (lane: LaneKey | undefined) =>
    lane === DEFAULT_LANE ? t('kanban.defaultLane') : (laneList.find((tag) => tag.id === lane)?.name ?? '');

  const announcements = kanbanAnnouncements(t, laneName);

  const onDragStart = ({ active }: DragStartEvent) => {
    const moving = movingLaneOf(active.data.current);
    setDraggedLane(laneList.find((tag) => tag.id === moving) ?? null);
    setDragged(ticketOf(active.data.current) ?? null);
  };
  const endDrag = () => {
    setDragged(null);
    setDraggedLane(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const to = laneKeyOf(over?.data.current);
    const moving = movingLaneOf(active.data.current);
    if (moving !== undefined) {
      if (to !== undefined) laneOrder.dropOn(moving, to);
      return;
    }
    const ticket = ticketOf(active.data.current);
    if (ticket && to !== undefined && to !== laneOf(ticket, laneIds)) move({ ticket, to });
  };

  const failed = lanes.isError ? lanes : board.isError ? board : null;
  const loading = lanes.isPending || (queueIds.length > 0 && board.isPending);
  return (
    <section data-testid="kanban-page">
      <PageHeader
        title={t('pages.kanban')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlinedIcon />}
            onClick={() => setAddingLane(true)}
            data-testid="kanban-add-lane"
          >
            {t('kanban.addLane')}
          </Button>
        }
      />
      {queueIds.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('kanban.noQueues')}
        </Alert>
      )}
      {board.data?.truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('kanban.truncated', { count: board.data.tickets.length })}
        </Alert>
      )}
      {failed ? (
        <LoadError onRetry={() => void failed.refetch()} />
      ) : loading ? (
        <Box sx={{ display: 'flex', gap: 2, overflow: 'hidden' }} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" width={300} height={420} sx={{ flexShrink: 0 }} />
          ))}
        </Box>
      ) : (
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={endDrag}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              overflowX: 'auto',
              pb: 1,
              height: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 170px)' },
            }}
            data-testid="kanban-board"
          >
            <KanbanLane
              lane={DEFAULT_LANE}
              title={t('kanban.defaultLane')}
              color={null}
              tickets={grouped.get(DEFAULT_LANE) ?? []}
            />
            {laneList.map((tag, index) => (
              <KanbanLane
                key={tag.id}
                lane={tag.id}
                title={tag.name}
                color={tag.color}
                tickets={grouped.get(tag.id) ?? []}
                place={{ index, count: laneList.length, onStep: (by) => laneOrder.step(tag.id, by) }}
              />
            ))}
          </Box>
          <DragOverlay>
            {dragged ? (
              <KanbanCardOverlay ticket={dragged} />
            ) : draggedLane ? (
              <LaneOverlay title={draggedLane.name} color={draggedLane.color} />
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      <Box role="status" sx={visuallyHidden} data-testid="kanban-lane-announcement">
        {laneOrder.announcement}
      </Box>
      <TagDialog target={addingLane ? { tag: null } : null} kanban onClose={() => setAddingLane(false)} />
    </section>
  );
}

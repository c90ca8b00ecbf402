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
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { TagDialog } from '../tags/TagDialog';
import { useTagsLive } from '../tags/useTagsLive';
import { KanbanCardOverlay } from './KanbanCard';
import { DEFAULT_LANE, groupByLane, laneOf, type LaneKey } from './kanbanBoard';
import { KanbanLane } from './KanbanLane';
import { laneKeyboardCoordinates } from './laneKeyboard';
import { useKanbanBoard } from './useKanbanBoard';

const ticketOf = (data: unknown): TicketView | undefined =>
  data && typeof data === 'object' && 'ticket' in data ? (data.ticket as TicketView) : undefined;
const laneKeyOf = (data: unknown): LaneKey | undefined =>
  data && typeof data === 'object' && 'lane' in data ? (data.lane as LaneKey) : undefined;

/**
 * /Kanban (spec 3 "Kanban"): the tickets of the user's own queues in a default lane and one lane per kanban tag.
 * A card dragged (pointer or keyboard) to another lane moves its tag at once; other viewers' boards follow live.
 */
export default function KanbanPage() {
  const { t } = useTranslation();
  const { lanes, laneList, board, queueIds, move } = useKanbanBoard();
  useTagsLive();
  const [dragged, setDragged] = useState<TicketView | null>(null);
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

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.pickedUp', { id: ticketOf(active.data.current)?.id }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.over', { id: ticketOf(active.data.current)?.id, lane: laneName(laneKeyOf(over.data.current)) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.dropped', { id: ticketOf(active.data.current)?.id, lane: laneName(laneKeyOf(over.data.current)) })
        : undefined,
    onDragCancel: ({ active }) => t('kanban.cancelled', { id: ticketOf(active.data.current)?.id }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(ticketOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const ticket = ticketOf(active.data.current);
    const to = laneKeyOf(over?.data.current);
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
          onDragCancel={() => setDragged(null)}
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
            {laneList.map((tag) => (
              <KanbanLane
                key={tag.id}
                lane={tag.id}
                title={tag.name}
                color={tag.color}
                tickets={grouped.get(tag.id) ?? []}
              />
            ))}
          </Box>
          <DragOverlay>{dragged ? <KanbanCardOverlay ticket={dragged} /> : null}</DragOverlay>
        </DndContext>
      )}
      <TagDialog target={addingLane ? { tag: null } : null} kanban onClose={() => setAddingLane(false)} />
    </section>
  );
}

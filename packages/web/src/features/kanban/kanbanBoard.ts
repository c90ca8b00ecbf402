import { KANBAN_TICKET_STATUSES, type TagRef, type TagView, type TicketView } from '@guiche/shared';

/** A lane of the board: the default one (tickets in no kanban lane) or a kanban tag's. */
export type LaneKey = 'default' | number;
export const DEFAULT_LANE: LaneKey = 'default';

const kanbanStatuses: ReadonlySet<string> = new Set(KANBAN_TICKET_STATUSES);

/**
 * The lane a ticket sits in: its first kanban tag by name (the server sends a ticket's tags by name), or the
 * default lane when it carries none. A ticket shows in one lane only, so a drag has one origin.
 */
export function laneOf(ticket: Pick<TicketView, 'tags'>, laneIds: ReadonlySet<number>): LaneKey {
  return ticket.tags.find((tag) => laneIds.has(tag.id))?.id ?? DEFAULT_LANE;
}

/** The board's tickets per lane, in the board's order (newest activity first); every lane present, even empty. */
export function groupByLane(
  tickets: readonly TicketView[],
  lanes: readonly Pick<TagView, 'id'>[],
): Map<LaneKey, TicketView[]> {
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const grouped = new Map<LaneKey, TicketView[]>([
    [DEFAULT_LANE, []],
    ...lanes.map((lane): [LaneKey, TicketView[]] => [lane.id, []]),
  ]);
  for (const ticket of tickets) grouped.get(laneOf(ticket, laneIds))?.push(ticket);
  return grouped;
}

/**
 * The ticket as a move leaves it (spec 3 §4): every kanban tag goes (DELETE /ticket-tags) and the target lane's tag
 * comes (PUT /ticket-tags), other tags stay. Tags stay sorted by name, as the server sends them.
 */
export function movedTicket(ticket: TicketView, to: LaneKey, lanes: readonly TagView[]): TicketView {
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const kept = ticket.tags.filter((tag) => !laneIds.has(tag.id));
  const target = to === DEFAULT_LANE ? undefined : lanes.find((lane) => lane.id === to);
  const tags: TagRef[] = target ? [...kept, { id: target.id, name: target.name, color: target.color }] : kept;
  return { ...ticket, tags: tags.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) };
}

/** Replaces one ticket of the board (by id), leaving the others as they are. */
export function replaceTicket(tickets: readonly TicketView[], changed: TicketView): TicketView[] {
  return tickets.map((ticket) => (ticket.id === changed.id ? changed : ticket));
}

/** Whether a ticket belongs on the board of a user with these queues (spec 3 §6: their own queues' working tickets). */
export function belongsOnBoard(ticket: Pick<TicketView, 'queueId' | 'status'>, queueIds: ReadonlySet<number>): boolean {
  return ticket.queueId !== null && queueIds.has(ticket.queueId) && kanbanStatuses.has(ticket.status);
}

/**
 * A live ticket (an update of `company-{id}-ticket` or the ticket of an `appMessage`) applied to the board: it
 * takes its new lane and place (newest activity first), joins the board when it now belongs there, leaves it when
 * it no longer does (closed, moved to another queue).
 */
export function applyLiveTicket(
  tickets: readonly TicketView[],
  live: TicketView,
  queueIds: ReadonlySet<number>,
): TicketView[] {
  const others = tickets.filter((ticket) => ticket.id !== live.id);
  if (!belongsOnBoard(live, queueIds)) return others.length === tickets.length ? [...tickets] : others;
  const index = others.findIndex(
    (ticket) => ticket.updatedAt < live.updatedAt || (ticket.updatedAt === live.updatedAt && ticket.id < live.id),
  );
  return index === -1 ? [...others, live] : [...others.slice(0, index), live, ...others.slice(index)];
}

export function removeFromBoard(tickets: readonly TicketView[], ticketId: number): TicketView[] {
  return tickets.filter((ticket) => ticket.id !== ticketId);
}

/** The keyboard step between lanes: the left edge to give the dragged card so it sits over the next lane left or right. */
export function laneStepX(
  direction: 'left' | 'right',
  dragged: { left: number; width: number },
  laneRects: readonly { left: number; width: number }[],
): number | undefined {
  const sorted = [...laneRects].sort((a, b) => a.left - b.left);
  const centre = dragged.left + dragged.width / 2;
  const current = sorted.findIndex((rect) => centre >= rect.left && centre < rect.left + rect.width);
  const next = current === -1 ? undefined : sorted[direction === 'right' ? current + 1 : current - 1];
  return next ? next.left + (next.width - dragged.width) / 2 : undefined;
}

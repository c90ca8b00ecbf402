import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { laneStepX } from './kanbanBoard';

/**
 * Keyboard moves of a picked-up card: left and right arrows carry it over the neighbouring lane (cards change lanes,
 * never order within one); up and down do nothing.
 */
export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === KeyboardCode.Right ? 'right' : event.code === KeyboardCode.Left ? 'left' : null;
  const dragged = context.collisionRect;
  if (!direction || !dragged) return undefined;
  event.preventDefault();
  const laneRects = [...context.droppableRects.values()];
  const x = laneStepX(direction, dragged, laneRects);
  return x === undefined ? undefined : { x, y: currentCoordinates.y };
};

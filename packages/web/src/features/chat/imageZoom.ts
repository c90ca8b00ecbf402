/** Image viewer (spec 1 §2, §9): buttons zoom by 0.2, pinching is clamped from 1 to 3, rotation turns by 90°. */
export const ZOOM_STEP = 0.2;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ROTATION_STEP = 90;

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** One button press; rounded so that repeated steps do not drift (1 + 0.2 + 0.2 … stays on the 0.2 grid). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(Math.round((zoom + direction * ZOOM_STEP) * 10) / 10);
}

/** The zoom while two fingers move: the zoom when they touched, scaled by how far apart they are now. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

export function rotate(degrees: number): number {
  return (degrees + ROTATION_STEP) % 360;
}

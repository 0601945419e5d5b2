import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, type Rect } from './hotspot-geometry';

/** How the diagram is zoomed and panned: a scale and an offset in view-box units. */
export interface DiagramView {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 1;
const MAX_SCALE = 8;
export const ZOOM_STEP = 1.25;
export const FIT: DiagramView = { scale: 1, x: 0, y: 0 };

/** Keeps the scale in range and the drawing covering the view. */
export function clampView(view: DiagramView): DiagramView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale));
  const x = Math.min(0, Math.max(DIAGRAM_WIDTH - DIAGRAM_WIDTH * scale, view.x));
  const y = Math.min(0, Math.max(DIAGRAM_HEIGHT - DIAGRAM_HEIGHT * scale, view.y));
  return { scale, x, y };
}

/** Zoom by a factor keeping the point (cx, cy) of the view where it is. */
export function zoomAt(view: DiagramView, factor: number, cx = DIAGRAM_WIDTH / 2, cy = DIAGRAM_HEIGHT / 2): DiagramView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const px = (cx - view.x) / view.scale;
  const py = (cy - view.y) / view.scale;
  return clampView({ scale, x: cx - px * scale, y: cy - py * scale });
}

export function panBy(view: DiagramView, dx: number, dy: number): DiagramView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy });
}

/** Pan (keeping the zoom) so that a rectangle of the drawing is in the middle of the view, if it is not fully visible. */
export function reveal(view: DiagramView, rect: Rect): DiagramView {
  const left = view.x + rect.x * view.scale;
  const top = view.y + rect.y * view.scale;
  const right = left + rect.width * view.scale;
  const bottom = top + rect.height * view.scale;
  if (left >= 0 && top >= 0 && right <= DIAGRAM_WIDTH && bottom <= DIAGRAM_HEIGHT) return view;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return clampView({ ...view, x: DIAGRAM_WIDTH / 2 - cx * view.scale, y: DIAGRAM_HEIGHT / 2 - cy * view.scale });
}

import type { Random } from '../demo/random';

/** Parts diagrams are drawn in an 800x560 space (SPEC section 9); hotspots use the same space. */
export const DIAGRAM_WIDTH = 800;
export const DIAGRAM_HEIGHT = 560;
export const TITLE_HEIGHT = 40;
const COLUMNS = 6;
const ROWS = 4;
export const MAX_POSITIONS = COLUMNS * ROWS;
const CALLOUT_WIDTH = 34;
const CALLOUT_HEIGHT = 24;

export interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The callout rectangle (hotspot) of the part at `index`: one cell of a 6x4 grid, slightly jittered. */
export function hotspotCell(index: number, random: Random): Rect {
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  const cellWidth = DIAGRAM_WIDTH / COLUMNS;
  const cellHeight = (DIAGRAM_HEIGHT - TITLE_HEIGHT) / ROWS;
  const x1 = Math.round(column * cellWidth + 6 + random.int(0, 14));
  const y1 = Math.round(TITLE_HEIGHT + row * cellHeight + 4 + random.int(0, 10));
  return { x1, y1, x2: x1 + CALLOUT_WIDTH, y2: y1 + CALLOUT_HEIGHT };
}

/** Where the drawing of the part a callout points at sits: below and right of the callout. */
export function partAnchor(rect: Rect): { x: number; y: number } {
  return { x: rect.x1 + 70, y: rect.y2 + 50 };
}

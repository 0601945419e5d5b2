import type { Hotspot } from './product-schemas';

/** SPEC section 9: the diagram's view box and the padding around each hotspot rectangle. */
export const DIAGRAM_WIDTH = 800;
export const DIAGRAM_HEIGHT = 560;
const HOTSPOT_PADDING = 5;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The hotspot's rectangle, padded by 5 on every side (corners in any order). */
export function paddedRect(
  hotspot: Pick<Hotspot, 'x1Koordinate' | 'y1Koordinate' | 'x2Koordinate' | 'y2Koordinate'>,
  padding = HOTSPOT_PADDING,
): Rect {
  const left = Math.min(hotspot.x1Koordinate, hotspot.x2Koordinate);
  const top = Math.min(hotspot.y1Koordinate, hotspot.y2Koordinate);
  const right = Math.max(hotspot.x1Koordinate, hotspot.x2Koordinate);
  const bottom = Math.max(hotspot.y1Koordinate, hotspot.y2Koordinate);
  return { x: left - padding, y: top - padding, width: right - left + 2 * padding, height: bottom - top + 2 * padding };
}

/** Position numbers of parts and hotspots compared as text ("01" and 1 are the same position). */
export function positionKey(position: string | number | null | undefined): string | null {
  if (position === null || position === undefined) return null;
  const text = String(position).trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? String(Number(text)) : text;
}

/** Positions in reading order: numbers numerically, then the rest alphabetically. */
function comparePositions(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  const aNum = !Number.isNaN(na);
  const bNum = !Number.isNaN(nb);
  if (aNum && bNum) return na - nb;
  if (aNum) return -1;
  if (bNum) return 1;
  return a.localeCompare(b);
}

/** The distinct positions of the hotspots, in order. */
export function hotspotPositions(hotspots: Hotspot[]): string[] {
  const keys = new Set<string>();
  for (const h of hotspots) {
    const key = positionKey(h.bildposNummer);
    if (key) keys.add(key);
  }
  return [...keys].sort(comparePositions);
}

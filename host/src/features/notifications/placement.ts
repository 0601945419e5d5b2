/**
 * Where the notices' strip goes: the first place, in the order given, where it covers no control of
 * the page (a button, field, link) nor what the page marks to be kept clear (`data-notices-keep-clear`:
 * the order summary); when every place covers one, the place covering fewest. Asked
 * again when the notices change, the page scrolls or the window resizes.
 */
export type Place = 'bottom-left' | 'bottom-right' | 'top-right' | 'top-left';

const PLACES: readonly Place[] = ['bottom-left', 'bottom-right', 'top-right', 'top-left'];

/** Controls, and what a page marks as read next (the order summary beside its checkout button). */
const CONTROLS = 'button, input, select, textarea, a[href], [role="button"], [tabindex]:not([tabindex="-1"]), [data-notices-keep-clear]';
const GAP = 12;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box the strip (width x height) would take at a place, below the header's bottom edge at the top. */
export function boxAt(place: Place, width: number, height: number, viewport: { width: number; height: number }, headerBottom: number): Box {
  const left = place.endsWith('left') ? GAP : viewport.width - GAP - width;
  const top = place.startsWith('top') ? headerBottom + GAP : viewport.height - GAP - height;
  return { left, top, right: left + width, bottom: top + height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** How many of the controls' boxes a box covers. */
export function coveredCount(box: Box, controls: readonly Box[]): number {
  return controls.filter((control) => overlaps(box, control)).length;
}

export function bestPlace(
  sizes: { width: number; height: number },
  viewport: { width: number; height: number },
  headerBottom: number,
  controls: readonly Box[],
): Place {
  let best: Place = PLACES[0]!;
  let fewest = Infinity;
  for (const place of PLACES) {
    const count = coveredCount(boxAt(place, sizes.width, sizes.height, viewport, headerBottom), controls);
    if (count === 0) return place;
    if (count < fewest) {
      fewest = count;
      best = place;
    }
  }
  return best;
}

/** The page's visible controls (outside the strip) as boxes in the viewport. */
export function visibleControls(strip: Element): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (strip.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
    boxes.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
  }
  return boxes;
}

/** The bottom edge of the shop's sticky header as shown now (0 when it is hidden). */
export function headerBottom(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

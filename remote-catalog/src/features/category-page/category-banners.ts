import type { Slide } from '@parts/shared-kernel';

const CATEGORY_LINK = /\/level4\/category\/(\d+)(?:[/?#]|$)/;

/**
 * The Category slider's slides a category page shows (issue 26): those linking to this category
 * or to one above it first, then those about no category; a slide about another category is left
 * out (the brake banner belongs to the brake pages). Null while the category is not known.
 */
export function slidesForCategory(slides: Slide[], trail: ReadonlySet<number> | null): Slide[] | null {
  if (!trail) return null;
  const fitting: Slide[] = [];
  const general: Slide[] = [];
  for (const slide of slides) {
    const linked = CATEGORY_LINK.exec(slide.Link);
    if (!linked) general.push(slide);
    else if (trail.has(Number(linked[1]))) fitting.push(slide);
  }
  return [...fitting, ...general];
}

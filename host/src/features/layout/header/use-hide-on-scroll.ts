import { useEffect, useState } from 'react';

/** Scrolled less than this from the top, the header always shows. */
const ALWAYS_SHOWN_BELOW_PX = 80;
/** Small jitters of the scroll position do not toggle the header. */
const TOLERANCE_PX = 6;

/**
 * SPEC section 2: the header hides while the dealer scrolls down and comes back when they
 * scroll up (the 300 ms animation is in the header's CSS, off for reduced motion).
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y < ALWAYS_SHOWN_BELOW_PX) setHidden(false);
      else if (y > last + TOLERANCE_PX) setHidden(true);
      else if (y < last - TOLERANCE_PX) setHidden(false);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}

import { useEffect, useState } from 'react';

/** Scrolled less than this from the top, the header shows in full. */
const ALWAYS_SHOWN_BELOW_PX = 80;
/** Small jitters of the scroll position do not toggle the header. */
const TOLERANCE_PX = 6;

/** full: at the top of the page; hidden: scrolling down; compact: scrolling back up further down the page. */
export type HeaderMode = 'full' | 'compact' | 'hidden';

/**
 * SPEC section 2: the header hides while the dealer scrolls down; scrolling back up brings it
 * back compact (issue 12, item 6: the full header took a fifth of a phone's screen), and in full
 * at the top of the page. The 300 ms animation is in the header's CSS, off for reduced motion.
 */
export function useHeaderMode(): HeaderMode {
  const [mode, setMode] = useState<HeaderMode>('full');
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y < ALWAYS_SHOWN_BELOW_PX) setMode('full');
      else if (y > last + TOLERANCE_PX) setMode('hidden');
      else if (y < last - TOLERANCE_PX) setMode('compact');
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
  return mode;
}

/**
 * The shell's frame: index.html paints the header bar and the loading status before any script
 * runs (#shell-frame, outside React's root; its layout is <html>'s data-frame, set in the head so the
 * frame's first paint is its last). The host removes it in the same frame as its own
 * layout appears, and remembers the height its header had, per layout and signed-in state at this
 * window width, so the next load's frame has the header the page will have (index.html reads it).
 */
import { useLayoutEffect, type RefObject } from 'react';
import { useAuthToken } from '@parts/shared-kernel';
import type { Layout } from '../features/routing/routes';

const SHELL_FRAME_ID = 'shell-frame';

/** The key index.html's frame script reads: `parts:shell-frame:<layout>:<in|out>`. */
export function frameHintKey(layout: Layout, signedIn: boolean): string {
  return `parts:shell-frame:${layout}:${signedIn ? 'in' : 'out'}`;
}

/** The value: `<window width>:<header height in px>` (the frame uses it only at the same width). */
function frameHint(width: number, headerHeight: number): string {
  return `${width}:${Math.round(headerHeight * 100) / 100}`;
}

/** Removes index.html's frame and its layout on <html> (the host's layout or its failure screen is rendered). */
function removeShellFrame(): void {
  document.getElementById(SHELL_FRAME_ID)?.remove();
  document.documentElement.removeAttribute('data-frame');
  document.documentElement.style.removeProperty('--frame-header');
}

/** Removes the frame when the component rendering in its place commits (before the browser paints). */
export function useShellFrameTakeover(): void {
  useLayoutEffect(removeShellFrame, []);
}

function remember(key: string, header: HTMLElement, height: number): void {
  if (!header.isConnected || height <= 0) return;
  try {
    window.localStorage.setItem(key, frameHint(window.innerWidth, height));
  } catch {
    // storage full or blocked: the next frame has the bar alone
  }
}

/** Records the header's height (its border box, transforms aside) for the next load's frame. */
export function useShellFrameHint(layout: Layout, headerRef: RefObject<HTMLElement | null>): void {
  const signedIn = !!useAuthToken();
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const key = frameHintKey(layout, signedIn);
    remember(key, header, header.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      remember(key, header, box ? box.blockSize : header.offsetHeight);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [layout, signedIn, headerRef]);
}

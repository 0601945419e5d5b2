import { createRoot } from 'react-dom/client';
import { App, BootFailed } from './App';
import { startShop, type StartedShop } from './start';

/**
 * Renders the shop into `element` once it has started, or the start's failure with Retry.
 * Until then index.html's frame is on screen. Rendering only then makes React's first render the
 * page itself: the layout appears at once, each remote area with its own loading state. (A render
 * that waited inside Suspense for the start would be a retry, which React holds back so that the
 * layout and the page's own loading state appear together, later.)
 */
export async function mountShop(element: HTMLElement, start: () => Promise<StartedShop> = startShop): Promise<void> {
  const root = createRoot(element);
  try {
    const shop = await start();
    root.render(<App shop={shop} />);
  } catch (error) {
    console.error('The shop could not start', error);
    root.render(<BootFailed />);
  }
}

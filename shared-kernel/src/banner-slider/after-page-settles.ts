/**
 * Runs `due` once the page has settled: `delayMs` after the last of its resources (scripts, data,
 * pictures) finished loading, or at the latest `capMs` after the call. A slow counter PC still
 * loading the page's own code and data does not also fetch the carousel's code for a slide change
 * meanwhile. Without PerformanceObserver, simply `delayMs` after the call. Returns the cancel.
 */
export function afterPageSettles(due: () => void, delayMs: number, capMs: number): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    due();
  };
  let timer = setTimeout(run, delayMs);
  const cap = setTimeout(run, capMs);
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  let observer: PerformanceObserver | undefined;
  if (Observer?.supportedEntryTypes?.includes('resource')) {
    observer = new Observer(() => {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    });
    observer.observe({ type: 'resource' });
  }
  function cancel() {
    done = true;
    clearTimeout(timer);
    clearTimeout(cap);
    observer?.disconnect();
  }
  return cancel;
}

/**
 * Registers the shop's service worker (deploy/sw.js, see host/service-worker/) once the page has
 * loaded and the browser is idle, so it costs the first load nothing; then hands it the URLs this
 * load fetched before it existed, so the next load is served from its cache. Its problems are
 * only logged (SPEC section 8): the shop works the same without it.
 */
const SCRIPT = '/sw.js';
const IDLE_TIMEOUT_MS = 5000;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 1);
}

const sameOrigin = (url: string) => url.startsWith(window.location.origin + '/');

function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(sameOrigin)
    .concat(window.location.origin + '/');
}

/**
 * Once the worker takes the page over, the files fetched meanwhile (while it installed) are handed
 * over too, and so is each file that was still on its way then (it arrives without passing the
 * worker: its timing has no workerStart) as it ends.
 */
function handOverOnTakeover(container: ServiceWorkerContainer): void {
  const handOver = (urls: string[]) => {
    if (urls.length) container.controller?.postMessage({ type: 'parts:warm', urls });
  };
  container.addEventListener(
    'controllerchange',
    () => {
      if (typeof PerformanceObserver !== 'undefined') {
        new PerformanceObserver((list) =>
          handOver(
            (list.getEntries() as PerformanceResourceTiming[])
              .filter((entry) => entry.workerStart === 0)
              .map((entry) => entry.name)
              .filter(sameOrigin),
          ),
        ).observe({ type: 'resource' });
      }
      handOver(loadedUrls());
    },
    { once: true },
  );
}

async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  handOverOnTakeover(container);
  const registration = await container.register(SCRIPT, { scope: '/' });
  // a worker installing waits for this list (its files are stored while it installs)
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  worker?.postMessage({ type: 'parts:warm', urls: loadedUrls() });
}

/** Only the production build has a worker (the development servers serve no sw.js). */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () =>
    whenIdle(() => {
      registerServiceWorker(container).catch((error: unknown) => console.warn('Service worker could not be registered', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

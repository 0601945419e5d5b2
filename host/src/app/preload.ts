/**
 * While the reference data is on its way, fetch the code of the page the dealer opened: the host
 * page's chunk or the remote's exposed module. Nothing here fails the start: a page whose code
 * did not arrive loads (and shows its error) when it renders.
 */
import { matchPath } from '@parts/shared-kernel/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SentRequest } from '@parts/shared-kernel';
import { ROUTES, type Guard } from '../features/routing/routes';
import { SLIDER_OF_PAGE, slidesCall } from './page-calls';
import { hostPageChunk } from '../features/routing/host-pages';
import { isRegistered } from '../federation/remotes';
import { pageModuleId } from '../federation/remote-modules';

function allowed(guard: Guard, signedIn: boolean): boolean {
  return guard === 'public' || (guard === 'signed-in') === signedIn;
}

/**
 * `sent`: the calls index.html's boot script sent already, by path (the page's slides among them).
 * Answers when a host page's own code is there (at once for a remote's page, whose area shows
 * its own loading state): the shop's first render then shows that page with its layout.
 */
export function preloadPage(pathname: string, signedIn: boolean, sent: Record<string, SentRequest> = {}): Promise<void> {
  const route = ROUTES.find((r) => r.path !== '*' && matchPath(r.path, pathname));
  if (!route || !allowed(route.guard, signedIn)) return Promise.resolve();
  const sliderType = SLIDER_OF_PAGE[route.path];
  if (sliderType !== undefined) {
    void import('@parts/shared-kernel/banner-slider')
      .then(({ prefetchSlides }) => prefetchSlides(sliderType, sent[slidesCall(sliderType)]))
      .catch(() => undefined);
  }
  const page = route.page;
  if ('host' in page) {
    // the remote module the host page shows first (the home page's catalogue search)
    if (page.shows && isRegistered(page.shows.remote)) void loadRemote(pageModuleId(page.shows)).catch(() => undefined);
    return (hostPageChunk(page.host)?.preload() ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  }
  if (isRegistered(page.remote)) void loadRemote(pageModuleId(page)).catch(() => undefined);
  return Promise.resolve();
}

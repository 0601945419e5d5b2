/**
 * While the reference data is on its way, fetch the code of the page the dealer opened: the host
 * page's chunk or the remote's exposed module. Nothing here fails the start: a page whose code
 * did not arrive loads (and shows its error) when it renders.
 */
import { matchPath } from '@parts/shared-kernel/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SliderType, paths, type SentRequest } from '@parts/shared-kernel';
import { ROUTES, type Guard } from '../features/routing/routes';
import { hostPageChunk } from '../features/routing/host-pages';
import { isRegistered } from '../federation/remotes';
import { pageModuleId, remoteModuleId } from '../federation/remote-modules';

function allowed(guard: Guard, signedIn: boolean): boolean {
  return guard === 'public' || (guard === 'signed-in') === signedIn;
}

/** The pages whose first sight is a banner slider (SPEC section 2): its slides are asked for ahead. */
const SLIDER_OF_PAGE: Partial<Record<string, SliderType>> = {
  [paths.home.pattern]: SliderType.HomePage,
  [paths.login.pattern]: SliderType.LoginPage,
};

function slidesCall(sliderType: SliderType): string {
  return `/api/slider?sliderType=${sliderType}`;
}

/** [route pattern, call]: what index.html's boot script sends for the page being opened (its boot-page-calls list). */
export const EARLY_PAGE_CALLS: [string, string][] = Object.entries(SLIDER_OF_PAGE).map(([pattern, sliderType]) => [pattern, slidesCall(sliderType!)]);

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
    if (page.host === 'home' && isRegistered('catalog')) void loadRemote(remoteModuleId('catalog', './CatalogSearch')).catch(() => undefined);
    return (hostPageChunk(page.host)?.preload() ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  }
  if (isRegistered(page.remote)) void loadRemote(pageModuleId(page)).catch(() => undefined);
  return Promise.resolve();
}

import { createElement, lazy, type ComponentType } from 'react';
import type { HostPage } from './routes';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: Load };

/**
 * A page whose code, once fetched (ahead by `preload`, or by its first render), renders at once:
 * React's lazy alone would still suspend on its first render, showing the loading state for a
 * frame although the code is there.
 */
function lazyPage(load: Load): LazyPage {
  let loaded: ComponentType | undefined;
  const keep: Load = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  return Object.assign(() => createElement(loaded ?? Lazy), { preload: keep });
}

/** The host's own pages that come in their own chunk. */
export const HOST_PAGES = {
  home: lazyPage(() => import('../home/HomePage')),
  'content-page': lazyPage(() => import('../content-pages/ContentPage')),
  'not-found': lazyPage(() => import('../not-found/NotFoundPage')),
  logout: lazyPage(() => import('../logout/LogoutPage')),
} satisfies Partial<Record<HostPage, LazyPage>>;

export function hostPageChunk(page: HostPage): LazyPage | undefined {
  return (HOST_PAGES as Partial<Record<HostPage, LazyPage>>)[page];
}

import { lazy, type ComponentType } from 'react';
import type { HostPage } from './routes';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: Load };

function lazyPage(load: Load): LazyPage {
  return Object.assign(lazy(load), { preload: load });
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

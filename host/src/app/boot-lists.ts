/**
 * index.html's boot lists, written into the page by the build (host/webpack.config.ts) from the
 * route table, the kernel's reference data calls and the pages' early calls: src/index.html holds
 * only their empty elements, so no list in it is kept by hand. The page's inline scripts read them
 * before any bundle arrives (they run as written, so the shell's CSP hashes stay those of the
 * deployed page). Plain data and string work: this module runs in Node at build time.
 */
import { REFERENCE_DATA_PATHS } from '@parts/shared-kernel/reference-data-paths';
import { ROUTES, type Guard, type Layout } from '../features/routing/routes';
import { EARLY_PAGE_CALLS } from './page-calls';

/** [pattern, guard, remote, exposed module]: which remote renders a path (or what its host page shows first). */
export type BootRoute = [path: string, guard: Guard, remote: string, module: string];
/** [pattern, guard, layout]: the shell's frame of a path. */
export type BootLayout = [path: string, guard: Guard, layout: Layout];

export interface BootLists {
  /** `boot-routes`: the boot script preloads the opened page's remote code (and falls back to [0], /login, and [4], /). */
  'boot-routes': BootRoute[];
  /** `boot-layouts`: the frame script paints the opened page's layout, every path in the table's order. */
  'boot-layouts': BootLayout[];
  /** `boot-reference`: the reference data's calls, sent before the shell's code arrives. */
  'boot-reference': string[];
  /** `boot-page-calls`: [pattern, call], sent with the reference data when that page is opened. */
  'boot-page-calls': [string, string][];
}

export function bootLists(): BootLists {
  const routes = ROUTES.flatMap((route): BootRoute[] => {
    const shown = 'remote' in route.page ? route.page : route.page.shows;
    return shown ? [[route.path, route.guard, shown.remote, shown.module.replace(/^\.\//, '')]] : [];
  });
  return {
    'boot-routes': routes,
    'boot-layouts': ROUTES.map((route): BootLayout => [route.path, route.guard, route.layout]),
    'boot-reference': [...REFERENCE_DATA_PATHS],
    'boot-page-calls': EARLY_PAGE_CALLS,
  };
}

/** `<script id="boot-routes" type="application/json"></script>` and the like: an empty list element of the page. */
function listElement(id: string): RegExp {
  return new RegExp(`<script id="${id}" type="application/json">\\s*</script>`);
}

/** The page with its list elements filled (each must be there, empty); '<' escaped so a value can never close the element. */
export function withBootLists(html: string, lists: BootLists = bootLists()): string {
  let page = html;
  for (const [id, list] of Object.entries(lists)) {
    const element = listElement(id);
    if (!element.test(page))
      throw new Error(`index.html has no empty <script id="${id}" type="application/json"></script> for the build to fill`);
    const json = JSON.stringify(list).replace(/</g, '\\u003c');
    page = page.replace(element, () => `<script id="${id}" type="application/json">${json}</script>`);
  }
  return page;
}

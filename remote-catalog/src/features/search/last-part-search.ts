import { on, readDealerStorage, removeDealerStorage, writeDealerStorage } from '@parts/shared-kernel';

/**
 * The part number last searched for in this tab, so the search field keeps it: dealer storage in
 * the tab's session storage (emptied by the host when the session ends, this code loaded or not).
 */
const KEY = 'catalog.lastPartSearch';

export function lastPartSearch(): string {
  return readDealerStorage(KEY, 'session') ?? '';
}

export function rememberPartSearch(sku: string): void {
  writeDealerStorage(KEY, sku, 'session');
}

on('auth:token', (token) => {
  if (!token) removeDealerStorage(KEY, 'session');
});

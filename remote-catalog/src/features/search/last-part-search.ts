import { on } from '@parts/shared-kernel';

/** The part number last searched for in this tab, so the search field keeps it (forgotten at logout). */
const KEY = 'catalog.lastPartSearch';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the field simply starts empty
  }
}

export function lastPartSearch(): string {
  return storage()?.getItem(KEY) ?? '';
}

export function rememberPartSearch(sku: string): void {
  storage()?.setItem(KEY, sku);
}

on('auth:token', (token) => {
  if (!token) storage()?.removeItem(KEY);
});

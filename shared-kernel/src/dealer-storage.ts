/**
 * Browser storage that belongs to the signed-in dealer (SPEC section 4: logout clears the saved
 * vehicle data). An app writes such an entry through here, which lists its key in the same storage;
 * the host empties every listed entry when a session ends or a page starts signed out, so nothing
 * of a dealer stays for the next person at a shared counter PC, whether the app that wrote it is
 * loaded then or not (the host never needs to know another app's keys).
 */

export type DealerStorageArea = 'local' | 'session';

/** Where each storage lists the keys written through here. */
const DEALER_STORAGE_INDEX_KEY = 'dealerStorageKeys';

function area(which: DealerStorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage switched off: entries last for this page only
  }
}

function listedKeys(storage: Storage): string[] {
  try {
    const listed: unknown = JSON.parse(storage.getItem(DEALER_STORAGE_INDEX_KEY) ?? '[]');
    return Array.isArray(listed) ? listed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads an entry of the signed-in dealer (null when there is none or storage is off). */
export function readDealerStorage(key: string, which: DealerStorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes an entry of the signed-in dealer; it is removed when the session ends. */
export function writeDealerStorage(key: string, value: string, which: DealerStorageArea = 'local'): void {
  const storage = area(which);
  if (!storage) return;
  try {
    const keys = listedKeys(storage);
    if (!keys.includes(key)) storage.setItem(DEALER_STORAGE_INDEX_KEY, JSON.stringify([...keys, key]));
    storage.setItem(key, value);
  } catch {
    // storage full or off: the entry lasts for this page only
  }
}

export function removeDealerStorage(key: string, which: DealerStorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Removes every entry written through here, in both storages (the host calls it when a session ends). */
export function forgetDealerStorage(): void {
  for (const which of ['local', 'session'] as const) {
    const storage = area(which);
    if (!storage) continue;
    try {
      for (const key of listedKeys(storage)) storage.removeItem(key);
      storage.removeItem(DEALER_STORAGE_INDEX_KEY);
    } catch {
      // storage off: nothing was kept
    }
  }
}

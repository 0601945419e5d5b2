/**
 * The session of SPEC section 4: a token in localStorage means signed in. The token travels as
 * the `auth:token` event; this module keeps localStorage in step with it and, when a dealer signs
 * in (or arrives signed in), loads the cart and shopping lists for the header counts.
 *
 * The spec also loads the "brand vehicle filter" at login; vehicle filters belong to the
 * catalogue (remote-catalog loads them when its pages or its search box show), so the host
 * does not fetch them.
 */
import { currentLocale, emit, forgetDealerStorage, http, lastValue, notify, on, refreshCartCount } from '@parts/shared-kernel';

const TOKEN_STORAGE_KEY = 'token';

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** At start: the stored token (or none) becomes the session. */
export function restoreSession(): void {
  emit('auth:token', readStoredToken() || null);
}

/**
 * The shopping lists through their one query (the kernel's `shoppingListsQuery`, which puts the
 * count on the header's badge): the answer stays in the shop's query client for the pages that
 * show the lists. Its code comes when a dealer is signed in, in one chunk with the cart's query
 * (`header-counts`, named alike in the kernel's refreshCartCount).
 */
async function refreshShoppingLists(): Promise<void> {
  const [{ shopQueryClient }, { shoppingListsQuery }] = await Promise.all([
    import('@parts/shared-kernel/query'),
    import(/* webpackChunkName: "header-counts" */ '@parts/shared-kernel/shopping-lists'),
  ]);
  await shopQueryClient().fetchQuery(shoppingListsQuery(currentLocale()));
}

/** Header counts: lines in the cart, number of shopping lists (each query publishes its count; a failure was shown by the http client). */
async function loadHeaderCounts(): Promise<void> {
  await Promise.allSettled([refreshCartCount(), refreshShoppingLists()]);
}

/**
 * Keeps storage and header in step with the token; `onSignedOut` runs when a session ends in
 * this page (logout, or a 401 from any call). Returns the unsubscribe function.
 */
export function followSession(onSignedOut: () => void = () => undefined): () => void {
  let previous: string | null | undefined;
  const stopToken = on('auth:token', (token) => {
    try {
      if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage unavailable: the session lasts for this page
    }
    const ended = !token && !!previous;
    previous = token;
    if (token) {
      void loadHeaderCounts();
    } else {
      emit('cart:count', 0);
      emit('shopping-list:count', 0);
      // SPEC section 4: logout clears the saved vehicle data. What an app keeps of the dealer in
      // the browser (the catalogue's current vehicle...) is written as dealer storage, emptied here
      // whether that app's code is loaded or not (also when a page starts signed out: nothing of
      // an earlier dealer stays for the next person at the PC)
      forgetDealerStorage();
    }
    if (ended) {
      // the sticky `vehicle` value too, so no app (loaded now or later) sees the old vehicle
      emit('vehicle', null);
      onSignedOut();
    }
  });
  // signed in or out in another tab: this tab follows
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredToken() || null;
    if (stored !== (lastValue('auth:token') ?? null)) emit('auth:token', stored);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopToken();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Sign out on the server. The token is dropped here whatever the answer; when the server could not
 * record the logout the dealer is told that the session ends here but lives on there until it expires.
 */
export async function logout(): Promise<void> {
  try {
    await http.post('/api/user/logout', undefined, { quiet: true });
  } catch (error) {
    console.warn('Logout call failed; the token is removed anyway', error);
    notify('warning', { key: 'host:logout.notRecorded' }, { title: { key: 'host:logout.notRecordedTitle' } });
  } finally {
    emit('auth:token', null);
  }
}

import { useCallback, useState } from 'react';

/** Where the dealer's choice 'prices at once' is remembered (this browser). */
const PRICES_AT_ONCE_KEY = 'catalog:prices-at-once';

function read(): boolean {
  try {
    return window.localStorage.getItem(PRICES_AT_ONCE_KEY) !== 'false';
  } catch {
    return true; // storage refused: the default
  }
}

/**
 * 'Prices at once': a board asks every part's price and stock when it opens (on by default, where
 * the API has the batch call). The dealer's choice is remembered in this browser.
 */
export function usePricesAtOnce(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(PRICES_AT_ONCE_KEY, String(next));
    } catch {
      // not remembered; this page still follows the choice
    }
  }, []);
  return [on, change];
}

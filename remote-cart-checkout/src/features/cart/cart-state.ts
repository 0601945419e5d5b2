/**
 * The cart as this app holds it (SPEC section 4, "Cart"): the lines, the current customer, the
 * totals, and separate loading flags for the cart and the totals. `cart:count` follows every load.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { emit } from '@parts/shared-kernel';
import { EMPTY_TOTALS_REQUEST } from '../totals/api/totals-request';
import { getTotals, type Totals } from '../totals/api/get-totals';
import type { CartLine } from './api/cart-schemas';
import { getCart } from './api/get-cart';
import { getCurrentCustomer, type CurrentCustomer } from './api/get-current-customer';

/** null until the first load has answered. */
export const cartLinesAtom = atom<CartLine[] | null>(null);
export const cartLoadingAtom = atom(false);
/** The last cart load failed (the notification said why). */
export const cartFailedAtom = atom(false);
export const customerAtom = atom<CurrentCustomer | null>(null);
export const totalsAtom = atom<Totals | null>(null);
export const totalsLoadingAtom = atom(false);

/** A line is unavailable when its price is 0 or less. */
export const isUnavailable = (line: CartLine): boolean => line.Product.Price <= 0;

export const hasUnavailableLines = (lines: readonly CartLine[]): boolean => lines.some(isUnavailable);

/**
 * Loads the cart, then the current customer, then the totals with the customer's first address as
 * shipping and billing address (empty if none). Resolves when the cart lines are in.
 */
export function useLoadCart(): () => Promise<CartLine[] | null> {
  const setLines = useSetAtom(cartLinesAtom);
  const setLoading = useSetAtom(cartLoadingAtom);
  const setFailed = useSetAtom(cartFailedAtom);
  const setCustomer = useSetAtom(customerAtom);
  const setTotals = useSetAtom(totalsAtom);
  const setTotalsLoading = useSetAtom(totalsLoadingAtom);

  return useCallback(async () => {
    setLoading(true);
    let lines: CartLine[];
    try {
      lines = await getCart();
    } catch {
      setFailed(true);
      setLoading(false);
      return null;
    }
    setFailed(false);
    setLines(lines);
    emit('cart:count', lines.length);
    setLoading(false);
    if (lines.length === 0) {
      setTotals(null);
      return lines;
    }
    setTotalsLoading(true);
    try {
      const customer = await getCurrentCustomer();
      setCustomer(customer);
      const firstAddressId = customer.Addresses[0]?.Id ?? '';
      setTotals(await getTotals({ ...EMPTY_TOTALS_REQUEST, ShippingAddressId: firstAddressId, BillingAddressId: firstAddressId }));
    } catch {
      // the failure is shown by the shared notification; the lines stay usable
    } finally {
      setTotalsLoading(false);
    }
    return lines;
  }, [setLines, setLoading, setFailed, setCustomer, setTotals, setTotalsLoading]);
}

export function useCartLines() {
  return {
    lines: useAtomValue(cartLinesAtom),
    loading: useAtomValue(cartLoadingAtom),
    failed: useAtomValue(cartFailedAtom),
    totals: useAtomValue(totalsAtom),
    totalsLoading: useAtomValue(totalsLoadingAtom),
    customer: useAtomValue(customerAtom),
  };
}

import { invalidate, keys, shopQueryClient } from '@parts/shared-kernel/query';

/**
 * After a change to the cart: the lines (and with them `cart:count`) and the totals are asked
 * again; `later`: only marked stale, asked again when next shown (the screen shown is leaving).
 */
export const invalidateCart = (later = false) =>
  later ? shopQueryClient().invalidateQueries({ queryKey: keys.cart, refetchType: 'none' }) : invalidate([keys.cart]);

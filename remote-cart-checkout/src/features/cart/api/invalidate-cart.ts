import type { QueryClient } from '@tanstack/react-query';
import { CART_KEY } from './get-cart';

/**
 * After a change to the cart: the lines (and with them `cart:count`) and the totals are asked
 * again; `later`: only marked stale, asked again when next shown (the screen shown is leaving).
 */
export const invalidateCart = (client: QueryClient, later = false) =>
  client.invalidateQueries({ queryKey: CART_KEY, ...(later ? { refetchType: 'none' as const } : {}) });

/**
 * The cart as the cart and offer screens read it (SPEC section 4, "Cart"): the lines and the
 * current customer (the shop's shared customer query) are asked at once; the totals as soon as
 * both are in (the customer's first address as shipping and billing address, empty if none). A
 * language switch asks again and keeps what is shown until the answers are in.
 */
import { useLocale } from '@parts/shared-kernel';
import { useApiQuery, useCustomer } from '@parts/shared-kernel/query';
import { EMPTY_TOTALS_REQUEST } from '../totals/api/totals-request';
import { keepLastTotals, totalsQuery } from '../totals/api/get-totals';
import type { CartLine } from './api/cart-schemas';
import { cartQuery } from '@parts/shared-kernel/cart';

/** A line is unavailable when its price is 0 or less, or its part was withdrawn from the catalogue (extension feeds). */
export const isUnavailable = (line: CartLine): boolean => line.Product.Price <= 0 || line.Withdrawn !== undefined;

export const hasUnavailableLines = (lines: readonly CartLine[]): boolean => lines.some(isUnavailable);

/** The lines and the customer, asked at once. */
export function useCartAndCustomer() {
  const cart = useApiQuery(cartQuery(useLocale()));
  const customer = useCustomer();
  return { cart, customer };
}

/** The lines, the customer and, once both are in, the totals. */
export function useCart() {
  const locale = useLocale();
  const { cart, customer } = useCartAndCustomer();
  const firstAddressId = customer.data?.Addresses[0]?.Id ?? '';
  const totals = useApiQuery({
    ...totalsQuery({ ...EMPTY_TOTALS_REQUEST, ShippingAddressId: firstAddressId, BillingAddressId: firstAddressId }, locale),
    placeholderData: keepLastTotals,
    enabled: (cart.data?.length ?? 0) > 0 && customer.data !== undefined,
  });
  return { cart, customer, totals };
}

import { invalidate, keys } from '@parts/shared-kernel/query';

/** After a change to the cart (or a failed one): the lines (and with them `cart:count`) and the totals are asked again. */
export const invalidateCart = () => invalidate([keys.cart]);

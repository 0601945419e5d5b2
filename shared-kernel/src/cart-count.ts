import { currentLocale } from './i18n';

/**
 * The header's cart count is the number of lines in the cart. Every app that changes the cart
 * without showing the cart itself asks here: the cart's one query (`cartQuery`,
 * `@parts/shared-kernel/cart`) is fetched through the shop's query client, which publishes the
 * count as `cart:count` and keeps the lines for the cart page. Its code comes when first asked
 * (the kernel on every page stays as light; nobody signed out asks).
 */
export async function refreshCartCount(): Promise<number> {
  const [{ shopQueryClient }, { cartQuery }] = await Promise.all([import('@parts/shared-kernel/query'), import('@parts/shared-kernel/cart')]);
  const lines = await shopQueryClient().fetchQuery(cartQuery(currentLocale()));
  return lines.length;
}

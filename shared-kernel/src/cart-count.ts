import { currentLocale } from './i18n';

/**
 * The header's cart count is the number of lines in the cart. Every app that changes the cart
 * without showing the cart itself asks here: the cart's one query (`cartQuery`,
 * `@parts/shared-kernel/cart`) is fetched through the shop's query client, which publishes the
 * count as `cart:count` and keeps the lines for the cart page. Its code comes when first asked
 * (the kernel on every page stays as light; nobody signed out asks), in one chunk with the
 * shopping lists' query (`header-counts`: the two share their contract fields, and the header asks both).
 */
export async function refreshCartCount(): Promise<number> {
  const [{ shopQueryClient }, { cartQuery }] = await Promise.all([
    import('@parts/shared-kernel/query'),
    import(/* webpackChunkName: "header-counts" */ '@parts/shared-kernel/cart'),
  ]);
  const lines = await shopQueryClient().fetchQuery(cartQuery(currentLocale()));
  return lines.length;
}

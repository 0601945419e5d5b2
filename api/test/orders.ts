import { createIntegrationKey } from '../src/auth/integration-keys';
import { json, type TestShop } from './helpers';

/** The demo's courier and bank transfer with the terms accepted: a checkout that needs no other step. */
export const COURIER = {
  ShippingMethodName: 'Courier DPD',
  PickUpInStoreId: '',
  PaymentMethodSystemName: 'Payments.BankTransfer',
  TermsOfServiceOnOrderConfirmPage: true,
};

export interface PlacedOrder {
  Id: number;
  OrderNumber: string;
  /** The order's line ids by part number. */
  lines: Record<string, number>;
}

/**
 * A dealer's order placed through the dealer's API, as the shop's screens place it: the cart
 * emptied, these parts added (part number -> quantity, or one of each), then ConfirmCheckout by
 * courier and bank transfer at the dealer's first address (`checkout`: more of its fields, e.g. Vor),
 * in `language`. Throws when no order is placed.
 */
export async function placeOrder(
  shop: TestShop,
  token: string,
  parts: Readonly<Record<string, number>> | readonly string[],
  { language, checkout = {} }: { language?: 'pl' | 'en'; checkout?: Record<string, unknown> } = {},
): Promise<PlacedOrder> {
  await shop.call('POST', '/api/ShoppingCart/ClearCart', { token, body: {} });
  const quantities: [string, number][] = Array.isArray(parts)
    ? parts.map((sku: string): [string, number] => [sku, 1])
    : Object.entries(parts);
  for (const [sku, quantity] of quantities) {
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }),
    );
    const added = await shop.call('POST', '/api/Level4/AddItem', {
      token,
      body: { ProductId: found.SimpleProduct.Id, Quantity: quantity },
    });
    if (added.statusCode !== 200) throw new Error(`AddItem ${sku}: ${added.body}`);
  }
  const addressId = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token })).Addresses[0]?.Id;
  const confirmed = json<{ PlacedOrder: { Id: number; OrderNumber: string } | null; Errors?: string[] }>(
    await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
      token,
      ...(language && { headers: { 'accept-language': language } }),
      body: { ...COURIER, BillingAddressId: addressId, ShippingAddressId: addressId, ...checkout },
    }),
  );
  if (!confirmed.PlacedOrder) throw new Error(`no order placed: ${(confirmed.Errors ?? []).join(' ')}`);
  const db = await shop.database();
  const rows = await db.selectFrom('order_items').select(['id', 'sku']).where('order_id', '=', confirmed.PlacedOrder.Id).execute();
  return { ...confirmed.PlacedOrder, lines: Object.fromEntries(rows.map((row) => [row.sku, row.id])) };
}

/** An integration key of the importer's ERP with these scopes, as `pnpm integration:key create` makes one. */
export async function erpKey(shop: TestShop, scopes: readonly string[]): Promise<string> {
  return (await createIntegrationKey(await shop.database(), { name: 'ERP', scopes: [...scopes] }, Date.now())).key;
}

/** The ERP's write with its key; fails the test unless it is answered 200. */
export async function erpPost(shop: TestShop, key: string, path: string, body: unknown) {
  const response = await shop.call('POST', path, { headers: { 'x-api-key': key }, body });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response;
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from './test';
import { ROOT, type RunningShop } from './shop';
import { auth, cartWith } from './shop-api';

/**
 * The importer's ERP in the journeys (issue 40): a key made by `pnpm integration:key` as an operator
 * makes one, the integration API's calls with an Idempotency-Key on every write (docs/integration.md),
 * an order placed through the dealer's API, and the text of a downloaded PDF.
 */

/** `pnpm integration:key create` against the running shop's database, as an operator runs it: the key it prints once. */
export function integrationKey(shop: RunningShop, scopes: readonly string[]): string {
  const result = spawnSync('pnpm', ['-s', 'integration:key', 'create', '--name', 'ERP e2e', '--scopes', scopes.join(',')], {
    cwd: ROOT,
    env: { ...process.env, DB_FILE: shop.dbFile },
    encoding: 'utf8',
  });
  const key = /^pk_int_\S+$/m.exec(result.stdout)?.[0];
  if (result.status !== 0 || !key) throw new Error(`integration:key: ${result.stdout}\n${result.stderr}`);
  return key;
}

/** A calendar day (YYYY-MM-DD, UTC) `offset` days from today. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const cents = (value: number) => Math.round(value * 100) / 100;

export interface FeedOrder {
  Id: number;
  Lines: { LineId: number; Sku: string; ProductName: string; Quantity: number; UnitPrice: number }[];
}

/** The ERP's side: every write with an Idempotency-Key, as docs/integration.md asks. */
export function erp(request: APIRequestContext, key: string) {
  let sent = 0;
  return {
    get: async <T>(address: string): Promise<T> => {
      const response = await request.get(address, { headers: { 'x-api-key': key } });
      expect(response.status(), address).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T = unknown>(address: string, data: unknown): Promise<T> => {
      sent += 1;
      const response = await request.post(address, {
        headers: { 'x-api-key': key, 'idempotency-key': `e2e-${Date.now()}-${sent}` },
        data,
      });
      expect(response.status(), `${address}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
  };
}

/** A dealer's order of `lines` (SKU, quantity) placed through the API, by courier and bank transfer: its id. */
export async function placeOrder(request: APIRequestContext, token: string, lines: [string, number][]): Promise<number> {
  await cartWith(request, token, lines);
  const customer = (await (await request.get('/api/Customer/get', { headers: auth(token) })).json()) as { Addresses: { Id: number }[] };
  const addressId = customer.Addresses[0]?.Id;
  const placed = await request.post('/api/ShoppingCart/ConfirmCheckout', {
    headers: auth(token),
    data: {
      ShippingMethodName: 'Courier DPD',
      PickUpInStoreId: '',
      PaymentMethodSystemName: 'Payments.BankTransfer',
      TermsOfServiceOnOrderConfirmPage: true,
      BillingAddressId: addressId,
      ShippingAddressId: addressId,
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { PlacedOrder: { Id: number } }).PlacedOrder.Id;
}

/** The text of a PDF file, read by pdf-parse in a process of its own (api/test/pdf-text.mjs, as the API tests read it). */
export function pdfText(file: string): string {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'api', 'test', 'pdf-text.mjs'), file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdf-text: ${result.stderr}`);
  return result.stdout;
}

import { createIntegrationKey } from '../src/auth/integration-keys';
import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { COURIER } from './orders';

/**
 * Stock reserved by orders (issue 40, item 4): an order placed takes what it orders from the stock
 * every dealer sees (ProductStock and its batch, the product page, the cart) until the ERP reports it
 * shipped or cancelled; the feeds' figure is the warehouse's own, the reservations still open are
 * taken from it. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
const PART = '99110000001';

interface Stock {
  WarehouseInventory: { WarehouseId: number; StockQuantity: number }[];
}

describe('an order reserves the stock it takes until it is shipped', () => {
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  let other: string;
  let partId: number;
  let warehouses: number[];
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    erp = (await createIntegrationKey(db, { name: 'ERP', scopes: ['orders:read', 'orders:write', 'shipments:write'] }, Date.now())).key;
    dealer = await shop.login(DEALER);
    other = await shop.login(DEALER2);
    partId = (await db.selectFrom('products').select('id').where('sku', '=', PART).executeTakeFirstOrThrow()).id;
    warehouses = (await db.selectFrom('warehouses').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
  });
  afterAll(async () => shop.close());

  /** The warehouses' own figures, as a stock feed sets them. */
  async function feedStock(quantities: readonly number[]): Promise<void> {
    const db = await shop.database();
    await db.deleteFrom('warehouse_stock').where('product_id', '=', partId).execute();
    await db
      .insertInto('warehouse_stock')
      .values(quantities.map((quantity, index) => ({ product_id: partId, warehouse_id: warehouses[index] ?? 0, quantity })))
      .execute();
  }

  async function placeOrder(quantity: number): Promise<{ orderId: number; lineId: number }> {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer, body: {} });
    await shop.call('POST', '/api/Level4/AddItem', {
      token: dealer,
      body: { marke: 'NS', produktart: 'PKW', ProductId: partId, Quantity: quantity },
    });
    const customer = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealer }));
    const addressId = customer.Addresses[0]?.Id;
    const confirmed = json<{ PlacedOrder: { Id: number } | null; Errors: string[] }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
        token: dealer,
        body: { ...COURIER, BillingAddressId: addressId, ShippingAddressId: addressId },
      }),
    );
    expect(confirmed.Errors).toEqual([]);
    const orderId = confirmed.PlacedOrder?.Id ?? 0;
    const db = await shop.database();
    const line = await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    return { orderId, lineId: line.id };
  }

  /** What the other dealer sees of the part: ProductStock, its batch, the product page and the cart line. */
  async function seen(): Promise<{ stock: number; batch: number; page: number; cart: number | undefined }> {
    const total = (stock: Stock): number => stock.WarehouseInventory.reduce((sum, row) => sum + row.StockQuantity, 0);
    const stock = json<Stock>(await shop.call('POST', '/api/level4/ProductStock', { token: other, body: { sku: PART } }));
    const batch = json<Stock[]>(await shop.call('POST', '/api/level4/ProductStock/Batch', { token: other, body: [{ sku: PART }] }));
    const page = json<Stock>(await shop.call('GET', `/api/Product('${partId}')`, { token: other }));
    const cart = json<{ Product: { Id: number }; Stock?: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token: other }));
    return {
      stock: total(stock),
      batch: total(batch[0] ?? { WarehouseInventory: [] }),
      page: total(page),
      cart: cart.find((line) => line.Product.Id === partId)?.Stock,
    };
  }

  const post = (path: string, body: unknown) => shop.call('POST', path, { headers: { 'x-api-key': erp }, body });

  it('every dealer sees the stock less what is ordered and not yet shipped; shipments and cancellations release it', async () => {
    await feedStock([3, 2]);
    // the other dealer has the part in the cart: the line shows its stock
    await shop.call('POST', '/api/Level4/AddItem', { token: other, body: { ProductId: partId, Quantity: 1 } });
    expect(await seen()).toEqual({ stock: 5, batch: 5, page: 5, cart: 5 });

    const { orderId, lineId } = await placeOrder(4);
    expect(await seen()).toEqual({ stock: 1, batch: 1, page: 1, cart: 1 });
    // a second order takes what is left; the part beyond it reserves nothing (a backorder) and no figure goes below 0
    const second = await placeOrder(1);
    expect(await seen()).toEqual({ stock: 0, batch: 0, page: 0, cart: 0 });
    const stockRows = json<Stock>(await shop.call('POST', '/api/level4/ProductStock', { token: other, body: { sku: PART } }));
    expect(stockRows.WarehouseInventory.map((row) => row.StockQuantity)).toEqual([0, 0]);

    // the ERP ships 2 of the 4: they leave the reservation (the warehouse's figure still counts them until the next feed)
    const shipped = await post(`/api/integration/orders/${orderId}/shipments`, {
      DeliveryNote: `WZ/${orderId}/1`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      Lines: [{ LineId: lineId, Quantity: 2 }],
    });
    expect(shipped.statusCode).toBe(200);
    expect((await seen()).stock).toBe(2);
    // a feed says what the warehouses hold (a delivery came in): the 3 still reserved are taken from its figures
    await feedStock([10, 10]);
    expect(await seen()).toEqual({ stock: 17, batch: 17, page: 17, cart: 17 });

    // the rest of the line cancelled, and the second order shipped: nothing is reserved any more
    const cancelled = await post(`/api/integration/orders/${orderId}/lines`, {
      Lines: [{ LineId: lineId, State: 'cancelled', Reason: 'No longer supplied', OccurredAt: '2026-11-29T10:00:00Z' }],
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await seen()).stock).toBe(19);
    await post(`/api/integration/orders/${second.orderId}/shipments`, {
      DeliveryNote: `WZ/${second.orderId}/1`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      Lines: [{ LineId: second.lineId, Quantity: 1 }],
    });
    expect(await seen()).toEqual({ stock: 20, batch: 20, page: 20, cart: 20 });
    const db = await shop.database();
    expect(await db.selectFrom('stock_reservations').selectAll().execute()).toEqual([]);
  });
});

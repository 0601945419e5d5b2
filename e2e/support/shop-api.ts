import { expect, type APIRequestContext } from '@playwright/test';

/**
 * What journeys ask of the API directly to set a scene (a cart, the dealer's orders), so each
 * journey's own steps stay what a dealer does.
 */

/** The headers of a signed-in call. */
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function clearCart(request: APIRequestContext, token: string): Promise<void> {
  expect((await request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) })).ok()).toBeTruthy();
}

/** Adds a part, found by its number, as the catalogue does. */
export async function addToCart(request: APIRequestContext, token: string, sku: string, quantity: number): Promise<void> {
  const found = await request.post('/api/Level4Product/Find', { headers: auth(token), data: { Sku: sku } });
  const productId = ((await found.json()) as { SimpleProduct: { Id: number } }).SimpleProduct.Id;
  const added = await request.post('/api/Level4/AddItem', {
    headers: auth(token),
    data: { marke: 'NS', produktart: 'PKW', ProductId: productId, Quantity: quantity },
  });
  expect(added.ok()).toBeTruthy();
}

/** The cart's lines as the API has them: part number and quantity. */
export async function cartLines(request: APIRequestContext, token: string): Promise<[string, number][]> {
  const lines = (await (await request.get('/api/Level4/Cart', { headers: auth(token) })).json()) as {
    Product: { Sku: string };
    Quantity: number;
  }[];
  return lines.map((line) => [line.Product.Sku, line.Quantity]);
}

/** The cart emptied, then filled with these lines. */
export async function cartWith(request: APIRequestContext, token: string, lines: [string, number][]): Promise<void> {
  await clearCart(request, token);
  for (const [sku, quantity] of lines) await addToCart(request, token, sku, quantity);
}

export interface OrderListEntry {
  Id: number;
  OrderNumber: string | number;
  OrderStatus: string;
}

/** The dealer's orders, newest first, as the order history lists them. */
export async function ordersOf(request: APIRequestContext, token: string): Promise<OrderListEntry[]> {
  const response = await request.get('/api/Order/List', { headers: auth(token) });
  return ((await response.json()) as { Orders: OrderListEntry[] }).Orders;
}

/** A dealer of a journey's own, registered as Ewa Zielińska of Zielińska Serwis (the demo dealers stay as the other journeys know them). */
export async function registerDealer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/Customer/register', {
    data: {
      Email: email,
      Password: Buffer.from(password, 'utf8').toString('base64'),
      FirstName: 'Ewa',
      LastName: 'Zielińska',
      Company: 'Zielińska Serwis',
      StreetAddress: 'ul. Polna 3',
      StreetAddress2: 'hala 1',
      ZipPostalCode: '00-950',
      City: 'Warszawa',
      CountryId: '1',
      StateProvinceId: '7',
      Phone: '+48 600 200 300',
      Newsletter: false,
      VatNumber: '',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

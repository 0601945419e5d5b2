import { readdirSync } from 'node:fs';
import { importFeed } from '../src/feeds/import';
import { DEALER, json, startShop } from './helpers';
import { deltaFeed, editFile, EXAMPLE_FEED, exampleCopy } from './feeds';

/**
 * Issue 39, item 3 (extension feeds): a part a feed withdraws stays in the dealer's cart and lists,
 * shown withdrawn with the replacement the feed names; checkout refuses it, naming it.
 */
interface Line {
  Product: { Id: number; Sku: string; Name: string };
  Quantity: number;
  Withdrawn?: { ReplacedBy: { Id: number; Sku: string; Name: string } | null };
}
interface List {
  Id: number;
  Name: string;
  Items: { ProductId: number; Sku: string; Name: string; Quantity: number; Withdrawn?: Line['Withdrawn'] }[];
}
interface Confirmed {
  Success: boolean;
  Errors: string[];
}

const COURIER = {
  BillingAddressId: 1,
  ShippingAddressId: 1,
  ShippingMethodName: 'Courier DPD',
  PaymentMethodSystemName: 'Payments.BankTransfer',
  TermsOfServiceOnOrderConfirmPage: true,
};

const WITHDRAW_0007 = () => deltaFeed({ 'withdrawn.csv': 'number;replacement\n99110000007;99110000001\n' });

/** The example feed without the part `sku` (every line naming it dropped). */
function exampleWithout(sku: string): string {
  const feed = exampleCopy();
  for (const file of readdirSync(feed).filter((name) => name.endsWith('.csv'))) {
    editFile(feed, file, (text) =>
      text
        .split('\n')
        .filter((line) => !line.includes(sku))
        .join('\n'),
    );
  }
  return feed;
}

async function dealerShop(extensions?: ServerExtensions) {
  const shop = await startShop(extensions === undefined ? {} : { extensions });
  const token = await shop.login(DEALER);
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, language = 'en') =>
    shop.call(method, url, { token, body, headers: { 'accept-language': language } });
  const db = await shop.database();
  expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
  const idOf = async (sku: string) => (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  await call('POST', '/api/ShoppingCart/ClearCart');
  for (const sku of ['99110000007', '99110000006']) await call('POST', '/api/Level4/AddItem', { ProductId: await idOf(sku), Quantity: 1 });
  const list = json<List>(
    await call('POST', '/api/ShoppingList', {
      Name: 'Service',
      Items: [
        { Sku: '99110000007', Quantity: 2 },
        { Sku: '99110000013', Quantity: 4 },
      ],
    }),
  );
  const cart = async (language = 'en') => json<Line[]>(await call('GET', '/api/Level4/Cart', undefined, language));
  const lists = async (language = 'en') => json<List[]>(await call('GET', '/api/ShoppingList', undefined, language));
  const listOf = async (language = 'en') => (await lists(language)).find((found) => found.Id === list.Id);
  return { shop, db, call, idOf, cart, listOf };
}
type ServerExtensions = NonNullable<Parameters<typeof startShop>[0]>['extensions'];

describe('a part withdrawn by a feed, in the cart and a shopping list', () => {
  let dealer: Awaited<ReturnType<typeof dealerShop>>;
  beforeAll(async () => {
    dealer = await dealerShop();
  });
  afterAll(() => dealer.shop.close());

  it('a delta withdrawing a part: shown withdrawn with its replacement, checkout refuses it; the replacement goes through', async () => {
    const { db, call, idOf, cart, listOf } = dealer;
    expect((await cart()).map((line) => line.Withdrawn)).toEqual([undefined, undefined]);
    expect((await importFeed(db, WITHDRAW_0007())).problems).toEqual([]);

    // the line stays as it was (not moved to the replacement behind the dealer's back), marked withdrawn
    const lines = await cart();
    expect(lines.map((line) => [line.Product.Sku, line.Quantity, line.Withdrawn])).toEqual([
      ['99110000007', 1, { ReplacedBy: { Id: await idOf('99110000001'), Sku: '99110000001', Name: 'Oil filter element' } }],
      ['99110000006', 1, undefined],
    ]);
    expect((await cart('pl'))[0]?.Withdrawn?.ReplacedBy?.Name).toBe('Wkład filtra oleju');
    expect((await listOf())?.Items.map((item) => [item.Sku, item.Quantity, item.Withdrawn?.ReplacedBy?.Sku ?? null])).toEqual([
      ['99110000007', 2, '99110000001'],
      ['99110000013', 4, null],
    ]);
    expect((await listOf())?.Items[1]?.Withdrawn).toBeUndefined();

    const refused = json<Confirmed>(await call('POST', '/api/ShoppingCart/ConfirmCheckout', COURIER));
    expect(refused).toMatchObject({ Success: false });
    expect(refused.Errors).toEqual([
      '99110000007 Oil filter element, diesel engine: Withdrawn from the catalogue, replaced by 99110000001. Remove it from the cart.',
    ]);
    const inPolish = json<Confirmed>(await call('POST', '/api/ShoppingCart/ConfirmCheckout', COURIER, 'pl'));
    expect(inPolish.Errors).toEqual([
      '99110000007 Wkład filtra oleju, silnik wysokoprężny: Wycofana z katalogu, zastąpiona przez 99110000001. Usuń ją z koszyka.',
    ]);
    expect(await cart()).toHaveLength(2);

    // the dealer takes the replacement and removes the withdrawn line: the order goes through
    await call('POST', '/api/Level4/AddItem', { ProductId: await idOf('99110000001'), Quantity: 1 });
    await call('POST', '/api/ShoppingCart/DeleteItem', { ProductId: await idOf('99110000007'), Quantity: 0 });
    expect(json<Confirmed>(await call('POST', '/api/ShoppingCart/ConfirmCheckout', COURIER))).toMatchObject({ Success: true, Errors: [] });
  });

  it('a full feed without a part a list names: the part stays, withdrawn without a replacement; a feed with it brings it back', async () => {
    const { db, listOf } = dealer;
    expect((await importFeed(db, exampleWithout('99110000013'))).problems).toEqual([]);
    const items = (await listOf())?.Items ?? [];
    expect(items.map((item) => [item.Sku, item.Name, item.Quantity, item.Withdrawn])).toEqual([
      ['99110000007', 'Oil filter element, diesel engine', 2, undefined],
      ['99110000013', 'Hexagon bolt M6x30', 4, { ReplacedBy: null }],
    ]);
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    expect((await listOf())?.Items.map((item) => item.Withdrawn)).toEqual([undefined, undefined]);
  });
});

describe('without the extension feeds', () => {
  it('answers the spec’s cart line and list item, without Withdrawn', async () => {
    const dealer = await dealerShop([]);
    try {
      expect((await importFeed(dealer.db, WITHDRAW_0007())).problems).toEqual([]);
      const [line] = await dealer.cart();
      expect(line?.Product.Sku).toBe('99110000007');
      expect(line && 'Withdrawn' in line).toBe(false);
      expect((await dealer.listOf())?.Items.some((item) => 'Withdrawn' in item)).toBe(false);
    } finally {
      await dealer.shop.close();
    }
  });
});

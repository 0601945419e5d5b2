import type { Offer, OfferList, OfferToCart } from '@parts/contract/offers';
import { mailOutboxState } from '../src/domain/mail';
import { eventually } from './eventually';
import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';

/**
 * Extension saved-offers (issue 42, item 1): a dealer's customer offers kept on the server, numbered
 * per dealer and year, found by customer, VIN and number, copied, mailed as PDF through the outbox
 * and turned into the cart with today's prices; another dealer's offer is 404; the input's bounds
 * answered 400; without the extension its calls are 404. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

const NOW = Date.parse('2026-03-10T10:00:00Z');

const offerBody = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Brakes for Mr Kowalski',
  Comment: 'Pads and discs',
  CustomerName: 'Jan Żółkiewski',
  CustomerPhone: '+48 600 100 200',
  CustomerEmail: 'jan@example.com',
  CustomerVatNumber: 'PL5260001246',
  Vehicle: 'WBA12345678901234',
  OrderDiscount: -10,
  ValidUntil: '2026-03-24',
  Lines: [
    { Sku: '99110000001', Quantity: 2, Discount: 5 },
    { Sku: '99340000002', Quantity: 1, Discount: 0 },
  ],
  ...overrides,
});

describe('extension saved-offers', () => {
  let shop: TestShop;
  let mailbox: Mailbox;
  let dealer: string;
  let dealer2: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ clock: () => NOW, mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
    [dealer, dealer2] = await Promise.all([shop.login(DEALER), shop.login(DEALER2)]);
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  const save = (token: string, body: object, language = 'en') =>
    shop.call('POST', '/api/Offer', { token, body, headers: { 'accept-language': language } });
  const list = async (token: string, query: string) => json<OfferList>(await shop.call('GET', `/api/Offer?${query}`, { token }));

  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('saved-offers');
  });

  it("saves an offer numbered in the dealer's sequence of the year, priced by the server for the dealer, and opens it again", async () => {
    const first = json<Offer>(
      await save(dealer, { ...offerBody(), Lines: [{ Sku: '99110000001', Quantity: 2, Discount: 5, Price: 0.01 }] }),
    );
    const second = json<Offer>(await save(dealer, offerBody({ Name: 'Second' })));
    expect(first.Number).toMatch(/^OF\/2026\/\d{4}$/);
    expect(Number(second.Number.slice(-4))).toBe(Number(first.Number.slice(-4)) + 1);
    // another dealer counts their own offers from 1
    const theirs = json<Offer>(await save(dealer2, offerBody({ Name: 'Theirs' })));
    expect(theirs.Number).toBe('OF/2026/0001');

    expect(
      (await shop.call('POST', '/api/Level4/AddItem', { token: dealer, body: { ProductId: first.Lines[0]!.ProductId, Quantity: 1 } }))
        .statusCode,
    ).toBe(200);
    const cartLines = json<{ Product: { Sku: string; Price: number; OldPrice: number; Discount: number } }[]>(
      await shop.call('GET', '/api/Level4/Cart', { token: dealer }),
    );
    const asInCart = cartLines.find((line) => line.Product.Sku === '99110000001')!;
    // the price a client sends is not taken: the line has the dealer's price as the cart has it
    expect(first.Lines[0]).toMatchObject({
      Sku: '99110000001',
      Quantity: 2,
      Discount: 5,
      Price: asInCart.Product.Price,
      OldPrice: asInCart.Product.OldPrice,
      OwnDiscount: asInCart.Product.Discount,
    });
    expect(first.Lines[0]!.Name).not.toBe('');
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });

    const opened = json<Offer>(await shop.call('GET', `/api/Offer/${first.Id}`, { token: dealer }));
    expect(opened).toEqual(first);
    expect(opened).toMatchObject({
      CustomerName: 'Jan Żółkiewski',
      CustomerVatNumber: 'PL5260001246',
      Vehicle: 'WBA12345678901234',
      OrderDiscount: -10,
      ValidUntil: '2026-03-24',
      Comment: 'Pads and discs',
    });

    const changed = json<Offer>(
      await shop.call('PUT', `/api/Offer/${first.Id}`, {
        token: dealer,
        body: offerBody({ Name: 'Renamed', Lines: [{ Sku: '99340000002', Quantity: 3 }] }),
      }),
    );
    expect(changed).toMatchObject({ Id: first.Id, Number: first.Number, Name: 'Renamed' });
    expect(changed.Lines.map((line) => [line.Sku, line.Quantity, line.Discount])).toEqual([['99340000002', 3, 0]]);
  });

  it("answers 404 for another dealer's offer, whatever is asked of it, and lists none of it", async () => {
    const mine = json<Offer>(await save(dealer, offerBody({ Name: 'Mine only', CustomerName: 'Private Person' })));
    for (const [method, path, body] of [
      ['GET', `/api/Offer/${mine.Id}`, undefined],
      ['PUT', `/api/Offer/${mine.Id}`, offerBody()],
      ['POST', `/api/Offer/${mine.Id}/Copy`, undefined],
      ['POST', `/api/Offer/${mine.Id}/Mail`, {}],
      ['POST', `/api/Offer/${mine.Id}/Cart`, undefined],
    ] as const) {
      expect([method, path, (await shop.call(method, path, { token: dealer2, body })).statusCode]).toEqual([method, path, 404]);
    }
    expect((await list(dealer2, 'q=Private')).Total).toBe(0);
    expect((await list(dealer, 'q=Private')).Total).toBe(1);
    expect(json<Offer>(await shop.call('GET', `/api/Offer/${mine.Id}`, { token: dealer })).Name).toBe('Mine only');
    expect((await shop.call('GET', '/api/Offer', {})).statusCode).toBe(401);
  });

  it('answers 400 to what is out of bounds', async () => {
    const tooMany = Array.from({ length: 501 }, () => ({ Sku: '99110000001', Quantity: 1 }));
    const cases: [string, object, string][] = [
      ['no name', offerBody({ Name: '  ' }), 'Name'],
      ['a long name', offerBody({ Name: 'x'.repeat(101) }), 'Name'],
      ['no customer', offerBody({ CustomerName: '' }), 'CustomerName'],
      ['neither phone nor e-mail', offerBody({ CustomerPhone: '', CustomerEmail: '' }), 'CustomerPhone'],
      ['a wrong e-mail', offerBody({ CustomerEmail: 'nope' }), 'CustomerEmail'],
      ['a discount above 100', offerBody({ Lines: [{ Sku: '99110000001', Quantity: 1, Discount: 100.5 }] }), 'Lines.0.Discount'],
      ['a negative discount', offerBody({ Lines: [{ Sku: '99110000001', Quantity: 1, Discount: -1 }] }), 'Lines.0.Discount'],
      ['a quantity of 0', offerBody({ Lines: [{ Sku: '99110000001', Quantity: 0 }] }), 'Lines.0.Quantity'],
      ['a positive order discount', offerBody({ OrderDiscount: 5 }), 'OrderDiscount'],
      ['no date', offerBody({ ValidUntil: 'soon' }), 'ValidUntil'],
      ['too many lines', offerBody({ Lines: tooMany }), 'Lines'],
      [
        'an unknown part',
        offerBody({
          Lines: [
            { Sku: '99110000001', Quantity: 1 },
            { Sku: 'NOPE-1', Quantity: 1 },
          ],
        }),
        'Lines.1.Sku',
      ],
    ];
    for (const [what, body, field] of cases) {
      const response = await save(dealer, body);
      expect([what, response.statusCode]).toEqual([what, 400]);
      expect([what, Object.keys(json<{ errors: Record<string, string[]> }>(response).errors)]).toEqual([
        what,
        expect.arrayContaining([field]),
      ]);
    }
    expect((await shop.call('GET', '/api/Offer/99999999999', { token: dealer })).statusCode).toBe(400);
    expect((await shop.call('GET', '/api/Offer?pageSize=51', { token: dealer })).statusCode).toBe(400);
    expect((await shop.call('GET', `/api/Offer?q=${'x'.repeat(101)}`, { token: dealer })).statusCode).toBe(400);
  });

  it("finds offers by the customer's name (any case, Polish letters), the VIN and the number, a page at a time", async () => {
    const found = await shop.login({ email: 'dealer@example.com', password: DEALER.password });
    const a = json<Offer>(await save(found, offerBody({ CustomerName: 'Grzegorz Brzęczyszczykiewicz', Vehicle: 'WF0AXXGCDA1234567' })));
    const b = json<Offer>(await save(found, offerBody({ CustomerName: 'Anna Nowak', Vehicle: 'KR 12345' })));
    expect((await list(found, 'q=brzęCZYSZCZYKIEWICZ')).Offers.map((o) => o.Id)).toEqual([a.Id]);
    expect((await list(found, 'q=gcda1234')).Offers.map((o) => o.Id)).toEqual([a.Id]);
    expect((await list(found, `q=${encodeURIComponent(b.Number)}`)).Offers.map((o) => o.Id)).toEqual([b.Id]);
    expect((await list(found, 'q=anna%20nowak')).Offers[0]).toMatchObject({
      Id: b.Id,
      CustomerName: 'Anna Nowak',
      Vehicle: 'KR 12345',
      Lines: 2,
    });
    // % and _ are letters in a search, not wildcards
    expect((await list(found, 'q=%25')).Total).toBe(0);

    const all = await list(found, 'pageSize=2');
    expect(all.Total).toBeGreaterThanOrEqual(3);
    expect(all.Offers).toHaveLength(2);
    const second = await list(found, 'pageSize=2&page=2');
    expect(second.Offers.map((o) => o.Id)).not.toContain(all.Offers[0]!.Id);
    expect(second).toMatchObject({ Page: 2, PageSize: 2, Total: all.Total });
  });

  it('copies an offer under the next number, the same customer and lines, valid as long from today', async () => {
    const original = json<Offer>(await save(dealer, offerBody({ Name: 'To copy' })));
    const copy = json<Offer>(await shop.call('POST', `/api/Offer/${original.Id}/Copy`, { token: dealer }));
    expect(copy.Id).not.toBe(original.Id);
    expect(Number(copy.Number.slice(-4))).toBe(Number(original.Number.slice(-4)) + 1);
    expect(copy).toMatchObject({ Name: 'To copy', CustomerName: original.CustomerName, Lines: original.Lines, ValidUntil: '2026-03-24' });
  });

  it("mails the offer to its customer as a PDF through the outbox, in the dealer's language", async () => {
    const saved = json<Offer>(await save(dealer, offerBody({ CustomerEmail: 'klient@example.com' })));
    const mailed = await shop.call('POST', `/api/Offer/${saved.Id}/Mail`, {
      token: dealer,
      body: {},
      headers: { 'accept-language': 'pl' },
    });
    expect(mailed.statusCode).toBe(200);
    await eventually('the outbox to empty', async () => {
      await shop.app.mailWorker.runOnce();
      return (await mailOutboxState(await shop.database(), NOW)).pending === 0;
    });
    const mail = await mailbox.waitFor((m) => m.to.includes('klient@example.com'));
    expect(mail.subject).toContain(`Oferta ${saved.Number}`);
    expect(mail.text).toContain('Oferta jest ważna do 24.03.2026');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${saved.Number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // to another address when one is given; an offer without an e-mail needs one
    const noEmail = json<Offer>(await save(dealer, offerBody({ CustomerEmail: '' })));
    const refused = await shop.call('POST', `/api/Offer/${noEmail.Id}/Mail`, { token: dealer, body: {} });
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toHaveProperty('Email');
    expect(
      (await shop.call('POST', `/api/Offer/${noEmail.Id}/Mail`, { token: dealer, body: { Email: 'other@example.com' } })).statusCode,
    ).toBe(200);
    await shop.app.mailWorker.runOnce();
    const other = await mailbox.waitFor((m) => m.to.includes('other@example.com'));
    expect(other.subject).toContain(`Offer ${noEmail.Number}`);
  });

  it("turns an offer into the cart with the dealer's prices of today, naming each price that changed", async () => {
    const token = await shop.login(DEALER);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
    const saved = json<Offer>(await save(token, offerBody()));
    const changedLine = saved.Lines[0]!;
    const db = await shop.database();
    const { price } = await db.selectFrom('products').select('price').where('id', '=', changedLine.ProductId).executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ price: Number(price) + 100 })
      .where('id', '=', changedLine.ProductId)
      .execute();
    try {
      const result = json<OfferToCart>(await shop.call('POST', `/api/Offer/${saved.Id}/Cart`, { token }));
      expect(result.Changes).toHaveLength(1);
      expect(result.Changes[0]).toMatchObject({ Sku: changedLine.Sku, Before: changedLine.Price });
      expect(result.Changes[0]!.After).toBeGreaterThan(changedLine.Price);
      const cart = json<{ Product: { Sku: string }; Quantity: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
      expect(cart.map((line) => [line.Product.Sku, line.Quantity])).toEqual(
        expect.arrayContaining(saved.Lines.map((line) => [line.Sku, line.Quantity])),
      );
    } finally {
      await db.updateTable('products').set({ price }).where('id', '=', changedLine.ProductId).execute();
    }
  });
});

describe('without the extension saved-offers', () => {
  it('answers 404 to its calls and does not list it', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      expect(json<{ extensions: string[] }>(await plain.call('GET', '/api/config')).extensions).not.toContain('saved-offers');
      expect((await plain.call('GET', '/api/Offer', { token })).statusCode).toBe(404);
      expect((await plain.call('POST', '/api/Offer', { token, body: offerBody() })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

import { languageOf } from '../src/i18n/language';
import { json, startShop, type TestShop } from './helpers';

/** docs/architecture.md "Language of data": names, texts and messages in the Accept-Language's language, default pl. */
let shop: TestShop;
let dealer: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login();
});
afterAll(() => shop.close());

type Language = 'pl' | 'en' | 'none';
/** A call in a language: 'none' sends no Accept-Language at all (the helper's English default is removed). */
const call = (language: Language | string, method: 'GET' | 'POST', url: string, body?: unknown, token: string | undefined = dealer) =>
  shop.app.inject({
    method,
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(language !== 'none' && { 'accept-language': language }) },
    ...(body !== undefined && { payload: body as object }),
  });

const partName = async (language: Language | string) =>
  json<{ SimpleProduct: { Name: string } }>(await call(language, 'POST', '/api/Level4Product/Find', { Sku: '99110000001' })).SimpleProduct
    .Name;
const rootCategories = async (language: Language) =>
  json<{ Name: string }[]>(await call(language, 'POST', '/api/Level4Category/List', { id: 0, category: 'PKW' })).map((c) => c.Name);
const countries = async (language: Language) =>
  json<{ Name: string }[]>(await call(language, 'GET', '/api/country', undefined, undefined)).map((c) => c.Name);
const paymentMethods = async (language: Language) =>
  json<{ PaymentMethods: { Name: string; AvailableShipments: string[] }[] }>(
    await call(language, 'GET', '/api/ShoppingCart/PaymentMethods'),
  ).PaymentMethods;

describe('the demo data in Polish with English translations', () => {
  it.each([
    ['pl', 'Wkład filtra oleju', 'Silnik', 'Polska', 'Przelew (przedpłata)'],
    ['none', 'Wkład filtra oleju', 'Silnik', 'Polska', 'Przelew (przedpłata)'],
    ['en', 'Oil filter element', 'Engine', 'Poland', 'Bank transfer (prepayment)'],
  ] as const)('answers %s: part, category, country and payment method', async (language, part, category, country, payment) => {
    expect(await partName(language)).toBe(part);
    expect((await rootCategories(language))[0]).toBe(category);
    expect((await countries(language))[0]).toBe(country);
    expect((await paymentMethods(language)).map((method) => method.Name)).toContain(payment);
  });

  it('names a board, its parts, attributes and comments in the language asked for', async () => {
    const find = async (language: Language) =>
      json<{ Boards: { Id: number; Name: string }[] }>(await call(language, 'POST', '/api/Level4Product/Find', { Sku: '99110000001' }))
        .Boards;
    const [boardPl] = await find('pl');
    const [boardEn] = await find('en');
    expect(boardPl?.Name).toBe('Filtr oleju');
    expect(boardEn?.Name).toBe('Oil filter');
    type Board = { Products: { Sku: string; Name: string; Attributes: Record<string, string[]>; CommentAfter: string | null }[] };
    const board = async (language: Language) => json<Board>(await call(language, 'POST', '/api/Level4Product/Board', { id: boardPl?.Id }));
    const element = (b: Board) => b.Products.find((product) => product.Sku === '99110000001');
    const housing = (b: Board) => b.Products.find((product) => product.Sku === '99110000002');
    const pl = await board('pl');
    const en = await board('en');
    expect(element(pl)?.Attributes).toMatchObject({ Ilość: ['1'], Materiał: ['Celuloza / włókno syntetyczne'] });
    expect(element(en)?.Attributes).toMatchObject({ Quantity: ['1'], Material: ['Cellulose / synthetic fibre'] });
    expect(housing(pl)?.CommentAfter).toBe('Zmiana dostawcy: chwilowo niedostępne');
    expect(housing(en)?.CommentAfter).toBe('Supplier change: temporarily unavailable');
  });

  it('gives vehicle data, shipping methods, banners and content pages in both languages', async () => {
    const vehicle = async (language: Language) => {
      const [found] = json<{ Id: number }[]>(await call(language, 'GET', '/api/level4/Vehicle?vin=A100001'));
      return json<{ TransmissionType: string; VehicleFuelQty: { fuellmengenart: string }[] }>(
        await call(language, 'POST', '/api/Level4/VehicleSearch', { Id: found?.Id }),
      );
    };
    expect((await vehicle('pl')).TransmissionType).toBe('Automatyczna');
    expect((await vehicle('en')).TransmissionType).toBe('Automatic');
    expect((await vehicle('pl')).VehicleFuelQty[0]?.fuellmengenart).toBe('Olej silnikowy');

    const fuels = async (language: Language) =>
      json<{ Name: string }[]>(
        await call(language, 'POST', '/api/level4/VehicleFilter?type=engine', {
          brandId: 2,
          category: 'PKW',
          catalog: 'NS-PKW',
          typeId: 1,
          serie: 'S200',
          bodyId: 1,
          modelId: 1,
        }),
      ).map((option) => option.Name);
    expect(await fuels('pl')).toEqual(['M15P 1.5 l benzyna, 120 kW']);
    expect(await fuels('en')).toEqual(['M15P 1.5 l petrol, 120 kW']);

    const slides = async (language: Language) =>
      json<{ ButtonText: string }[]>(await call(language, 'GET', '/api/slider?sliderType=0', undefined, undefined));
    expect((await slides('pl'))[0]?.ButtonText).toBe('Pokaż filtry oleju');
    expect((await slides('en'))[0]?.ButtonText).toBe('Show oil filters');

    const topic = async (language: Language) =>
      json<{ Title: string; Body: string }>(await call(language, 'GET', '/api/Topic/get?seName=shipping-returns', undefined, undefined));
    expect(await topic('pl')).toMatchObject({
      Title: 'Wysyłka i zwroty',
      Body: expect.stringContaining('Zamówienie możesz bezpłatnie odebrać'),
    });
    expect(await topic('en')).toMatchObject({ Title: 'Shipping and returns', Body: expect.stringContaining('pick up your order') });

    const [address] = json<{ ExistingAddresses: { Id: number; CountryName: string }[] }>(
      await call('pl', 'GET', '/api/ShoppingCart/ShippingAddress'),
    ).ExistingAddresses;
    expect(address?.CountryName).toBe('Polska');
    const methods = async (language: Language) =>
      json<{ ShippingMethods: { Name: string }[] }>(
        await call(language, 'GET', `/api/ShoppingCart/ShippingMethods?addressId=${address?.Id}`),
      ).ShippingMethods.map((m) => m.Name);
    expect(await methods('pl')).toContain('Kurier DPD');
    expect(await methods('en')).toContain('Courier DPD');
  });

  it('matches payment methods to shipping methods by their names in the same language, and takes a Polish name back', async () => {
    const [transfer] = await paymentMethods('pl');
    expect(transfer?.AvailableShipments).toContain('Kurier DPD');
    const [address] = json<{ ExistingAddresses: { Id: number }[] }>(
      await call('pl', 'GET', '/api/ShoppingCart/ShippingAddress'),
    ).ExistingAddresses;
    const totals = json<{ Shipping: number }>(
      await call('pl', 'POST', '/api/ShoppingCart/Totals', {
        BillingAddressId: address?.Id,
        ShippingAddressId: address?.Id,
        ShippingMethodName: 'Kurier DPD',
        ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        PaymentMethodSystemName: 'Payments.BankTransfer',
      }),
    );
    expect(totals.Shipping).toBeGreaterThan(0);
  });
});

describe("the server's own messages", () => {
  it('answers a 404 and a 401 in Polish by default and in English when asked', async () => {
    expect(json(await call('none', 'GET', '/api/Order/get?id=999999'))).toEqual({ title: 'Nie znaleziono', status: 404 });
    expect(json(await call('en', 'GET', '/api/Order/get?id=999999'))).toEqual({ title: 'Not found', status: 404 });
    expect(json(await call('pl', 'GET', '/api/Customer/get', undefined, 'no-such-token'))).toEqual({
      title: 'Brak autoryzacji',
      status: 401,
    });
  });

  it('answers field-keyed validation messages in Polish', async () => {
    const response = await call('pl', 'POST', '/api/ShoppingList', { Name: '' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      title: 'Wystąpił co najmniej jeden błąd walidacji.',
      status: 400,
      errors: { Name: ['Nazwa: pole jest wymagane.'] },
    });
  });

  it('answers cart notices in the language asked for (a part without a price: "Product temporarily unavailable: not added to the cart.")', async () => {
    const id = async () =>
      json<{ SimpleProduct: { Id: number } }>(await call('en', 'POST', '/api/Level4Product/Find', { Sku: '99110000002' })).SimpleProduct.Id;
    const add = async (language: Language) =>
      json<string[]>(
        await call(language, 'POST', '/api/Level4/AddItem', { marke: 'NS', produktart: 'PKW', ProductId: await id(), Quantity: 1 }),
      );
    expect(await add('pl')).toContain('Produkt chwilowo niedostępny: nie dodano do koszyka.');
    expect(await add('en')).toContain('Product temporarily unavailable: not added to the cart.');
    await call('en', 'POST', '/api/ShoppingCart/ClearCart', {});
  });

  it('answers checkout problems in Polish', async () => {
    await call('en', 'POST', '/api/ShoppingCart/ClearCart', {});
    const result = json<{ Success: boolean; Errors: string[] }>(
      await call('pl', 'POST', '/api/ShoppingCart/ConfirmCheckout', {
        ShippingMethodName: '',
        ShippingRateComputationMethodSystemName: '',
        PaymentMethodSystemName: '',
      }),
    );
    expect(result.Success).toBe(false);
    expect(result.Errors).toEqual(
      expect.arrayContaining(['Twój koszyk jest pusty.', 'Wybierz adres rozliczeniowy.', 'Wybierz sposób płatności.']),
    );
  });
});

describe('the language of a request', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['pl', 'pl'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
    ['en-US,en;q=0.9,pl;q=0.8', 'en'],
    ['en;q=0.5, pl;q=0.9', 'pl'],
    ['pl;q=0.3, en', 'en'],
    ['pl;q=0, en;q=0.1', 'en'],
    ['de-DE, de;q=0.9', 'en'],
    ['de, pl;q=0.1', 'pl'],
    ['*', 'pl'],
    ['EN', 'en'],
  ] as const)('Accept-Language %p -> %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it('gives the same language for the same header every time (parsed once)', () => {
    expect(languageOf('fr, en;q=0.4')).toBe('en');
    expect(languageOf('fr, en;q=0.4')).toBe('en');
  });
});

describe('store texts', () => {
  it('names the store in the language asked for', async () => {
    expect(json<{ Name: string }>(await call('pl', 'GET', '/api/Store/get', undefined, undefined)).Name).toBe('Portal Części Nordstern');
    expect(json<{ Name: string }>(await call('en', 'GET', '/api/Store/get', undefined, undefined)).Name).toBe('Nordstern Parts Portal');
  });
});

describe('orders', () => {
  type Order = {
    Items: { Sku: string; ProductName: string }[];
    PaymentMethod: string;
    ShippingMethod: string;
    BillingAddress: { CountryName: string };
    PickupAddress: { Name: string; CountryName: string } | null;
  };
  const order = async (language: Language, id: number) => json<Order>(await call(language, 'GET', `/api/Order/get?id=${id}`));

  it('shows a placed order in the language asked for: its parts, methods and countries', async () => {
    const pl = await order('pl', 2);
    const en = await order('en', 2);
    expect(pl.Items.find((item) => item.Sku === '99110000001')?.ProductName).toBe('Wkład filtra oleju');
    expect(en.Items.find((item) => item.Sku === '99110000001')?.ProductName).toBe('Oil filter element');
    expect([pl.PaymentMethod, pl.ShippingMethod, pl.BillingAddress.CountryName]).toEqual(['Przelew (przedpłata)', 'Kurier DPD', 'Polska']);
    expect([en.PaymentMethod, en.ShippingMethod, en.BillingAddress.CountryName]).toEqual([
      'Bank transfer (prepayment)',
      'Courier DPD',
      'Poland',
    ]);
    expect((await order('pl', 4)).PickupAddress).toMatchObject({ Name: 'Punkt odbioru Warszawa', CountryName: 'Polska' });
  });

  it('keeps the names of an order placed in Polish the same in both languages', async () => {
    const [address] = json<{ ExistingAddresses: { Id: number }[] }>(
      await call('pl', 'GET', '/api/ShoppingCart/ShippingAddress'),
    ).ExistingAddresses;
    const { SimpleProduct } = json<{ SimpleProduct: { Id: number } }>(
      await call('en', 'POST', '/api/Level4Product/Find', { Sku: '99110000001' }),
    );
    await call('pl', 'POST', '/api/Level4/AddItem', { ProductId: SimpleProduct.Id, Quantity: 1 });
    const placed = json<{ Success: boolean; PlacedOrder: { Id: number } }>(
      await call('pl', 'POST', '/api/ShoppingCart/ConfirmCheckout', {
        BillingAddressId: address?.Id,
        ShippingAddressId: address?.Id,
        ShippingMethodName: 'Kurier DPD',
        ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        PaymentMethodSystemName: 'Payments.BankTransfer',
        TermsOfServiceOnOrderConfirmPage: true,
      }),
    );
    expect(placed.Success).toBe(true);
    const en = await order('en', placed.PlacedOrder.Id);
    const pl = await order('pl', placed.PlacedOrder.Id);
    expect([en.Items[0]?.ProductName, en.ShippingMethod, en.PaymentMethod]).toEqual([
      'Oil filter element',
      'Courier DPD',
      'Bank transfer (prepayment)',
    ]);
    expect([pl.Items[0]?.ProductName, pl.ShippingMethod, pl.PaymentMethod]).toEqual([
      'Wkład filtra oleju',
      'Kurier DPD',
      'Przelew (przedpłata)',
    ]);
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with a 404 in the language asked for', async () => {
    expect(json(await call('none', 'GET', '/api/no-such-thing', undefined, undefined))).toEqual({ title: 'Nie znaleziono', status: 404 });
    expect(json(await call('en', 'GET', '/api/no-such-thing', undefined, undefined))).toEqual({ title: 'Not found', status: 404 });
  });
});

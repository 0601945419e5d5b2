import { DEALER, json, startShop, type TestShop } from './helpers';

/** The fixture ids CONTRACT.md promises the front-end teams. */
let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
});
afterAll(() => shop.close());

const get = async <T>(url: string) => json<T>(await shop.call('GET', url, { token }));

it('has the documented ids', async () => {
  expect(await get("/api/Product('4')")).toMatchObject({ Sku: 'GR-S200-0003', ProductType: 'GroupedProduct' });
  expect(await get("/api/Product('5')")).toMatchObject({ Sku: '99110000001', OldPrice: 45.9, Price: 40.39 });
  expect((await get<unknown[]>('/api/Level4Product/Hotspots?grafikId=1')).length).toBe(14);
  for (const [id, name] of [
    [1, 'Engine'],
    [2, 'Lubrication'],
    [3, 'Oil filter'],
    [29, 'Brake pads front'],
    [58, 'Trailer hitch'],
  ] as const) {
    expect(await get(`/api/Category('${id}')`)).toMatchObject({ Name: name });
  }
  expect(
    (await get<{ Addresses: { Id: number; City: string }[] }>('/api/Customer/get')).Addresses.map((address) => [address.Id, address.City]),
  ).toEqual([
    [1, 'Warszawa'],
    [2, 'Kraków'],
  ]);
  expect(
    (await get<{ Orders: { Id: number; OrderNumber: string; OrderStatus: string }[] }>('/api/Order/List')).Orders.map((order) => [
      order.Id,
      order.OrderNumber,
      order.OrderStatus,
    ]),
  ).toEqual([
    [4, '100004', 'Pending'],
    [3, '100003', 'Processing'],
    [2, '100002', 'Complete'],
    [1, '100001', 'Cancelled'],
  ]);
  expect(await get('/api/ShoppingList')).toEqual([expect.objectContaining({ Id: 1, Name: 'Service kit' })]);
  const filters = {
    brandId: 2,
    category: 'PKW',
    catalog: 'NS-PKW',
    typeId: 1,
    serie: 'S200',
    bodyId: 1,
    modelId: 2,
    engineId: 2,
    versionList: ['EU'],
    steeringId: 1,
    transmissionId: 2,
    year: 2021,
    month: 5,
  };
  const byFilters = json<{ VehicleKeyList: string[] }>(await shop.call('POST', '/api/Level4/VehicleSearch', { token, body: filters }));
  const byVin = json<{ VehicleKeyList: string[] }>(await shop.call('POST', '/api/Level4/VehicleSearch', { token, body: { Id: 1 } }));
  expect(byFilters.VehicleKeyList).toEqual(byVin.VehicleKeyList);
});

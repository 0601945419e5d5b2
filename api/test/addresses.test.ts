import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
let dealer2: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
  dealer2 = await shop.login(DEALER2);
});
afterAll(() => shop.close());

interface Customer {
  Addresses: { Id: number; City: string; StateProvinceId: number | null }[];
  BillingAddress: number | null;
  ShippingAddress: number | null;
}
const customer = async (token: string) => json<Customer>(await shop.call('GET', '/api/Customer/get', { token }));

const address = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Company: 'Auto Serwis Kowalski',
  CountryId: 1,
  stateProvinceId: 15,
  City: 'Poznań',
  Address1: 'ul. Garbary 10',
  ZipPostalCode: '61-758',
  PhoneNumber: '+48 61 000 00 00',
  Email: 'poznan@kowalski.example.com',
  mainEmail: 'dealer@example.com',
  ...overrides,
});

describe('POST /api/Customer/AddAddress', () => {
  it('adds an address and answers it with its new Id', async () => {
    const response = await shop.call('POST', '/api/Customer/AddAddress', { token: dealer, body: address() });
    expect(response.statusCode).toBe(200);
    const added = json<{ Id: number; City: string; StateProvinceName: string; CountryName: string; Address2: string }>(response);
    expect(added).toMatchObject({ City: 'Poznań', StateProvinceName: 'Wielkopolskie', CountryName: 'Poland', Address2: '' });
    expect((await customer(dealer)).Addresses.map((item) => item.Id)).toContain(added.Id);
  });

  it('answers 400 with field messages for missing fields and state rules', async () => {
    const empty = await shop.call('POST', '/api/Customer/AddAddress', { token: dealer, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(empty).errors).sort()).toEqual([
      'Address1',
      'City',
      'CountryId',
      'FirstName',
      'LastName',
      'PhoneNumber',
      'ZipPostalCode',
    ]);
    const noState = await shop.call('POST', '/api/Customer/AddAddress', { token: dealer, body: address({ stateProvinceId: null }) });
    expect(json(noState)).toMatchObject({ errors: { StateProvinceId: ['State / province is required.'] } });
    const czechWithState = await shop.call('POST', '/api/Customer/AddAddress', { token: dealer, body: address({ CountryId: 3 }) });
    expect(json(czechWithState)).toMatchObject({ errors: { StateProvinceId: ['This country has no states or provinces.'] } });
    const badEmail = await shop.call('POST', '/api/Customer/AddAddress', { token: dealer, body: address({ Email: 'x' }) });
    expect(json(badEmail)).toMatchObject({ errors: { Email: ['Wrong email'] } });
  });

  it('answers 401 without a token', async () => {
    expect((await shop.call('POST', '/api/Customer/AddAddress', { body: address() })).statusCode).toBe(401);
  });
});

describe('POST /api/Customer/UpdateAddress', () => {
  it("updates one of the customer's addresses", async () => {
    const [first] = (await customer(dealer)).Addresses;
    const response = await shop.call('POST', '/api/Customer/UpdateAddress', {
      token: dealer,
      body: address({ Id: first?.Id, City: 'Warszawa', stateProvinceId: 7, Address1: 'ul. Puławska 147', ZipPostalCode: '02-715' }),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ Id: first?.Id, Address1: 'ul. Puławska 147', StateProvinceName: 'Mazowieckie' });
  });

  it('answers 400 without an Id or with bad fields, 401 without a token', async () => {
    expect(json(await shop.call('POST', '/api/Customer/UpdateAddress', { token: dealer, body: address() }))).toMatchObject({
      errors: { Id: ['Id is required.'] },
    });
    const [first] = (await customer(dealer)).Addresses;
    expect(
      (await shop.call('POST', '/api/Customer/UpdateAddress', { token: dealer, body: address({ Id: first?.Id, City: '' }) })).statusCode,
    ).toBe(400);
    expect((await shop.call('POST', '/api/Customer/UpdateAddress', { body: address({ Id: first?.Id }) })).statusCode).toBe(401);
  });

  it("answers 404 for the first dealer's address and changes nothing", async () => {
    const before = await customer(dealer);
    const target = before.Addresses[0];
    const response = await shop.call('POST', '/api/Customer/UpdateAddress', {
      token: dealer2,
      body: address({ Id: target?.Id, City: 'Hacked' }),
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not found', status: 404 });
    expect(await customer(dealer)).toEqual(before);
    expect((await shop.call('POST', '/api/Customer/UpdateAddress', { token: dealer, body: address({ Id: 99999 }) })).statusCode).toBe(404);
  });
});

describe('POST /api/Customer/DeleteAddress', () => {
  it("answers 404 for the first dealer's address and changes nothing", async () => {
    const before = await customer(dealer);
    const response = await shop.call('POST', '/api/Customer/DeleteAddress', {
      token: dealer2,
      body: { addressId: before.Addresses[0]?.Id },
    });
    expect(response.statusCode).toBe(404);
    expect(await customer(dealer)).toEqual(before);
  });

  it('deletes an address and clears the defaults that pointed to it', async () => {
    const before = await customer(dealer);
    const billing = before.BillingAddress;
    const response = await shop.call('POST', '/api/Customer/DeleteAddress', {
      token: dealer,
      body: { addressId: billing, mainEmail: 'dealer@example.com' },
    });
    expect(json(response)).toEqual({ Success: true });
    const after = await customer(dealer);
    expect(after.Addresses.map((item) => item.Id)).not.toContain(billing);
    expect(after.BillingAddress).toBeNull();
    // orders keep their copy of the address
    const order = json<{ BillingAddress: { Id: number } }>(await shop.call('GET', '/api/Order/get?id=2', { token: dealer }));
    expect(order.BillingAddress.Id).toBe(billing);
  });

  it('answers 400 without addressId and 401 without a token', async () => {
    expect(json(await shop.call('POST', '/api/Customer/DeleteAddress', { token: dealer, body: {} }))).toMatchObject({
      errors: { addressId: ['addressId is required.'] },
    });
    expect((await shop.call('POST', '/api/Customer/DeleteAddress', { body: { addressId: 1 } })).statusCode).toBe(401);
  });
});

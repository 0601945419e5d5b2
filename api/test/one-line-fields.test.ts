import { createIntegrationKey } from '../src/auth/integration-keys';
import { INTEGRATION_SCOPES } from '@parts/contract/integration';
import { ADDRESS_TEXT_RULES } from '@parts/contract/address';
import { PROFILE_TEXT_RULES } from '@parts/contract/profile';
import { REGISTRATION_TEXT_RULES } from '@parts/contract/registration';
import { base64, json, registration, startShop, type TestShop } from './helpers';

/**
 * One-line fields (names, company, VAT number, phone, city, address lines, zip, e-mail, list names,
 * part numbers, search inputs...) refuse control characters, line breaks and tabs included: a name
 * `A\r\nBcc: v@evil.example` would reach the shop's plain-text mails as a line of its own. Multi-line
 * texts (the order note) keep their line breaks and refuse the other control characters.
 */
const INJECTION = 'A\r\nBcc: v@evil.example';
/** Every kind of break a one-line field refuses: CR LF, LF, CR, a tab, NUL, Unicode's line and paragraph separators. */
const BREAKS = ['A\r\nB', 'A\nB', 'A\rB', 'A\tB', 'A\u0000B', 'A\u2028B', 'A\u2029B', 'A\u0085B'];
const VALIDATION_TITLE = 'One or more validation errors occurred.';
const control = (label: string) => `${label} must not contain control characters.`;

let shop: TestShop;
let token: string;
/** A key of every scope: the integration API's calls take it instead of a dealer's token. */
let integrationKey: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login();
  integrationKey = (await createIntegrationKey(await shop.database(), { name: 'ERP', scopes: [...INTEGRATION_SCOPES] }, Date.now())).key;
});
afterAll(() => shop.close());

/** Each request from an address of its own: registration is rate-limited per client address. */
let addresses = 0;
const nextAddress = () => `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const register = (body: unknown, language = 'en') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/Customer/register',
    remoteAddress: nextAddress(),
    headers: { 'accept-language': language },
    payload: body as object,
  });

type Errors = Record<string, string[]>;
const errorsOf = (response: { body: string }) => (JSON.parse(response.body) as { errors?: Errors }).errors ?? {};

describe('registration: each one-line field answers its own error, in the request language', () => {
  const fields = {
    ...Object.fromEntries(Object.entries(REGISTRATION_TEXT_RULES).map(([field, rule]) => [field, rule.label])),
    Email: 'Email',
  };

  it.each(Object.entries(fields))(
    '%s with a line break: 400, "%s must not contain control characters." on the field',
    async (field, label) => {
      const response = await register(registration({ Email: `crlf.${field}@example.com`, [field]: INJECTION }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ title: VALIDATION_TITLE, status: 400, errors: { [field]: [control(label)] } });
    },
  );

  it.each(Object.keys(fields))('%s with a line break, in Polish: the field error in Polish', async (field) => {
    const response = await register(registration({ Email: `crlf.pl.${field}@example.com`, [field]: INJECTION }), 'pl');
    expect(response.statusCode).toBe(400);
    const errors = errorsOf(response);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(/: niedozwolone znaki sterujące\.$/);
  });

  it('names the field in Polish', async () => {
    const response = await register(registration({ FirstName: INJECTION }), 'pl');
    expect(errorsOf(response)).toEqual({ FirstName: ['Imię: niedozwolone znaki sterujące.'] });
  });

  const shown = (value: string) =>
    [...value].map((char) => (/[\x20-\x7e]/.test(char) ? char : `U+${char.codePointAt(0)?.toString(16).padStart(4, '0')}`)).join('');
  it.each(BREAKS.map((value) => [shown(value), value]))('refuses %s in a name', async (_shown, value) => {
    const response = await register(registration({ Email: 'breaks@example.com', LastName: value }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ LastName: [control('Last name')] });
  });

  it('registers the same dealer once the fields are one line each', async () => {
    const response = await register(registration({ Email: 'one.line@example.com' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('profile: /api/Customer/Update refuses a line break in each field and changes nothing', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    Email: 'dealer@example.com',
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Phone: '+48 600 000 000',
    Company: 'Kowalski Auto',
    VatNumber: 'PL1234567890',
    ...overrides,
  });

  const labels: Record<string, string> = {
    ...Object.fromEntries(Object.entries(PROFILE_TEXT_RULES).map(([field, rule]) => [field, rule.label])),
    Email: 'Email',
  };
  it.each(Object.keys(labels))('%s', async (field) => {
    const before = json<Record<string, unknown>>(await shop.call('GET', '/api/Customer/get', { token }));
    const response = await shop.call('POST', '/api/Customer/Update', { token, body: profile({ [field]: INJECTION }) });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ [field]: [control(labels[field] ?? field)] });
    expect(json(await shop.call('GET', '/api/Customer/get', { token }))).toEqual(before);
  });
});

describe('addresses: adding or changing one refuses a line break in each field', () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Company: 'Kowalski Auto',
    VatNumber: 'PL1234567890',
    Email: 'jan@example.com',
    PhoneNumber: '+48 600 000 000',
    Address1: 'ul. Długa 1',
    Address2: 'Brama 2',
    ZipPostalCode: '31-147',
    City: 'Kraków',
    FaxNumber: '+48 12 000 00 00',
    CountryId: 1,
    StateProvinceId: 6,
    ...overrides,
  });
  const labels: Record<string, string> = {
    ...Object.fromEntries(Object.entries(ADDRESS_TEXT_RULES).map(([field, rule]) => [field, rule.label])),
    Email: 'Email',
  };
  const fields = Object.keys(labels);

  it.each(fields)('a new address with a line break in %s: 400 on that field, nothing added', async (field) => {
    const count = () =>
      shop.call('GET', '/api/Customer/get', { token }).then((response) => json<{ Addresses: unknown[] }>(response).Addresses.length);
    const before = await count();
    const response = await shop.call('POST', '/api/Customer/AddAddress', { token, body: address({ [field]: INJECTION }) });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ [field]: [control(labels[field] ?? field)] });
    expect(await count()).toBe(before);
  });

  it.each(fields)('a changed address with a line break in %s: 400 on that field', async (field) => {
    const added = await shop.call('POST', '/api/Customer/AddAddress', { token, body: address() });
    expect(added.statusCode).toBe(200);
    const { Id } = json<{ Id: number }>(added);
    const response = await shop.call('POST', '/api/Customer/UpdateAddress', { token, body: address({ Id, [field]: INJECTION }) });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual({ [field]: [control(labels[field] ?? field)] });
  });
});

describe('the other one-line inputs answer 400', () => {
  it.each([
    [
      'the login e-mail',
      'POST',
      '/api/user/login',
      { email: 'dealer@example.com\r\nBcc: v@evil.example', password: base64('dealer123') },
      'email',
    ],
    ['the recovery e-mail', 'POST', '/api/Customer/PasswordRecovery', { Email: 'dealer@example.com\r\nBcc: v@evil.example' }, 'Email'],
    [
      'the recovery token',
      'POST',
      '/api/Customer/PasswordRecoveryConfirm',
      { Email: 'dealer@example.com', Token: 'abc\r\ndef', NewPassword: base64('secret1'), ConfirmNewPassword: base64('secret1') },
      'Token',
    ],
    ['a new list name', 'POST', '/api/ShoppingList', { Name: INJECTION, Items: [] }, 'Name'],
    ['a list name changed', 'PUT', '/api/ShoppingList/1', { Name: INJECTION }, 'Name'],
    ['a part number of a list', 'POST', '/api/ShoppingList', { Name: 'Brakes', Items: [{ Sku: '123\n456', Quantity: 1 }] }, 'Items.0.Sku'],
    ['a part number of a CSV row', 'POST', '/api/Level4/cartFromCsv', [{ sku: '123\r\n456', quantity: 1 }], '0.sku'],
    ['the stock request', 'POST', '/api/level4/ProductStock', { sku: '123\n456' }, 'sku'],
    ['the part-number search', 'POST', '/api/Level4Product/Find', { sku: '123\n456' }, 'sku'],
    ['the VIN search', 'GET', '/api/level4/Vehicle?vin=WVWZZZ1%0D%0AJZ3W386752', undefined, 'vin'],
    ['a vehicle filter value', 'POST', '/api/level4/VehicleFilter?type=serie', { catalog: 'A\nB' }, 'catalog'],
    ['a shipping method name', 'POST', '/api/ShoppingCart/Totals', { ShippingMethodName: INJECTION }, 'ShippingMethodName'],
  ] as const)('%s', async (_name, method, url, body, field) => {
    const response = await shop.call(method, url, { token, body });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ title: VALIDATION_TITLE, status: 400 });
    const said = Object.entries(errorsOf(response)).find(([key]) => key.toLowerCase() === field.toLowerCase())?.[1] ?? [];
    expect(said.filter((message) => message.endsWith(' must not contain control characters.'))).toHaveLength(1);
  });

  it('every text field of every request body refuses a line break (or answers 400 for the body as a whole), never keeping it', async () => {
    type Operation = {
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: unknown; enum?: unknown[] }> } }> };
    };
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(await shop.call('GET', '/api/openapi.json'));
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
        for (const [name, property] of Object.entries(properties)) {
          // multi-line by design: the order note, a saved offer's comment and a return's description of the fault
          // (control characters but line breaks refused)
          if (
            name === 'OrderNote' ||
            (name === 'Comment' && path.startsWith('/api/Offer')) ||
            (name === 'Description' && path === '/api/Return')
          )
            continue;
          const types = [property.type].flat();
          // a choice of fixed values (a role, a language) holds no text to keep: any other value is refused
          if (!types.includes('string') || property.enum !== undefined) continue;
          checked += 1;
          const response = await shop.app.inject({
            method: method.toUpperCase() as 'POST',
            // the vehicle filter asks for its level in the query
            remoteAddress: nextAddress(),
            url: `${path.replace('{id}', '1')}${path.toLowerCase() === '/api/level4/vehiclefilter' ? '?type=serie' : ''}`,
            headers: {
              'accept-language': 'en',
              authorization: `Bearer ${path.startsWith('/api/integration/') ? integrationKey : token}`,
              'content-type': 'application/json',
            },
            payload: JSON.stringify({ [name]: 'A\r\nB' }),
          });
          const errors = response.statusCode === 400 ? errorsOf(response) : {};
          const said = Object.entries(errors).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? [];
          if (!said.some((message) => message.endsWith('must not contain control characters.')))
            failures.push(`${method} ${path} ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});

describe('the order note is many lines', () => {
  it('keeps its line breaks and tabs in the totals request; refuses NUL and the other control characters', async () => {
    const kept = await shop.call('POST', '/api/ShoppingCart/Totals', {
      token,
      body: { OrderNote: 'Deliver to the back door.\r\nCall first:\t600 000 000' },
    });
    expect(kept.statusCode).toBe(200);
    for (const value of ['Note\u0000', 'Note\u001b[31m', 'Note\u007f']) {
      const refused = await shop.call('POST', '/api/ShoppingCart/Totals', { token, body: { OrderNote: value } });
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)).toEqual({ OrderNote: [control('OrderNote')] });
    }
  });
});

import { createIntegrationKey } from '../src/auth/integration-keys';
import { INTEGRATION_SCOPES } from '@parts/contract/integration';
import { json, startShop, type TestShop } from './helpers';

/**
 * NUL and the other control characters in search terms and filter values: 400 with the contract's
 * message at the boundary, never a query that fails (a 500) in the database.
 */
type Operation = { parameters?: { name: string; in: string }[] };

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

const get = (url: string, language = 'en') =>
  shop.app.inject({ method: 'GET', url, headers: { 'accept-language': language, authorization: `Bearer ${token}` } });

describe('control characters in search terms and query parameters', () => {
  it.each(['%00', '%01', '%07', '%1B', '%7F', '%C2%85', '%0A'])(
    'the part-name search with %s in its term answers 400 with the message of q',
    async (char) => {
      const response = await get(`/api/Level4Product/Search?q=brake${char}pad`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { q: ['q must not contain control characters.'] },
      });
    },
  );

  it('says so in Polish too', async () => {
    const response = await get('/api/Level4Product/Search?q=brake%00pad', 'pl');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, errors: { q: ['q: niedozwolone znaki sterujące.'] } });
  });

  it('still finds parts by a plain term', async () => {
    const response = await get('/api/Level4Product/Search?q=brake');
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 (never 500) for a NUL or a control character in every query parameter of every route', async () => {
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(await shop.call('GET', '/api/openapi.json'));
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const names = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        for (const name of names) {
          for (const char of ['%00', '%1F']) {
            const url = `${path.replace('{id}', '1').replace('{file}', '1.svg')}?${name}=abc${char}def`;
            const response = await shop.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: {
                'accept-language': 'en',
                authorization: `Bearer ${path.startsWith('/api/integration/') ? integrationKey : token}`,
                ...(method !== 'get' && { 'content-type': 'application/json' }),
              },
              ...(method !== 'get' && { payload: '{}' }),
            });
            checked += 1;
            const errors = response.statusCode === 400 ? (json<{ errors?: Record<string, string[]> }>(response).errors ?? {}) : {};
            if (response.statusCode !== 400 || !(name in errors))
              failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('answers 400 for a NUL in a text field of a body (a list name), never 500', async () => {
    const response = await shop.call('POST', '/api/ShoppingList', { token, body: { Name: 'Brake\u0000kit', Items: [] } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, errors: { Name: ['Name must not contain control characters.'] } });
  });
});

describe('control characters in bodies', () => {
  type BodyOperation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } };

  it('never answer 500: every text field of every body route with a NUL byte', async () => {
    const document = json<{ paths: Record<string, Record<string, BodyOperation>> }>(await shop.call('GET', '/api/openapi.json'));
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(document.paths).filter(([path]) => path !== '/api/user/logout')) {
      for (const [method, operation] of Object.entries(operations)) {
        const properties = Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {});
        for (const name of properties) {
          const response = await shop.app.inject({
            method: method.toUpperCase() as 'POST',
            url: path.replace('{id}', '1'),
            headers: { 'accept-language': 'en', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ [name]: 'a\u0000b' }),
          });
          if (response.statusCode >= 500) failures.push(`${method} ${path} ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await shop.call('GET', '/api/Customer/get', { token })).statusCode).toBe(200);
  });
});

import { CALL_LIST, documentedPath } from '@parts/contract/calls';
import { json, startShop, type TestShop } from './helpers';

/**
 * Every call of the table of calls (SPEC section 7 and the extensions), as the spec spells its path
 * (`{id}`; the lookups as `picture('{id}')`...). The shop runs every extension here (API_EXTENSIONS unset).
 */
const SPEC_CALLS: readonly [method: 'get' | 'post' | 'put' | 'delete', path: string][] = CALL_LIST.flatMap((call) =>
  documentedPath(call).map((path): [method: 'get' | 'post' | 'put' | 'delete', path: string] => [
    call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
    path,
  ]),
);

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

describe('the API contract of SPEC section 7', () => {
  it('documents every call in the OpenAPI document with its auth and answers', async () => {
    const document = json<{
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown>; requestBody?: unknown }>>;
    }>(await shop.call('GET', '/api/openapi.json'));
    const documented = new Map(Object.entries(document.paths).map(([path, operations]) => [path.toLowerCase(), operations]));
    for (const [method, path] of SPEC_CALLS) {
      const operation = documented.get(path.toLowerCase())?.[method];
      expect({ method, path, documented: operation !== undefined }).toEqual({ method, path, documented: true });
      expect(operation?.responses['200']).toBeDefined();
    }
    expect(documented.get('/api/level4/additem')?.post?.requestBody).toBeDefined();
    expect(documented.get('/api/config')?.get?.security).toBeUndefined();
  });

  it('routes every call (an empty request never meets "no such route" or a 500)', async () => {
    for (const [method, path] of SPEC_CALLS) {
      const url = path.replace('{id}', '1');
      const response = await shop.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload: method === 'get' || method === 'delete' ? undefined : {},
      });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
      expect(json<{ title: string }>(response).title ?? '').not.toMatch(/^Not found$/i);
    }
  });
});

describe('rate limits', () => {
  it('limits password recovery requests per client address with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/Customer/PasswordRecovery',
        remoteAddress: '10.1.1.1',
        headers: { 'accept-language': 'en' },
        payload: { Email: 'someone@example.com' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(json(response)).toEqual({ title: 'Too many requests. Try again later.', status: 429 });
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await shop.app.inject({
      method: 'POST',
      url: '/api/Customer/PasswordRecovery',
      remoteAddress: '10.1.1.2',
      headers: { 'accept-language': 'en' },
      payload: { Email: 'someone@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('bad input never answers 500', () => {
  const WEIRD: readonly unknown[] = [
    null,
    true,
    -1,
    1e308,
    'x'.repeat(5000),
    "'; DROP TABLE customers; --",
    [],
    {},
    [{}],
    { __nested: { deeper: [] } },
  ];

  it('answers every documented call with < 500 for odd bodies and queries', async () => {
    const token = await shop.login();
    const document = json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
            parameters?: { name: string; in: string }[];
          }
        >
      >;
    }>(await shop.call('GET', '/api/openapi.json'));
    const failures: string[] = [];
    // logout would end the session the other calls need; it takes no input anyway
    for (const [path, operations] of Object.entries(document.paths).filter(([path]) => path !== '/api/user/logout')) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace('{id}', '1').replace('{file}', '1.svg');
        const properties = Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {});
        const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        const attempts: { url: string; payload?: unknown }[] = [];
        for (const value of WEIRD) {
          if (operation.requestBody) {
            attempts.push({ url, payload: Object.fromEntries(properties.map((name) => [name, value])) });
            attempts.push({ url, payload: value ?? 'null' });
          }
          const query = queryNames
            .map((name) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
            .join('&');
          if (query) attempts.push({ url: `${url}?${query}` });
        }
        for (const attempt of attempts) {
          const response = await shop.app.inject({
            method: method.toUpperCase() as 'POST',
            url: attempt.url,
            headers: { authorization: `Bearer ${token}`, ...(attempt.payload !== undefined && { 'content-type': 'application/json' }) },
            ...(attempt.payload !== undefined && { payload: JSON.stringify(attempt.payload) }),
          });
          if (response.statusCode >= 500)
            failures.push(`${method} ${attempt.url} ${JSON.stringify(attempt.payload)?.slice(0, 80)} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // the session held throughout (so every call was exercised signed in) and the customers table survived
    expect((await shop.call('GET', '/api/Customer/get', { token })).statusCode).toBe(200);
  });
});

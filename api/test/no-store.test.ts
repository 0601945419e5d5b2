import { base64, json, startShop, type TestShop } from './helpers';

/**
 * Answers for one signed-in customer, and the login answer that carries a token, must never be
 * kept by a browser's or a proxy's cache: `Cache-Control: no-store` on every one of them.
 */
type Operation = { security?: unknown; requestBody?: unknown };

let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login();
});
afterAll(() => shop.close());

describe('Cache-Control: no-store on authenticated and token-bearing answers', () => {
  it('the login answer (the token itself) is not stored', async () => {
    const response = await shop.call('POST', '/api/user/login', { body: { email: 'dealer@example.com', password: base64('dealer123') } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('every authenticated route answers no-store, signed in or refused', async () => {
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(await shop.call('GET', '/api/openapi.json'));
    const authenticated = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, operation]) => ({ method: method.toUpperCase() as 'GET', path, body: operation.requestBody !== undefined })),
    );
    // the calls SPEC names among them, so that the list cannot silently shrink
    for (const path of ['/api/Customer/get', '/api/Order/get', '/api/Order/List', '/api/Level4/Cart', '/api/ShoppingList']) {
      expect(authenticated.map((route) => route.path.toLowerCase())).toContain(path.toLowerCase());
    }
    expect(authenticated.length).toBeGreaterThan(30);
    const missing: string[] = [];
    // logout last: it ends the session the other calls use
    const ordered = [
      ...authenticated.filter((route) => route.path !== '/api/user/logout'),
      ...authenticated.filter((route) => route.path === '/api/user/logout'),
    ];
    for (const route of ordered) {
      const url = route.path.replace('{id}', '1').replace('{file}', '1.svg');
      for (const signedIn of [true, false]) {
        const response = await shop.app.inject({
          method: route.method,
          url: route.method === 'GET' && url.includes('/Order/get') ? `${url}?id=1` : url,
          headers: {
            'accept-language': 'en',
            ...(signedIn && { authorization: `Bearer ${token}` }),
            ...(route.body && { 'content-type': 'application/json' }),
          },
          ...(route.body && { payload: '{}' }),
        });
        if (response.headers['cache-control'] !== 'no-store')
          missing.push(
            `${route.method} ${url} ${signedIn ? 'signed in' : 'anonymous'} ${response.statusCode}: ${String(response.headers['cache-control'])}`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it('public answers stay cacheable as before (no no-store on the store config)', async () => {
    const response = await shop.call('GET', '/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

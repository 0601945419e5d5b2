/**
 * The table of calls (@parts/contract/calls) and the routes the API registers agree, both ways:
 * every registered /api route serves a call of the table, with the table's method, path,
 * extension and schemas; every call of the table is registered (its extension's calls only when
 * the server runs the extension, else they answer 404).
 */
import { CALL_LIST, type CallSpec } from '@parts/contract/calls';
import { EXTENSION_NAMES } from '@parts/contract/store';
import type { RouteOptions } from 'fastify';
import { jsonSchemaOf } from '../src/http/json-schema';
import { startShop, type TestShop } from './helpers';

interface Served {
  method: string;
  url: string;
  extension: string | undefined;
  call: CallSpec | undefined;
  schema: Record<string, unknown>;
}

const served = (shop: TestShop): Served[] =>
  shop.app.routesServed
    .flatMap((route: RouteOptions) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method: String(method) })),
    )
    .filter(({ route, method }) => route.url.toLowerCase().startsWith('/api/') && method !== 'HEAD')
    .map(({ route, method }) => {
      const config = (route.config ?? {}) as { extension?: string; call?: CallSpec };
      return {
        method,
        url: route.url,
        extension: config.extension,
        call: config.call,
        schema: (route.schema ?? {}) as Record<string, unknown>,
      };
    });

const name = (method: string, url: string) => `${method} ${url}`;

describe('the table of calls and the routes', () => {
  let everything: TestShop;
  let plain: TestShop;
  beforeAll(async () => {
    [everything, plain] = await Promise.all([startShop({ extensions: EXTENSION_NAMES }), startShop({ extensions: [] })]);
  });
  afterAll(async () => {
    await Promise.all([everything.close(), plain.close()]);
  });

  it('registers every /api route from the table: same method, path, extension and schemas', () => {
    const routes = served(everything);
    expect(routes.length).toBeGreaterThan(0);
    const strangers = routes
      .filter((route) => !CALL_LIST.some((call) => call.method === route.method && call.path === route.url))
      .map((route) => name(route.method, route.url));
    expect(strangers).toEqual([]);
    for (const route of routes) {
      const call = CALL_LIST.find((entry) => entry.method === route.method && entry.path === route.url)!;
      // the route was made from the table's call (callRoute), so it cannot drift from it
      expect({
        route: name(route.method, route.url),
        fromTable: route.call !== undefined && route.call.method === call.method && route.call.path === call.path,
      }).toEqual({
        route: name(route.method, route.url),
        fromTable: true,
      });
      expect({ route: name(route.method, route.url), extension: route.extension }).toEqual({
        route: name(route.method, route.url),
        extension: call.extension,
      });
      // every extension on: a body that grows with one is the grown body
      const body = call.extendedBody ? call.extendedBody.body : call.body;
      const parts = { body, querystring: call.query, params: call.params } as const;
      for (const [part, schema] of Object.entries(parts)) {
        expect({ route: name(route.method, route.url), part, schema: route.schema[part] }).toEqual({
          route: name(route.method, route.url),
          part,
          schema: schema === undefined ? undefined : jsonSchemaOf(schema, 'input'),
        });
      }
    }
  });

  it('registers every call of the table, each once (with every extension on)', () => {
    const routes = served(everything).map((route) => name(route.method, route.url));
    const calls = CALL_LIST.map((call) => name(call.method, call.path));
    expect(calls.filter((call) => !routes.includes(call))).toEqual([]);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('leaves out the calls of the extensions the server does not run: their paths answer 404', async () => {
    const routes = served(plain).map((route) => name(route.method, route.url));
    for (const call of CALL_LIST) {
      expect({ call: call.name, registered: routes.includes(name(call.method, call.path)) }).toEqual({
        call: call.name,
        registered: call.extension === undefined,
      });
    }
    const token = await plain.login();
    for (const call of CALL_LIST.filter((entry) => entry.extension !== undefined)) {
      const response = await plain.call(call.method, call.path.replace(/:\w+/g, '1'), {
        token,
        ...(call.method !== 'GET' && { body: {} }),
      });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 404 });
    }
  });
});

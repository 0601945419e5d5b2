import { json, startShop, type TestShop } from './helpers';

/**
 * An error answer never sends the request back: a hostile or mistaken body of 200 KB gets a short
 * answer (no copy of the body, at most a short excerpt), on every route that takes a body.
 */
type Operation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } };

const BIG = 200 * 1024;
/** At most this many bytes of an error answer may repeat the request. */
const EXCERPT = 100;

let shop: TestShop;
let token: string;
let bodyRoutes: { method: 'POST'; url: string; properties: string[] }[];
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login();
  const document = json<{ paths: Record<string, Record<string, Operation>> }>(await shop.call('GET', '/api/openapi.json'));
  bodyRoutes = Object.entries(document.paths)
    .filter(([path]) => path !== '/api/user/logout')
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method, operation]) => ({
          method: method.toUpperCase() as 'POST',
          url: path.replace('{id}', '1'),
          properties: Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {}),
        })),
    );
});
afterAll(() => shop.close());

/** The longest run of the request's marker text found in an answer. */
const echoed = (answer: string, marker: string): number => {
  const match = answer.match(new RegExp(`${marker}+`, 'g')) ?? [];
  return Math.max(0, ...match.map((run) => run.length));
};

describe('error answers never echo the request body', () => {
  it('knows the body routes (the contract has more than 20)', () => {
    expect(bodyRoutes.length).toBeGreaterThan(20);
  });

  it.each([
    ['text/plain', () => 'q'.repeat(BIG)],
    ['application/json, one long string', () => JSON.stringify('q'.repeat(BIG))],
    [
      'application/json, every field a long string',
      (properties: string[]) =>
        JSON.stringify(Object.fromEntries(properties.map((name) => [name, 'q'.repeat(Math.floor(BIG / Math.max(1, properties.length)))]))),
    ],
  ])('a 200 KB body sent as %s gets a short 4xx on every body route', async (kind, body) => {
    const echoes: string[] = [];
    for (const route of bodyRoutes) {
      const response = await shop.app.inject({
        method: route.method,
        url: route.url,
        headers: {
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
          'content-type': kind === 'text/plain' ? 'text/plain' : 'application/json',
        },
        payload: body(route.properties),
      });
      const run = echoed(response.body, 'q');
      if (response.statusCode < 400 || response.statusCode >= 500 || run > EXCERPT || Buffer.byteLength(response.body) > 4096) {
        echoes.push(`${route.method} ${route.url}: ${response.statusCode}, ${Buffer.byteLength(response.body)} bytes, echoes ${run}`);
      }
    }
    expect(echoes).toEqual([]);
  });
});

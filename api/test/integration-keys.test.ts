import { createIntegrationKey, listKeys, revokeKey } from '../src/auth/integration-keys';
import { DEALER, json, startShop, type TestShop } from './helpers';

/**
 * The integration API's credentials (issue 40): keys made with scopes, stored hashed, revoked; the
 * integration API takes a key only (X-Api-Key or Authorization: Bearer), a key is never a dealer's
 * session and a dealer's token never a key; rate limited per key. On SQLite and on PostgreSQL
 * (TEST_DATABASE_URL).
 */
describe('integration keys', () => {
  let shop: TestShop;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop({ integrationRateLimit: { max: 3, timeWindowMs: 60_000 } });
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => shop.close());

  const newKey = async (name: string, scopes: string[]) => createIntegrationKey(await shop.database(), { name, scopes }, Date.now());
  const whoAmI = (headers: Record<string, string>) => shop.call('GET', '/api/integration/key', { headers });

  it('answers the key calling, by X-Api-Key or by Authorization: Bearer, and stores only its hash', async () => {
    const { id, key } = await newKey('ERP', ['orders:write', 'orders:read']);
    for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }] as Record<string, string>[]) {
      const response = await whoAmI(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(json(response)).toEqual({ Id: id, Name: 'ERP', Scopes: ['orders:read', 'orders:write'] });
    }
    const db = await shop.database();
    const stored = await db.selectFrom('integration_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses no key, an unknown key, a revoked key and a dealer token with 401', async () => {
    const { id, key } = await newKey('revoked soon', ['orders:read']);
    await revokeKey(await shop.database(), id, Date.now());
    expect((await listKeys(await shop.database())).find((listed) => listed.id === id)?.revokedAt).toEqual(expect.any(Number));
    for (const headers of [
      {},
      { 'x-api-key': `${key}x` },
      { 'x-api-key': key },
      { authorization: `Bearer ${key}` },
      { authorization: `Bearer ${dealer}` },
      { 'x-api-key': dealer },
    ] as Record<string, string>[]) {
      const response = await whoAmI(headers);
      expect(response.statusCode).toBe(401);
      expect(json<{ title: string }>(response).title).toContain('integration API key');
    }
  });

  it('never takes a key on a dealer endpoint', async () => {
    const { key } = await newKey('not a dealer', ['orders:read']);
    expect((await shop.call('GET', '/api/Order/List', { token: dealer })).statusCode).toBe(200);
    expect((await shop.call('GET', '/api/Order/List', { token: key })).statusCode).toBe(401);
    expect((await shop.call('GET', '/api/Order/List', { headers: { 'x-api-key': key } })).statusCode).toBe(401);
  });

  it('refuses a key with no or an unknown scope, and a key without a name', async () => {
    await expect(newKey('ERP', [])).rejects.toThrow('at least one scope');
    await expect(newKey('ERP', ['orders:read', 'orders:delete'])).rejects.toThrow('unknown scope orders:delete');
    await expect(newKey('  ', ['orders:read'])).rejects.toThrow('needs a name');
  });

  it('limits each key on its own and says when to come back', async () => {
    const first = await newKey('busy', ['orders:read']);
    const second = await newKey('quiet', ['orders:read']);
    for (let i = 0; i < 3; i += 1) expect((await whoAmI({ 'x-api-key': first.key })).statusCode).toBe(200);
    const limited = await whoAmI({ 'x-api-key': first.key });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await whoAmI({ 'x-api-key': second.key })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its key scheme', async () => {
    const document = json<{
      paths: Record<string, { get?: { security?: unknown; responses: Record<string, unknown> } }>;
      components: { securitySchemes: Record<string, { type: string; name?: string }> };
    }>(await shop.call('GET', '/api/openapi.json'));
    expect(document.components.securitySchemes.integrationKey).toMatchObject({ type: 'apiKey', name: 'X-Api-Key' });
    const operation = document.paths['/api/integration/key']?.get;
    expect(operation?.security).toEqual([{ integrationKey: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '429']));
  });
});

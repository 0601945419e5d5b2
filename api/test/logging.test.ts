import { PassThrough } from 'node:stream';
import { PRODUCTION_COST } from '../src/auth/passwords';
import { PASSWORD_ROUTE_SLOW_MS, SLOW_REQUEST_MS } from '../src/http/logging';
import { DEALER, startShop, type TestShop } from './helpers';

/** The production level: errors, notable refusals and slow requests only. */
describe('the production request log (level warn)', () => {
  let shop: TestShop;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
    shop = await startShop({ logLevel: 'warn', logStream });
  });
  afterAll(() => shop.close());

  it('writes no line for a successful request, unless it was slow', async () => {
    const token = await shop.login(DEALER);
    log.length = 0;
    const response = await shop.call('GET', '/api/Customer/get', { token });
    expect(response.statusCode).toBe(200);
    // a busy test machine may make it slow: then the one line says so, with the time it took
    const lines = log.map((line) => JSON.parse(line) as { msg: string; status: number; ms: number });
    expect(lines.filter((line) => !(line.msg === 'slow request' && line.status === 200 && line.ms > SLOW_REQUEST_MS))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(1);
  });

  it('writes one line for a 401, without the token', async () => {
    log.length = 0;
    const response = await shop.call('GET', '/api/Customer/get', { token: 'stolen-or-made-up-token' });
    expect(response.statusCode).toBe(401);
    expect(log).toHaveLength(1);
    const line = JSON.parse(log[0] ?? '{}') as { msg: string; status: number; req: { url: string } };
    expect(line).toMatchObject({ msg: 'request refused', status: 401, req: { url: '/api/Customer/get' } });
    expect(log[0]).not.toContain('stolen-or-made-up-token');
  });

  it('writes one line for a failed login, without the password', async () => {
    log.length = 0;
    await expect(shop.login({ email: DEALER.email, password: 'not-the-password' })).rejects.toThrow('401');
    expect(log).toHaveLength(1);
    expect(log[0]).not.toContain('not-the-password');
    expect(log[0]).not.toContain(Buffer.from('not-the-password').toString('base64'));
  });
});

/** Hashing a password at OWASP's cost takes longer than any other request, by design. */
describe('the production request log of routes that hash passwords', () => {
  let shop: TestShop;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
    shop = await startShop({ logLevel: 'warn', logStream, passwordCost: PRODUCTION_COST });
  });
  afterAll(() => shop.close());

  it('does not call a sign-in slow for its password work (a hash made again at OWASP cost)', async () => {
    const started = Date.now();
    // the demo dealer's hash was made at the tests' low cost: this sign-in hashes again at OWASP's
    await shop.login(DEALER);
    expect(Date.now() - started).toBeGreaterThan(SLOW_REQUEST_MS);
    const lines = log.map((line) => JSON.parse(line) as { msg: string; ms: number });
    // only a sign-in slower than the password routes' own limit (a very busy machine) is logged
    expect(lines.filter((line) => !(line.msg === 'slow request' && line.ms > PASSWORD_ROUTE_SLOW_MS))).toEqual([]);
  });
});

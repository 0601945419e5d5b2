import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * A query string may hold a secret: the password-recovery link's token (the mail's link opens
 * /forgot-password/confirm?email=...&token=...), or a token someone sends as `?token=`. No log
 * line holds one: requests are logged by their path alone, at every level and in every kind of line.
 */
describe('no secret of a query string in the log', () => {
  const TOKEN = 'Zr3cov3ryT0kenZr3cov3ryT0ken0123456789abcd';
  const EMAIL = 'dealer%40example.com';
  let deployDir: string;
  beforeAll(() => {
    deployDir = mkdtempSync(join(tmpdir(), 'parts-deploy-'));
    writeFileSync(join(deployDir, 'index.html'), '<!doctype html><title>Parts shop</title><div id="root"></div>');
  });
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  const withLog = async (options: Parameters<typeof startShop>[0], run: (shop: TestShop) => Promise<void>): Promise<string[]> => {
    const log: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
    const shop = await startShop({ deployDir, logStream, ...options });
    try {
      await run(shop);
    } finally {
      await shop.close();
    }
    return log;
  };
  const requestLines = (log: string[]) =>
    log.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((line) => line.req);

  it('a recovery link opened slowly is logged as slow by its path, without the token or the e-mail', async () => {
    // every request counts as slow here: the line a slow server writes at the production level
    const log = await withLog({ logLevel: 'warn', slowRequestMs: -1 }, async (shop) => {
      const page = await shop.app.inject({
        method: 'GET',
        url: `/forgot-password/confirm?email=${EMAIL}&token=${TOKEN}`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
    });
    expect(requestLines(log)).toEqual([
      expect.objectContaining({ msg: 'slow request', req: expect.objectContaining({ url: '/forgot-password/confirm' }) }),
    ]);
    expect(log.join('\n')).not.toContain(TOKEN);
    expect(log.join('\n')).not.toContain(EMAIL);
  });

  it('at info every request is logged by its path alone: the recovery link, an API call with a query', async () => {
    const log = await withLog({ logLevel: 'info' }, async (shop) => {
      await shop.app.inject({
        method: 'GET',
        url: `/forgot-password/confirm?email=${EMAIL}&token=${TOKEN}#x`,
        headers: { accept: 'text/html' },
      });
      await shop.call('GET', `/api/Level4Product/Search?q=brake&token=${TOKEN}`);
    });
    const urls = requestLines(log).map((line) => line.req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/forgot-password/confirm', '/api/Level4Product/Search']));
    expect(log.join('\n')).not.toContain(TOKEN);
  });

  it('a token sent as ?token= is not logged with its 401', async () => {
    const log = await withLog({ logLevel: 'warn' }, async (shop) => {
      const refused = await shop.call('GET', `/api/Customer/get?token=${TOKEN}`);
      expect(refused.statusCode).toBe(401);
    });
    expect(requestLines(log)).toEqual([
      expect.objectContaining({ msg: 'request refused', req: expect.objectContaining({ url: '/api/Customer/get' }) }),
    ]);
    expect(log.join('\n')).not.toContain(TOKEN);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { eventually } from './eventually';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { base64, DEALER, DEALER2 } from './helpers';
import { databaseUrl, dropDatabase, freshDatabase, TEST_DATABASE_URL } from './postgres';

/**
 * Two API processes on one PostgreSQL database, as `API_INSTANCES=2` or two machines run them:
 * nothing that matters is kept in one process. Runs in the PostgreSQL pass (pnpm test:api:pg);
 * SQLite is one process's file.
 */
// real processes hashing at the production cost (they refuse a cheaper one): a sign-in is 0.3 s alone and
// seconds beside the other lanes; a known device's test signs in a dozen times
jest.setTimeout(180_000);
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

interface Instance {
  url: string;
  process: ChildProcess;
}

/** Every API process this file started: stopped at the end even when a start timed out (or jest waits on them). */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `api/src/main.ts` as its own process and waits until it answers. */
async function startInstance(database: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, DATABASE_URL: database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_DATA: '' },
    cwd: join(__dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      'the API process to answer',
      async () => {
        if (child.exitCode !== null) throw new Error(`the API process ended with ${child.exitCode}`);
        return fetch(`${url}/api/config`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeoutMs: 90_000, intervalMs: 200 },
    );
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, process: child };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  await new Promise<void>((done) => {
    instance.process.once('exit', () => done());
    instance.process.kill('SIGTERM');
  });
}

onPostgres('two API processes on one PostgreSQL database', () => {
  let database = '';
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    // a copy of the seeded template (demo data, test password cost)
    database = await freshDatabase();
    [a, b] = await Promise.all([startInstance(databaseUrl(database)), startInstance(databaseUrl(database))]);
  }, 180_000); // two processes compile api/src on tsx at once: a minute and more beside the other lanes
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    if (database) await dropDatabase(database);
  });

  const call = async (on: Instance, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${on.url}${path}`, {
      method,
      headers: {
        'accept-language': 'en',
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const login = async (on: Instance, user: { email: string; password: string }) =>
    call(on, 'POST', '/api/user/login', { body: { email: user.email, password: base64(user.password) } });

  it('a session made on one works on the other; a cart line added on one is seen on the other', async () => {
    const signedIn = await login(a, DEALER);
    expect(signedIn.status).toBe(200);
    const token = signedIn.text;
    expect((await call(b, 'GET', '/api/Customer/get', { token })).status).toBe(200);

    await call(b, 'POST', '/api/ShoppingCart/ClearCart', { token, body: {} });
    const found = JSON.parse((await call(a, 'POST', '/api/Level4Product/Find', { token, body: { Sku: '99110000001' } })).text) as {
      SimpleProduct: { Id: number };
    };
    expect((await call(a, 'POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: 2 } })).status).toBe(
      200,
    );
    const cart = JSON.parse((await call(b, 'GET', '/api/Level4/Cart', { token })).text) as { Product: { Sku: string }; Quantity: number }[];
    expect(cart.map((line) => [line.Product.Sku, line.Quantity])).toEqual([['99110000001', 2]]);

    // signed out on one, signed out on both
    expect((await call(b, 'POST', '/api/user/logout', { token, body: {} })).status).toBe(200);
    expect((await call(a, 'GET', '/api/Customer/get', { token })).status).toBe(401);
  });

  it('four simultaneous ConfirmCheckout calls spread over both place exactly one order', async () => {
    const token = (await login(a, DEALER)).text;
    const orders = async () =>
      (JSON.parse((await call(a, 'GET', '/api/Order/List', { token })).text) as { Orders: unknown[] }).Orders.length;
    const found = JSON.parse((await call(a, 'POST', '/api/Level4Product/Find', { token, body: { Sku: '99340000001' } })).text) as {
      SimpleProduct: { Id: number };
    };
    await call(a, 'POST', '/api/ShoppingCart/ClearCart', { token, body: {} });
    await call(a, 'POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: 1 } });
    const before = await orders();
    const request = {
      BillingAddressId: 1,
      ShippingAddressId: 2,
      ShippingMethodName: 'Courier DPD',
      ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
      PickUpInStoreId: '',
      PaymentMethodSystemName: 'Payments.CashOnDelivery',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: '',
    };
    const answers = await Promise.all(
      [a, b, a, b].map((on) => call(on, 'POST', '/api/ShoppingCart/ConfirmCheckout', { token, body: request })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const results = answers.map((answer) => JSON.parse(answer.text) as { Success: boolean; Errors: string[] });
    expect(results.filter((result) => result.Success)).toHaveLength(1);
    for (const refused of results.filter((result) => !result.Success)) expect(refused.Errors).toEqual(['Your shopping cart is empty.']);
    expect(await orders()).toBe(before + 1);
  });

  it('a per-route rate limit counts the requests of both: the 11th password recovery of an address in an hour is refused', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request++) {
      statuses.push(
        (await call(request % 2 === 0 ? a : b, 'POST', '/api/Customer/PasswordRecovery', { body: { Email: 'someone@example.com' } }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it("a browser made a known device on one is known on the other: a stranger's failures at the dealer's address hold the stranger, not the dealer's browser", async () => {
    const signedIn = await fetch(`${a.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEALER.email, password: base64(DEALER.password) }),
    });
    expect(signedIn.status).toBe(200);
    const device = /^parts_device=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(device).toBeDefined();
    // a stranger at the same address (the tests' one) fails 5 times over both
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(attempt % 2 === 0 ? a : b, { ...DEALER, password: `guess-${attempt}` })).status).toBe(401);
    expect((await login(b, { ...DEALER, password: 'guess-5' })).status).toBe(429);
    const withDevice = await fetch(`${b.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `parts_device=${device}` },
      body: JSON.stringify({ email: DEALER.email, password: base64(DEALER.password) }),
    });
    expect(withDevice.status).toBe(200);
    expect((await login(a, DEALER)).status).toBe(429);
  });

  it('wrong passwords from one address spread over both count against one budget: after 5 the right one waits too, on both', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await login(attempt % 2 === 0 ? a : b, { ...DEALER2, password: `wrong-${attempt}` })).status);
    expect(statuses).toEqual(Array(5).fill(401));
    // the first delay is 30 s: the two calls below come well within it
    for (const instance of [a, b]) {
      const refused = await login(instance, DEALER2);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    }
  });
});

describe('API_INSTANCES', () => {
  const main = join(__dirname, '..', 'src', 'main.ts');
  const exitOf = (child: ChildProcess) => new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  it('is refused on SQLite (a SQLite file belongs to one process)', async () => {
    const port = await freePort();
    let errors = '';
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        DB_FILE: join(__dirname, 'never-created', 'shop.db'),
        API_INSTANCES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(errors).toContain('API_INSTANCES above 1 needs DATABASE_URL=postgres://');
  }, 120_000); // a child process on tsx: seconds alone, much more beside the other lanes of pnpm test

  it("PASSWORD_COST (test shops' cheaper hashing) is refused below Node's default scrypt cost", async () => {
    const port = await freePort();
    let errors = '';
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        DB_FILE: join(__dirname, 'never-created', 'shop.db'),
        PASSWORD_COST: 'N=1024,r=8,p=1',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(errors).toContain('PASSWORD_COST must be at least N=16384,r=8,p=1, not N=1024,r=8,p=1');
  }, 120_000); // a child process on tsx: seconds alone, much more beside the other lanes of pnpm test

  (TEST_DATABASE_URL ? it : it.skip)(
    'with 2 on PostgreSQL answers on its one port, and SIGTERM stops the primary and its instances (the port no longer answers)',
    async () => {
      const database = await freshDatabase();
      try {
        const port = await freePort();
        const primary = spawn(process.execPath, ['--import', 'tsx', main], {
          cwd: join(__dirname, '..'),
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl(database),
            API_INSTANCES: '2',
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'silent',
            DEMO_DATA: '',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const exited = exitOf(primary);
        const url = `http://127.0.0.1:${port}`;
        await eventually(
          'the port to answer',
          () =>
            fetch(`${url}/api/config`).then(
              (response) => response.ok,
              () => false,
            ),
          { timeoutMs: 90_000, intervalMs: 200 },
        );
        const statuses = await Promise.all(
          Array.from({ length: 8 }, () => fetch(`${url}/api/Topic/list`).then((response) => response.status)),
        );
        expect(statuses).toEqual(Array(8).fill(200));
        primary.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(
          await fetch(`${url}/api/config`).then(
            () => 'answered',
            () => 'no one',
          ),
        ).toBe('no one');
      } finally {
        await dropDatabase(database);
      }
    },
    180_000,
  );
});

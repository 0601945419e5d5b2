import type { FastifyInstance } from 'fastify';
import { eventually } from './eventually';
import pg from 'pg';
import type { Executor } from '../src/db/database';
import { REFERENCE_CACHE_SIZE, REFERENCE_CHANNEL, ReferenceCache, VehicleCatalogueCache } from '../src/db/reference-cache';
import { buildServer } from '../src/server';
import { base64, DEALER2, json, registration, startShop, TEST_PASSWORD_COST, type TestShop } from './helpers';
import { TEST_DATABASE_URL } from './postgres';

/**
 * Two API instances on one database (two servers of this process, each with its own connections
 * and its own memory, as two processes or machines would be): what one changes, or an operator
 * changes in the database, the other serves at once. On PostgreSQL the reference data is kept in
 * each instance's memory and dropped on the notice of migration 024's triggers; on SQLite only the
 * vehicle catalogue's reads are kept, with the generation every write of it raises (migration 58).
 * Sessions are never kept in memory: a sign-out on one is refused by the other at once.
 */
describe(`two API instances on one ${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let shop: TestShop;
  let b: FastifyInstance;
  let operator: Executor;
  beforeAll(async () => {
    shop = await startShop();
    b = await buildServer({ database: shop.location, passwordCost: TEST_PASSWORD_COST });
    operator = await shop.database();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await shop?.close();
  });

  const onB = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    b.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }) },
      ...(body !== undefined && { payload: body as object }),
    });
  const cacheOf = (app: FastifyInstance) => app.referenceCache;

  /** PostgreSQL: until both instances listen (their caches on); the first notice may come a moment after start. */
  async function listening(): Promise<void> {
    if (!TEST_DATABASE_URL) return;
    await eventually('both instances listening', () => Boolean(cacheOf(shop.app)?.active && cacheOf(b)?.active));
  }

  /**
   * After a write committed: on PostgreSQL, until each instance has had the notice (it is sent at
   * the commit and arrives on the instance's listening connection within a moment).
   */
  async function noticed(before: readonly number[]): Promise<void> {
    if (!TEST_DATABASE_URL) return;
    const apps = [shop.app, b];
    await eventually(
      'the notice of the change at both instances',
      () => apps.every((app, index) => (cacheOf(app)?.invalidations ?? 0) > (before[index] ?? 0)),
      { timeoutMs: 5_000, intervalMs: 5 },
    );
  }
  const invalidations = () => [shop.app, b].map((app) => cacheOf(app)?.invalidations ?? 0);

  it('keeps reference data in memory on PostgreSQL only, never on SQLite', async () => {
    await listening();
    expect(cacheOf(shop.app)?.active ?? false).toBe(Boolean(TEST_DATABASE_URL));
    expect(cacheOf(b)?.active ?? false).toBe(Boolean(TEST_DATABASE_URL));
  });

  it('a content page edited in the database is served fresh by both instances', async () => {
    await listening();
    const title = async (answer: Promise<{ json(): unknown }>) =>
      ((await answer).json() as { SeName: string; Title: string }[]).find((topic) => topic.SeName === 'shipping-returns')?.Title;
    // read twice on each: kept in memory where the database allows it
    for (let read = 0; read < 2; read++) {
      expect(await title(shop.call('GET', '/api/Topic/list'))).toBe('Shipping and returns');
      expect(await title(onB('GET', '/api/Topic/list'))).toBe('Shipping and returns');
    }
    const before = invalidations();
    await operator.updateTable('topics').set({ title: 'Shipping and returns (new)' }).where('se_name', '=', 'shipping-returns').execute();
    await noticed(before);
    expect(await title(onB('GET', '/api/Topic/list'))).toBe('Shipping and returns (new)');
    expect(await title(shop.call('GET', '/api/Topic/list'))).toBe('Shipping and returns (new)');
  });

  it('a store setting changed in the database is served fresh by both instances (the config and the cart that reads it)', async () => {
    await listening();
    const config = async (answer: Promise<{ json(): unknown }>) =>
      (await answer).json() as { Store: { Name: string }; MinOrderTotal?: unknown };
    const first = json<Record<string, unknown>>(await onB('GET', '/api/config'));
    await config(shop.call('GET', '/api/config'));
    const row = await operator
      .selectFrom('store_config')
      .select(['section', 'name', 'value'])
      .where('section', '=', 'seo')
      .where('name', '=', 'defaultTitle')
      .executeTakeFirstOrThrow();
    const before = invalidations();
    await operator
      .updateTable('store_config')
      .set({ value: JSON.stringify('Edited by an operator') })
      .where('section', '=', row.section)
      .where('name', '=', row.name)
      .execute();
    await noticed(before);
    const afterB = json<Record<string, unknown>>(await onB('GET', '/api/config'));
    const afterA = json<Record<string, unknown>>(await shop.call('GET', '/api/config'));
    expect(JSON.stringify(afterB)).toContain('Edited by an operator');
    expect(JSON.stringify(afterA)).toContain('Edited by an operator');
    expect(JSON.stringify(first)).not.toContain('Edited by an operator');
  });

  it("where a part is used names the vehicles' years an operator has just changed, on both instances", async () => {
    await listening();
    const token = await shop.login(DEALER2);
    const years = async (answer: Promise<{ json(): unknown }>) =>
      ((await answer).json() as { Fits: { Serie: string; YearTo: number }[] }).Fits.filter((fit) => fit.Serie === 'S200').map(
        (fit) => fit.YearTo,
      );
    const url = '/api/Level4Product/WhereUsed?sku=99110000001';
    // read twice on each: the variants' groups kept in memory where the database allows it
    for (let read = 0; read < 2; read++) {
      expect(await years(shop.call('GET', url, { token }))).not.toContain(2031);
      expect(await years(onB('GET', url, token))).not.toContain(2031);
    }
    const variants = await operator.selectFrom('vehicle_variants').select(['id', 'produced_to']).where('serie_code', '=', 'S200').execute();
    const before = invalidations();
    await operator.updateTable('vehicle_variants').set({ produced_to: 203112 }).where('serie_code', '=', 'S200').execute();
    try {
      await noticed(before);
      expect(await years(onB('GET', url, token))).toEqual([2031, 2031, 2031]);
      expect(await years(shop.call('GET', url, { token }))).toEqual([2031, 2031, 2031]);
      // another table of the catalogue: a model renamed
      const models = async (answer: Promise<{ json(): unknown }>) =>
        ((await answer).json() as { Fits: { ModelName: string }[] }).Fits.map((fit) => fit.ModelName);
      const renamed = invalidations();
      await operator.updateTable('models').set({ name: 'S 220 (2031)' }).where('id', '=', 2).execute();
      await noticed(renamed);
      expect(await models(onB('GET', url, token))).toContain('S 220 (2031)');
      expect(await models(shop.call('GET', url, { token }))).toContain('S 220 (2031)');
    } finally {
      await operator.updateTable('models').set({ name: 'S 220' }).where('id', '=', 2).execute();
      for (const variant of variants)
        await operator.updateTable('vehicle_variants').set({ produced_to: variant.produced_to }).where('id', '=', variant.id).execute();
    }
  });

  it('a sign-out on one instance is refused by the other at once', async () => {
    const token = await shop.login(DEALER2);
    expect((await onB('GET', '/api/Customer/get', token)).statusCode).toBe(200);
    expect((await shop.call('POST', '/api/user/logout', { token, body: {} })).statusCode).toBe(200);
    expect((await onB('GET', '/api/Customer/get', token)).statusCode).toBe(401);
  });

  it("a password change on one instance signs the customer's other sessions out on the other at once", async () => {
    const registered = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'two.instances@example.com', Password: base64('first-password') }),
    });
    expect(registered.statusCode).toBe(200);
    const user = { email: 'two.instances@example.com', password: 'first-password' };
    const kept = await shop.login(user);
    const other = await shop.login(user);
    expect((await onB('GET', '/api/Customer/get', other)).statusCode).toBe(200);
    const changed = await shop.call('POST', '/api/Customer/SetPassword', {
      token: kept,
      body: { Password: base64('second-password'), CurrentPassword: base64('first-password') },
    });
    expect(json(changed)).toEqual({ Success: true });
    expect((await onB('GET', '/api/Customer/get', other)).statusCode).toBe(401);
    expect((await onB('GET', '/api/Customer/get', kept)).statusCode).toBe(200);
  });

  it("an order placed on the other instance charges a payment method's fee as an operator has just changed it", async () => {
    await listening();
    const token = await shop.login(DEALER2);
    const customer = json<{ BillingAddress: number; ShippingAddress: number }>(await onB('GET', '/api/Customer/get', token));
    const part = await operator.selectFrom('products').select('id').where('sku', '=', '99110000001').executeTakeFirstOrThrow();
    const placeOrder = async () => {
      expect((await onB('POST', '/api/Level4/AddItem', token, { ProductId: part.id, Quantity: 1 })).statusCode).toBe(200);
      const choice = {
        BillingAddressId: customer.BillingAddress,
        ShippingAddressId: customer.ShippingAddress,
        ShippingMethodName: 'Courier DPD',
        PaymentMethodSystemName: 'Payments.CashOnDelivery',
      };
      await onB('POST', '/api/ShoppingCart/Totals', token, choice);
      const placed = json<{ Success: boolean; PlacedOrder: { Id: number } }>(
        await onB('POST', '/api/ShoppingCart/ConfirmCheckout', token, {
          ...choice,
          ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
          TermsOfServiceOnOrderConfirmPage: true,
          OrderNote: '',
        }),
      );
      expect(placed.Success).toBe(true);
      return json<{ PaymentMethodAdditionalFee: number }>(await onB('GET', `/api/Order/get?id=${placed.PlacedOrder.Id}`, token))
        .PaymentMethodAdditionalFee;
    };
    // twice: the second order's transaction finds the methods kept in memory (PostgreSQL)
    expect(await placeOrder()).toBe(9);
    expect(await placeOrder()).toBe(9);
    const before = invalidations();
    await operator.updateTable('payment_methods').set({ fee: 12 }).where('system_name', '=', 'Payments.CashOnDelivery').execute();
    await noticed(before);
    expect(await placeOrder()).toBe(12);
    await operator.updateTable('payment_methods').set({ fee: 9 }).where('system_name', '=', 'Payments.CashOnDelivery').execute();
  });

  it('a write in a transaction is noticed when it commits, not before (PostgreSQL)', async () => {
    if (!TEST_DATABASE_URL) return;
    await listening();
    await onB('GET', '/api/Topic/list');
    // the notices in the order they reach a listener of the test's own
    const notices: string[] = [];
    const listener = new pg.Client({ connectionString: shop.location });
    await listener.connect();
    listener.on('notification', (notice) => notices.push(notice.payload ?? ''));
    await listener.query(`LISTEN ${REFERENCE_CHANNEL}`);
    try {
      const before = invalidations();
      let insideSeen: number[] = [];
      let insideNotices: string[] = [];
      await operator.transaction().execute(async (trx) => {
        await trx.updateTable('topics').set({ title: 'Inside a transaction' }).where('se_name', '=', 'shipping-returns').execute();
        // a notice sent after the write, outside its transaction: a notice of the write sent before
        // its commit would arrive first; once this one has arrived (here and at both instances), none has
        await listener.query(`SELECT pg_notify($1, 'probe')`, [REFERENCE_CHANNEL]);
        await eventually('the probe at the listener', () => notices.includes('probe'));
        await noticed(before);
        insideSeen = invalidations();
        // read before the commit: the commit's own notice may reach the listener as soon as it is sent
        insideNotices = [...notices];
      });
      expect(insideNotices).toEqual(['probe']);
      await noticed(insideSeen);
      await eventually("the write's notice at the listener after the commit", () => notices.includes('topics'));
    } finally {
      await listener.end();
    }
    const titles = json<{ Title: string }[]>(await onB('GET', '/api/Topic/list')).map((topic) => topic.Title);
    expect(titles).toContain('Inside a transaction');
  });
});

describe('ReferenceCache', () => {
  it('reads through while not listening, keeps answers while listening, and drops them all on a notice', async () => {
    const cache = new ReferenceCache();
    let reads = 0;
    const load = async () => ({ reads: ++reads });
    expect(await cache.read('a', load)).toEqual({ reads: 1 });
    expect(await cache.read('a', load)).toEqual({ reads: 2 });
    cache.setListening(true);
    expect(await cache.read('a', load)).toEqual({ reads: 3 });
    expect(await cache.read('a', load)).toEqual({ reads: 3 });
    cache.invalidate();
    expect(await cache.read('a', load)).toEqual({ reads: 4 });
    cache.setListening(false);
    expect(await cache.read('a', load)).toEqual({ reads: 5 });
  });

  it('in a transaction: gives what is kept, keeps what it reads unless a notice came meanwhile, and shares no read of its own', async () => {
    const cache = new ReferenceCache();
    cache.setListening(true);
    expect(await cache.read('a', async () => 'kept')).toBe('kept');
    expect(await cache.readInTransaction('a', async () => 'read in the transaction')).toBe('kept');
    expect(await cache.readInTransaction('b', async () => 'read in the transaction')).toBe('read in the transaction');
    expect(await cache.read('b', async () => 'read again')).toBe('read in the transaction');
    // a notice while the transaction read: its answer may be older than the change, so it is not kept
    const noticedMeanwhile = cache.readInTransaction('c', async () => {
      cache.invalidate();
      return 'before the change';
    });
    expect(await noticedMeanwhile).toBe('before the change');
    expect(await cache.read('c', async () => 'after the change')).toBe('after the change');
    // a read failing with its transaction fails that transaction alone
    let release: () => void = () => undefined;
    const failing = cache.readInTransaction(
      'd',
      () => new Promise<string>((_resolve, reject) => (release = () => reject(new Error('transaction aborted')))),
    );
    const other = cache.read('d', async () => 'fine');
    release();
    await expect(failing).rejects.toThrow('transaction aborted');
    expect(await other).toBe('fine');
    // not listening: nothing kept, nothing given
    cache.setListening(false);
    expect(await cache.readInTransaction('a', async () => 'read')).toBe('read');
  });

  it('keeps an answer frozen, forgets a failed read and holds at most REFERENCE_CACHE_SIZE answers', async () => {
    const cache = new ReferenceCache();
    cache.setListening(true);
    const kept = await cache.read('list', async () => [{ name: 'a' }]);
    expect(() => ((kept[0] as { name: string }).name = 'changed')).toThrow(TypeError);
    await expect(cache.read('fails', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('fails', async () => 'fine')).toBe('fine');
    let reads = 0;
    for (let index = 0; index <= REFERENCE_CACHE_SIZE; index++) await cache.read(`key ${index}`, async () => ++reads);
    // the oldest one went: read again
    expect(await cache.read('key 0', async () => 'again')).toBe('again');
    expect(await cache.read(`key ${REFERENCE_CACHE_SIZE}`, async () => 'not again')).toBe(REFERENCE_CACHE_SIZE + 1);
  });
});

describe('VehicleCatalogueCache', () => {
  it('keeps answers for one generation, drops them all for a newer one, and reads an older one through without keeping it', async () => {
    const cache = new VehicleCatalogueCache();
    let reads = 0;
    const load = async () => ({ reads: ++reads });
    expect(await cache.read(5, 'groups:pl', load)).toEqual({ reads: 1 });
    expect(await cache.read(5, 'groups:pl', load)).toEqual({ reads: 1 });
    expect(await cache.read(5, 'groups:en', load)).toEqual({ reads: 2 });
    // a write of the catalogue: both keys read again
    expect(await cache.read(6, 'groups:pl', load)).toEqual({ reads: 3 });
    expect(await cache.read(6, 'groups:en', load)).toEqual({ reads: 4 });
    // a reader that saw the number before that write: served afresh, and generation 6's answers stay
    expect(await cache.read(5, 'groups:pl', load)).toEqual({ reads: 5 });
    expect(await cache.read(6, 'groups:pl', load)).toEqual({ reads: 3 });
  });

  it('shares one read among the readers of a generation, keeps it frozen and forgets a failed one', async () => {
    const cache = new VehicleCatalogueCache();
    let reads = 0;
    const load = async () => [{ reads: ++reads }];
    const [first, second] = await Promise.all([cache.read(1, 'k', load), cache.read(1, 'k', load)]);
    expect(second).toBe(first);
    expect(reads).toBe(1);
    expect(() => ((first[0] as { reads: number }).reads = 0)).toThrow(TypeError);
    await expect(cache.read(1, 'fails', async () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cache.read(1, 'fails', async () => 'fine')).toBe('fine');
  });
});

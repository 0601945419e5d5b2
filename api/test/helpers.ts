import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScryptCost } from '../src/auth/passwords';
import { openDatabase, type Db, type Executor } from '../src/db/database';
import { buildServer, type ServerOptions } from '../src/server';
import { databaseUrl, dropDatabase, freshDatabase, TEST_DATABASE_URL } from './postgres';

/**
 * The scrypt cost of the API tests: production's (N=2^17) takes about 0.3 s a hash, so tests
 * hash cheaply; passwords.test.ts proves the production cost and the upgrade of older hashes.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export const DEALER = { email: 'dealer@example.com', password: 'dealer123' };
export const DEALER2 = { email: 'dealer2@example.com', password: 'dealer234' };

export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** A new dealer's registration body (POST /api/Customer/register), each field replaceable. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  Email: 'new.dealer@example.com',
  Password: base64('secret1'),
  FirstName: 'Tomasz',
  LastName: 'Wiśniewski',
  Company: 'Wiśniewski Auto',
  StreetAddress: 'ul. Długa 1',
  StreetAddress2: 'Brama 2',
  ZipPostalCode: '31-147',
  City: 'Kraków',
  CountryId: '1',
  StateProvinceId: '6',
  Phone: '+48 600 100 200',
  Newsletter: true,
  VatNumber: 'PL6760000000',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestShop {
  app: FastifyInstance;
  dir: string;
  /** The database the server runs on: its SQLite file or its postgres:// URL. */
  location: string;
  call(
    method: Method,
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  login(user?: { email: string; password: string }): Promise<string>;
  /**
   * The shop's database beside the running API (its own connection, opened on first use): what a
   * test reads or writes directly, as a catalogue import or an operator would, on either database.
   */
  database(): Promise<Executor>;
  close(): Promise<void>;
}

/**
 * A fresh server on a fresh database: a copy of the demo database the global setup seeded once
 * (or seeded here when run without it), hashing at TEST_PASSWORD_COST. SQLite: a file in a
 * temporary folder; with TEST_DATABASE_URL, a PostgreSQL database copied from the template.
 */
export async function startShop(options: Partial<ServerOptions> = {}): Promise<TestShop> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-api-'));
  let database = join(dir, 'shop.db');
  const pgDatabase = TEST_DATABASE_URL ? await freshDatabase() : undefined;
  if (pgDatabase) database = databaseUrl(pgDatabase);
  const template = process.env.API_TEST_TEMPLATE_DB;
  if (!pgDatabase && template) copyFileSync(template, database);
  // mail goes to .eml files in the test's own folder unless the test names an SMTP server (test/mailbox.ts)
  const app = await buildServer({
    database,
    demoData: 'small',
    passwordCost: TEST_PASSWORD_COST,
    ...options,
    mail: { outboxDir: join(dir, 'outbox'), ...options.mail },
  });
  const call: TestShop['call'] = (method, url, { token, body, headers } = {}) =>
    app.inject({
      method,
      url,
      // English unless a test asks otherwise: most tests assert the English names and messages
      // (language.test.ts covers Polish and the default without a header)
      headers: { 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }), ...headers },
      ...(body !== undefined && { payload: body as object }),
    });
  let beside: Promise<Db> | undefined;
  return {
    app,
    dir,
    location: database,
    call,
    async database() {
      beside ??= openDatabase(database, { poolSize: 2 });
      return (await beside).kysely;
    },
    async login(user = DEALER) {
      const response = await call('POST', '/api/user/login', { body: { email: user.email, password: base64(user.password) } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.body;
    },
    async close() {
      if (beside) await (await beside).close();
      await app.close();
      if (pgDatabase) await dropDatabase(pgDatabase);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The parsed JSON body of a response. */
export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/**
 * A cart line whose part has no price, as a cart holds one when the price went to 0 after the part
 * went in (a catalogue delta): the part is given a price for the add, then its own again. Adds
 * never put a part without a price into the cart (issue 37, item 9).
 */
export async function addLineThatLostItsPrice(shop: TestShop, token: string, sku: string, quantity: number): Promise<void> {
  const db = await shop.database();
  const { id, price } = await db
    .selectFrom('products')
    .select(['id', 'price'])
    .where('sku', '=', sku)
    .where('product_type', '=', 'SimpleProduct')
    .executeTakeFirstOrThrow();
  await db.updateTable('products').set({ price: 10 }).where('id', '=', id).execute();
  try {
    const added = await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: id, Quantity: quantity } });
    if (added.statusCode !== 200) throw new Error(`AddItem failed: ${added.statusCode} ${added.body}`);
  } finally {
    await db.updateTable('products').set({ price }).where('id', '=', id).execute();
  }
}

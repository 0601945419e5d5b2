import { sql } from 'kysely';
import { dialectOf } from '../src/db/database';
import { prepared } from '../src/db/prepared';
import { startShop, type TestShop } from './helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

it('PostgreSQL: the connections compile no query with JIT (it costs tens of milliseconds on a short read)', async () => {
  const db = await shop.database();
  if (dialectOf(db) !== 'postgres') return;
  expect((await sql<{ jit: string }>`SHOW jit`.execute(db)).rows).toEqual([{ jit: 'off' }]);
});

describe('prepared queries (hot paths compiled once per dialect)', () => {
  it('are built once and run with the values of each call, a parameter used twice included', async () => {
    const db = await shop.database();
    let builds = 0;
    const query = prepared<{ sku: string; other: string }, { sku: string }>((executor, params) => {
      builds += 1;
      return executor
        .selectFrom('products')
        .select('sku')
        .where((eb) => eb.or([eb('sku', '=', params.sku), eb('sku', '=', params.other)]))
        .where('product_type', '=', 'SimpleProduct')
        .orderBy('sku');
    });
    expect(await query.all(db, { sku: '99110000001', other: '99110000002' })).toEqual([{ sku: '99110000001' }, { sku: '99110000002' }]);
    expect(await query.first(db, { sku: '99340000001', other: 'none' })).toEqual({ sku: '99340000001' });
    expect(await query.all(db, { sku: 'none', other: 'none' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keep the constants of the builder and run in a transaction as on the database', async () => {
    const db = await shop.database();
    const count = prepared<{ limit: number }, { n: number }>(
      (_executor, params) => sql<{ n: number }>`SELECT CAST(${params.limit} AS INTEGER) + ${7} AS n`,
    );
    expect(await count.first(db, { limit: 3 })).toEqual({ n: 10 });
    const inside = await db.transaction().execute((trx) => count.first(trx, { limit: 5 }));
    expect(inside).toEqual({ n: 12 });
    const touched = prepared<{ value: string }, never>((executor, params) =>
      executor
        .updateTable('store_config')
        .set({ value: params.value })
        .where('section', '=', 'general')
        .where('name', '=', 'showPriceNetto'),
    );
    expect(await touched.run(db, { value: 'true' })).toBe(1);
    expect(['sqlite', 'postgres']).toContain(dialectOf(db));
  });
});

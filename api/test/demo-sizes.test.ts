import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Passwords } from '../src/auth/passwords';
import { openDatabase, type Executor } from '../src/db/database';
import { DEMO_PLANS, seedDemoData, type DemoPlan, type SeedStats } from '../src/demo/seed';
import { TEST_PASSWORD_COST } from './helpers';
import { databaseUrl, dropDatabase, emptyDatabase, TEST_DATABASE_URL } from './postgres';

/**
 * What the demo seed promises at any size, checked on small plans of the huge size's shape (its
 * parts per board, a few generated series): the counts grow by the same step with every four
 * generated series (one of each template), which is what makes the huge size about 1 million
 * parts on 50,000 boards without seeding it here; the same plan gives the same rows; the rows held
 * in memory do not grow with the number of series.
 */

interface Seeded {
  parts: number;
  boards: number;
  vehicles: number;
  /** A digest of every catalogue and vehicle row: equal digests, equal demo data. */
  digest: string;
  stats: SeedStats;
}

const count = async (db: Executor, productType: 'SimpleProduct' | 'GroupedProduct') =>
  Number(
    (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM products WHERE product_type = ${productType}`.execute(db)).rows[0]?.n,
  );

/** The rows of the catalogue and vehicle tables in id order, hashed (numbers as text, so both databases' drivers hash alike). */
async function digestOf(db: Executor): Promise<string> {
  const hash = createHash('sha256');
  const tables: readonly [string, string][] = [
    [
      'products',
      'SELECT id, sku, name, name_pl, product_type, price, category_id, diagram_id, serie_code, search_stems_pl FROM products ORDER BY id',
    ],
    [
      'board_parts',
      'SELECT board_id, product_id, position, quantity, model_id, engine_id, equipment_id FROM board_parts ORDER BY board_id, product_id, position',
    ],
    ['warehouse_stock', 'SELECT product_id, warehouse_id, quantity FROM warehouse_stock ORDER BY product_id, warehouse_id'],
    [
      'product_links',
      'SELECT product_id, kind, linked_product_id, quantity FROM product_links ORDER BY product_id, kind, linked_product_id',
    ],
    ['hotspots', 'SELECT diagram_id, position, x1, y1, x2, y2 FROM hotspots ORDER BY diagram_id, position'],
    ['vehicles', 'SELECT id, vin, vin7, variant_id, production_month, paint_code FROM vehicles ORDER BY id'],
    [
      'vehicle_equipment',
      'SELECT vehicle_id, equipment_id, optional, retrofitted FROM vehicle_equipment ORDER BY vehicle_id, equipment_id',
    ],
  ];
  for (const [table, query] of tables) {
    hash.update(`${table}\n`);
    for (const row of (await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(db)).rows) {
      hash.update(
        `${Object.values(row)
          .map((value) => (value === null ? '' : String(Number.isFinite(Number(value)) && value !== '' ? Number(value) : value)))
          .join('\t')}\n`,
      );
    }
  }
  return hash.digest('hex');
}

/** Seeds a new empty database (a SQLite file, or a PostgreSQL database with TEST_DATABASE_URL) with `plan` and reads what it holds. */
async function seed(plan: DemoPlan): Promise<Seeded> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-demo-sizes-'));
  const pgDatabase = TEST_DATABASE_URL ? await emptyDatabase() : undefined;
  const database = await openDatabase(pgDatabase ? databaseUrl(pgDatabase) : join(dir, 'shop.db'));
  try {
    const stats: SeedStats = { peakBufferedRows: 0 };
    expect(await seedDemoData(database.kysely, plan, new Passwords(TEST_PASSWORD_COST), stats)).toBe(true);
    const db = database.kysely;
    const vehicles = Number((await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM vehicles`.execute(db)).rows[0]?.n);
    return {
      parts: await count(db, 'SimpleProduct'),
      boards: await count(db, 'GroupedProduct'),
      vehicles,
      digest: await digestOf(db),
      stats,
    };
  } finally {
    await database.close();
    if (pgDatabase) await dropDatabase(pgDatabase);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The huge size's shape with fewer series (and vehicles). */
const shaped = (extraSeries: number): DemoPlan => ({ ...DEMO_PLANS.huge, extraSeries, vehiclesPerSerie: 2 });

describe('demo data sizes', () => {
  let none: Seeded;
  let four: Seeded;
  let eight: Seeded;

  beforeAll(async () => {
    none = await seed(shaped(0));
    four = await seed(shaped(4));
    eight = await seed(shaped(8));
  }, 600_000);

  it('every four generated series add the same parts, boards and vehicles: the huge size is about 1 million parts on 50,000 boards', () => {
    const step = { parts: four.parts - none.parts, boards: four.boards - none.boards, vehicles: four.vehicles - none.vehicles };
    expect(step.parts).toBeGreaterThan(0);
    expect({ parts: eight.parts - four.parts, boards: eight.boards - four.boards, vehicles: eight.vehicles - four.vehicles }).toEqual(step);
    expect(step.vehicles).toBe(4 * 2);
    // the huge plan is a whole number of such steps
    expect(DEMO_PLANS.huge.extraSeries % 4).toBe(0);
    const steps = DEMO_PLANS.huge.extraSeries / 4;
    const huge = { parts: none.parts + steps * step.parts, boards: none.boards + steps * step.boards };
    expect(huge.parts).toBeGreaterThanOrEqual(950_000);
    expect(huge.parts).toBeLessThanOrEqual(1_150_000);
    expect(huge.boards).toBeGreaterThanOrEqual(47_500);
    expect(huge.boards).toBeLessThanOrEqual(52_500);
    // ten times the large size's catalogue
    const large = {
      parts: none.parts + (DEMO_PLANS.large.extraSeries / 4) * step.parts,
      boards: none.boards + (DEMO_PLANS.large.extraSeries / 4) * step.boards,
    };
    expect(huge.parts / large.parts).toBeGreaterThan(9);
    expect(huge.boards / large.boards).toBeGreaterThan(9);
  });

  it('the same plan gives the same rows (ids, numbers, names, prices, stock, vehicles)', async () => {
    const again = await seed(shaped(4));
    expect(again.digest).toBe(four.digest);
    expect(again.parts).toBe(four.parts);
    expect(eight.digest).not.toBe(four.digest);
  }, 300_000);

  it('the rows held in memory at once do not grow with the number of series (written serie by serie)', () => {
    expect(eight.stats.peakBufferedRows).toBeGreaterThan(0);
    expect(eight.stats.peakBufferedRows).toBeLessThanOrEqual(Math.ceil(four.stats.peakBufferedRows * 1.1));
    // far fewer than the parts written, which each bring several rows
    expect(eight.stats.peakBufferedRows).toBeLessThan(eight.parts);
  });
});

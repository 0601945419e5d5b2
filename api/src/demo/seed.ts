import { Passwords } from '../auth/passwords';
import { sql } from 'kysely';
import { dialectOf, inTransaction, type Executor } from '../db/database';
import { seedCatalogue } from './catalogue';
import { seedCustomers } from './customers';
import { Random } from './random';
import { seedReferenceData } from './reference-data';
import { SeedRows } from './rows';
import { seedSupersessions } from './supersessions';
import { seedVehicleCatalogue } from './vehicles';

export const DEMO_SIZES = ['small', 'large', 'huge'] as const;
export type DemoSize = (typeof DEMO_SIZES)[number];

export const isDemoSize = (value: string): value is DemoSize => (DEMO_SIZES as readonly string[]).includes(value);

/** How much demo data: the five fixture series and `extraSeries` generated ones, each with its vehicles and boards. */
export interface DemoPlan {
  extraSeries: number;
  vehiclesPerSerie: number;
  /** Parts of its own per generated board (besides the shared fasteners). */
  partsPerBoard: number;
}

/**
 * small starts in about a second; large has 100,000+ parts on 5,000+ boards for benchmarks; huge
 * ten times that (about 1 million parts on 50,000 boards, 33,000 vehicles).
 */
export const DEMO_PLANS: Readonly<Record<DemoSize, DemoPlan>> = {
  small: { extraSeries: 0, vehiclesPerSerie: 6, partsPerBoard: 9 },
  large: { extraSeries: 164, vehiclesPerSerie: 20, partsPerBoard: 21 },
  huge: { extraSeries: 1640, vehiclesPerSerie: 20, partsPerBoard: 21 },
};

const SEED = 20250101;

/** What a seed tells about itself: the most demo rows it held in memory at once (between two writes). */
export interface SeedStats {
  peakBufferedRows: number;
}

/**
 * Fills an empty database with the demo shop (only when asked: DEMO_DATA); returns false when
 * there is data already. The demo passwords are hashed at the cost `hashing` uses. One
 * transaction: the reference data, vehicles and catalogue in multi-row INSERTs (SeedRows, written
 * serie by serie, so the rows held in memory do not grow with the size), then the customers and
 * their order history through the shop's own data and domain functions. The same plan gives the
 * same rows (ids, numbers, names, prices) on every machine and either database.
 */
export async function seedDemoData(
  db: Executor,
  size: DemoSize | DemoPlan,
  hashing = new Passwords(),
  stats?: SeedStats,
): Promise<boolean> {
  if (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
  const passwords = { dealer: await hashing.hash('dealer123'), dealer2: await hashing.hash('dealer234') };
  const plan = typeof size === 'string' ? DEMO_PLANS[size] : size;
  const random = new Random(SEED);
  const seeded = await inTransaction(db, async (trx) => {
    // instances starting together on one empty PostgreSQL database: the first seeds, the others find its data
    if (await trx.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
    const rows = new SeedRows();
    seedReferenceData(rows);
    const vehicles = await seedVehicleCatalogue(rows, random, plan.extraSeries, plan.vehiclesPerSerie, () => rows.write(trx));
    await rows.write(trx);
    await seedCatalogue(trx, rows, random, vehicles, { partsPerBoard: plan.partsPerBoard });
    await rows.write(trx);
    await rows.finish(trx);
    if (stats) stats.peakBufferedRows = rows.peakBuffered;
    await seedSupersessions(trx);
    await seedCustomers(trx, passwords);
    return true;
  });
  // PostgreSQL plans by statistics that autovacuum gathers only minutes later: until then a board
  // or a cart on the huge data was planned as on empty tables, seconds instead of milliseconds
  if (seeded && dialectOf(db) === 'postgres') await sql`ANALYZE`.execute(db);
  return seeded;
}

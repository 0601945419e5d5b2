import { Passwords } from '../auth/passwords';
import { inTransaction, type Executor } from '../db/database';
import { seedCatalogue } from './catalogue';
import { seedCustomers } from './customers';
import { Random } from './random';
import { seedReferenceData } from './reference-data';
import { SeedRows } from './rows';
import { seedSupersessions } from './supersessions';
import { seedVehicleCatalogue } from './vehicles';

export type DemoSize = 'small' | 'large';

/** small starts in about a second; large has 100,000+ parts on 5,000+ boards for benchmarks. */
const SIZES: Record<DemoSize, { extraSeries: number; vehiclesPerSerie: number; partsPerBoard: number }> = {
  small: { extraSeries: 0, vehiclesPerSerie: 6, partsPerBoard: 9 },
  large: { extraSeries: 164, vehiclesPerSerie: 20, partsPerBoard: 21 },
};

const SEED = 20250101;

/**
 * Fills an empty database with the demo shop (only when asked: DEMO_DATA); returns false when
 * there is data already. The demo passwords are hashed at the cost `hashing` uses. One
 * transaction: the reference data, vehicles and catalogue in multi-row INSERTs (SeedRows), then
 * the customers and their order history through the shop's own data and domain functions.
 */
export async function seedDemoData(db: Executor, size: DemoSize, hashing = new Passwords()): Promise<boolean> {
  if (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
  const passwords = { dealer: await hashing.hash('dealer123'), dealer2: await hashing.hash('dealer234') };
  const plan = SIZES[size];
  const random = new Random(SEED);
  return inTransaction(db, async (trx) => {
    // instances starting together on one empty PostgreSQL database: the first seeds, the others find its data
    if (await trx.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
    const rows = new SeedRows();
    seedReferenceData(rows);
    const vehicles = seedVehicleCatalogue(rows, random, plan.extraSeries, plan.vehiclesPerSerie);
    await rows.write(trx);
    await seedCatalogue(trx, rows, random, vehicles, { partsPerBoard: plan.partsPerBoard });
    await rows.write(trx);
    await seedSupersessions(trx);
    await seedCustomers(trx, passwords);
    return true;
  });
}

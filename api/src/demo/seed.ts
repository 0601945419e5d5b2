import { Passwords } from '../auth/passwords';
import type { Sql } from '../db/sql';
import { seedCatalogue } from './catalogue';
import { seedCustomers } from './customers';
import { fillSearchKeys } from '../data/product-search';
import { Random } from './random';
import { seedReferenceData } from './reference-data';
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
 * there is data already. The demo passwords are hashed at the cost `hashing` uses.
 */
export async function seedDemoData(sql: Sql, size: DemoSize, hashing = new Passwords()): Promise<boolean> {
  if (sql.one('SELECT 1 FROM stores LIMIT 1')) return false;
  const passwords = { dealer: await hashing.hash('dealer123'), dealer2: await hashing.hash('dealer234') };
  const plan = SIZES[size];
  const random = new Random(SEED);
  sql.transaction(() => {
    seedReferenceData(sql);
    const vehicles = seedVehicleCatalogue(sql, random, plan.extraSeries, plan.vehiclesPerSerie);
    seedCatalogue(sql, random, vehicles, { partsPerBoard: plan.partsPerBoard });
    seedSupersessions(sql);
    seedCustomers(sql, passwords);
    fillSearchKeys(sql);
  });
  return true;
}

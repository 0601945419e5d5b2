import { Passwords } from '../auth/passwords';
import { sql } from 'kysely';
import { dialectOf, inTransaction, type Executor } from '../db/database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFeed } from '../feeds/import';
import { problemText } from '../feeds/messages';
import { linkCategorySlides } from './catalogue';
import { seedCustomers } from './customers';
import { writeDemoFeed } from './feed';
import { SeedRows } from './rows';

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

/** The generator's seed: the same plan gives the same rows. */
export const DEMO_SEED = 20250101;

/** What a seed tells about itself: the most demo rows it held in memory at once (between two writes). */
export interface SeedStats {
  peakBufferedRows: number;
}

/**
 * Fills an empty database with the demo shop (only when asked: DEMO_DATA); returns false when
 * there is data already. The demo passwords are hashed at the cost `hashing` uses. The catalogue
 * and vehicles take the one path into the catalogue (issue 39): the generator writes them as a full
 * feed into a temporary folder (straight to CSV, serie by serie: the rows held in memory do not
 * grow with the size) and `importFeed` loads it. The shop's own data (stores, languages,
 * countries, reference codes, content pages, slides, shipping, payment, warehouses) is written
 * first in one transaction (an instance finding it there seeds nothing: instances starting
 * together on one empty PostgreSQL database), then the feed imported, then the slides' category
 * links and the customers with their order history through the shop's own data and domain
 * functions. The same plan gives the same rows on every machine and either database.
 */
export async function seedDemoData(
  db: Executor,
  size: DemoSize | DemoPlan,
  hashing = new Passwords(),
  stats?: SeedStats,
): Promise<boolean> {
  if (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
  const passwords = { dealer: await hashing.hash('dealer123'), dealer2: await hashing.hash('dealer234') };
  const dir = mkdtempSync(join(tmpdir(), 'parts-demo-feed-'));
  try {
    const shop = new SeedRows();
    const { categoryIds } = await writeDemoFeed(size, join(dir, 'demo'), shop, stats);
    const started = await inTransaction(db, async (trx) => {
      if (await trx.selectFrom('stores').select('id').limit(1).executeTakeFirst()) return false;
      await shop.write(trx);
      await shop.finish(trx);
      return true;
    });
    if (!started) return false;
    const report = await importFeed(db, join(dir, 'demo'));
    if (!report.applied) {
      const problems = report.problems.map((problem) => problemText(problem, 'en'));
      throw new Error(`demo data: the demo feed was not imported\n${problems.join('\n')}`);
    }
    await inTransaction(db, async (trx) => {
      await linkCategorySlides(trx, categoryIds);
      await seedCustomers(trx, passwords);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // PostgreSQL plans by statistics that autovacuum gathers only minutes later: until then a board
  // or a cart on the huge data was planned as on empty tables, seconds instead of milliseconds
  if (dialectOf(db) === 'postgres') await sql`ANALYZE`.execute(db);
  return true;
}

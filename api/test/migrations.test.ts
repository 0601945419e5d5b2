import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Passwords } from '../src/auth/passwords';
import { openDatabase, type Db, type Executor } from '../src/db/database';
import { MIGRATION_TABLE, migrateDownTo, migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { searchStems, sqlSearchKey } from '../src/db/search-key';
import { seedDemoData } from '../src/demo/seed';
import * as legacy from './fixtures/legacy-migrations';
import { TEST_PASSWORD_COST } from './helpers';
import { databaseUrl, dropDatabase, emptyDatabase, TEST_DATABASE_URL } from './postgres';
import { schemaSnapshot } from './schema-snapshot';

const postgresOnly = TEST_DATABASE_URL ? it : it.skip;
const NAMES = Object.keys(migrations);
/** The migrations version 1.9 had (its runner applies them); the later ones run on its database here. */
const LEGACY_NAMES = NAMES.slice(0, legacy.migrations.length);
/**
 * Columns added after 1.9 that today's demo seed writes: not copied into the 1.9 database (the
 * migration that adds them fills them, or leaves them empty), and left out when the rows before
 * and after are compared.
 */
const LATER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // migration 27: withdrawn (read by checkout, which the seed's past orders go through)
  // and migration 50 (extension returns): returnable, 1 for every part there
  products: ['search_stems', 'search_stems_pl', 'part_name_id', 'withdrawn', 'returnable'],
  // migration 21: the Polish texts of diagrams, pictures and dealer-system documents
  // and migration 31: a feed's diagram and picture files (the seed, a full feed, writes them)
  diagrams: ['title_pl', 'image_hash'],
  pictures: ['title_pl', 'image_hash'],
  dealer_system_orders: ['description_pl'],
  store_config: ['value_pl'],
  // migration 19: the dealer's own reference; migration 36: the language the order was placed in
  // and migration 42 (extension team): who approved an order
  // and migration 53 (extension vor): an order marked 'vehicle off road'
  orders: ['customer_reference', 'language', 'placed_by_employee_id', 'placed_by', 'approved_by_employee_id', 'approved_by', 'vor'],
  // migration 28: the job of a cart line and an order line
  order_items: ['job_reference'],
  // migration 41 (extension team): the employee of a session, the company login's last sign-in
  sessions: ['employee_id'],
  cart_items: ['job_reference', 'employee_id'],
  shopping_lists: ['author_employee_id', 'author'],
  // and migration 36: the kinds of order mail a dealer switched off (the seed's dealers: none)
  // and migration 57 (extension backorders): whether the company orders beyond the stock
  customers: ['last_sign_in_at', 'order_mail_off', 'accept_backorders'],
};
/**
 * Tables of later migrations that the migration fills: from the rows already there (the distinct
 * part names, migration 23), or with their one row (SQLite's count of the vehicle catalogue's writes, migration 58).
 */
const FILLED_LATER = ['part_names', 'vehicle_catalogue_generation'];

/** A place for a database of the dialect under test (a SQLite file, or an empty PostgreSQL database), dropped after. */
async function withLocation(work: (location: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-api-migrations-'));
  const pgDatabase = TEST_DATABASE_URL ? await emptyDatabase() : undefined;
  try {
    await work(pgDatabase ? databaseUrl(pgDatabase) : join(dir, 'shop.db'));
  } finally {
    if (pgDatabase) await dropDatabase(pgDatabase);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pg's 64-bit integers as numbers, as openDatabase reads them. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Makes a database as version 1.9 (main before this change) did: its own runner, its SQL, its bookkeeping. */
async function legacyDatabase(location: string): Promise<Kysely<Database>> {
  if (TEST_DATABASE_URL) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location, max: 2, types }) }) });
    await legacy.migratePostgres(db);
    return db;
  }
  const raw = new SqliteDatabase(location);
  raw.pragma('foreign_keys = ON');
  raw.function('search_key', { deterministic: true }, sqlSearchKey);
  legacy.migrateSqlite(raw);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
}

/** The shop's tables (not the runners' bookkeeping, not SQLite's full-text index over products). */
async function tables(db: Executor): Promise<string[]> {
  const { rows } = TEST_DATABASE_URL
    ? await sql<{
        name: string;
      }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`.execute(db)
    : await sql<{
        name: string;
      }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_names%' AND name NOT LIKE 'part_name_trigrams%' ORDER BY 1`.execute(
        db,
      );
  return rows.map((row) => row.name).filter((name) => !['migrations', MIGRATION_TABLE, `${MIGRATION_TABLE}_lock`].includes(name));
}

/** Every row of every table (but the columns added after 1.9), each table's rows in a fixed order: what "nothing lost" compares. */
async function contents(db: Executor): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tables(db)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    const later = LATER_COLUMNS[table] ?? [];
    all[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .filter(([column]) => !later.includes(column))
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
      )
      .sort();
  }
  return all;
}

/**
 * A schema snapshot without PostgreSQL's column positions: the columns added after 1.9 for the
 * seed and dropped again leave their places numbered on the 1.9 database (SQLite renumbers).
 */
function withoutPositions(snapshot: unknown): unknown {
  if (Array.isArray(snapshot)) return snapshot.map(withoutPositions);
  if (typeof snapshot !== 'object' || snapshot === null) return snapshot;
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([key]) => key !== 'ordinal_position')
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}

/** The columns a table has in `db`. */
async function columnsOf(db: Executor, table: string): Promise<string[]> {
  const { rows } = TEST_DATABASE_URL
    ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Fills a 1.9 database with today's demo data: seeded into a new database (the demo catalogue
 * goes in through the feed importer, which needs today's schema), then every row of the tables
 * 1.9 has copied, the columns 1.9 has (the ones added later are not copied: the migration that
 * adds them fills them, or leaves them empty). References are checked at the end of the copy.
 */
async function copyDemoData(old: Kysely<Database>): Promise<void> {
  await withLocation(async (location) => {
    const seeded = await openDatabase(location);
    try {
      await seedDemoData(seeded.kysely, 'small', new Passwords(TEST_PASSWORD_COST));
      const copy = async (trx: Executor) => {
        for (const table of await tables(trx)) {
          const columns = await columnsOf(trx, table);
          const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((column) => sql.ref(column)))}
            FROM ${sql.table(table)}`.execute(seeded.kysely);
          for (let start = 0; start < rows.length; start += 200) {
            const values = rows.slice(start, start + 200).map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
            await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(values)}`.execute(
              trx,
            );
          }
        }
      };
      if (TEST_DATABASE_URL) {
        // the rows in any order: PostgreSQL's reference checks (triggers) off in this transaction only
        await old.transaction().execute(async (trx) => {
          await sql`SET LOCAL session_replication_role = replica`.execute(trx);
          await copy(trx);
          // keys continue after the copied rows' (as the seed's identities did)
          const { rows } = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name
            FROM information_schema.columns WHERE table_schema = current_schema()
              AND (is_identity = 'YES' OR column_default LIKE 'nextval%')`.execute(trx);
          for (const { table_name: table, column_name: column } of rows) {
            await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
              COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
          }
        });
      } else {
        await sql`PRAGMA foreign_keys = OFF`.execute(old);
        await old.transaction().execute(copy);
        await sql`PRAGMA foreign_keys = ON`.execute(old);
        expect((await sql`PRAGMA foreign_key_check`.execute(old)).rows).toEqual([]);
      }
    } finally {
      await seeded.close();
    }
  });
}

/** A database made by today's migrations from nothing, for comparing schemas. */
async function withFreshSchema<T>(read: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await withLocation(async (location) => {
    const db = await openDatabase(location);
    try {
      result = await read(db);
    } finally {
      await db.close();
    }
  });
  return result as T;
}

describe('migrations (api/src/db/migrations, Kysely Migrator)', () => {
  it('migrate a database made by version 1.9 forward without losing a row, to the schema a new database gets', async () => {
    await withLocation(async (location) => {
      const old = await legacyDatabase(location);
      await copyDemoData(old);
      // rows of the tables the demo data leaves empty
      const dealer = await old.selectFrom('customers').select('id').where('email', '=', 'dealer@example.com').executeTakeFirstOrThrow();
      const part = await old.selectFrom('products').select('id').where('sku', '=', '99110000001').executeTakeFirstOrThrow();
      await old
        .insertInto('cart_items')
        .values({
          customer_id: dealer.id,
          product_id: part.id,
          quantity: 2,
          marke: 'BMW',
          produktart: 'Teile',
          added_on: '2026-01-02T03:04:05Z',
        })
        .execute();
      await old
        .insertInto('sessions')
        .values({
          token_hash: 'a'.repeat(64),
          customer_id: dealer.id,
          created_at: 1_700_000_000_000,
          expires_at: 1_800_000_000_000,
          last_seen_at: 1_700_000_000_000,
        })
        .execute();
      await old
        .insertInto('login_attempts')
        .values({ throttle_key: 'account:dealer@example.com', attempted_at: 1_700_000_000_000 })
        .execute();
      await old
        .insertInto('idempotency_keys')
        .values({ customer_id: dealer.id, idempotency_key: 'key-1', answer: '{"orderId":1}', created_at: 1_700_000_000_000 })
        .execute();
      const before = await contents(old);
      const { rows: applied } = await sql<{ id: number; applied_at: string }>`SELECT id, applied_at FROM migrations ORDER BY id`.execute(
        old,
      );
      await old.destroy();
      expect(applied.map((row) => row.id)).toEqual(LEGACY_NAMES.map((_, index) => index + 1));
      expect(before.customers).toHaveLength(2);

      const migrated = await openDatabase(location);
      try {
        const db = migrated.kysely;
        const after = await contents(db);
        expect(Object.fromEntries(Object.keys(before).map((table) => [table, after[table]]))).toEqual(before);
        // the tables of later migrations start empty
        for (const table of Object.keys(after).filter((table) => !(table in before) && !FILLED_LATER.includes(table)))
          expect({ table, rows: after[table] }).toEqual({ table, rows: [] });
        // each part's name among the distinct names, filled by migration 23
        const names = await db
          .selectFrom('products as p')
          .innerJoin('part_names as n', 'n.id', 'p.part_name_id')
          .select(['p.search_name', 'n.search_name as name'])
          .where('p.sku', '=', '99110000001')
          .executeTakeFirstOrThrow();
        expect(names).toEqual({ search_name: 'oil filter element', name: 'oil filter element' });
        expect(
          await db
            .selectFrom('products')
            .select('id')
            .where('product_type', '=', 'SimpleProduct')
            .where('part_name_id', 'is', null)
            .execute(),
        ).toEqual([]);
        // the old runner's migrations recorded as applied by Kysely's, at the times they were applied; its table gone
        const recorded = await sql<{
          name: string;
          timestamp: string;
        }>`SELECT name, timestamp FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(db);
        expect(recorded.rows.slice(0, LEGACY_NAMES.length)).toEqual(
          LEGACY_NAMES.map((name, index) => ({ name, timestamp: applied[index]?.applied_at })),
        );
        expect(recorded.rows.slice(LEGACY_NAMES.length).map((row) => row.name)).toEqual(NAMES.slice(LEGACY_NAMES.length));
        // the stems of the parts already there, filled by migration 18: an inflected word finds them
        const filter = await db
          .selectFrom('products')
          .select(['search_stems', 'search_stems_pl'])
          .where('sku', '=', '99110000001')
          .executeTakeFirstOrThrow();
        expect(filter).toEqual({
          search_stems: searchStems('Oil filter element', 'en'),
          search_stems_pl: searchStems('Wkład filtra oleju', 'pl'),
        });
        expect(await tables(db)).not.toContain('migrations');
        expect(withoutPositions(await schemaSnapshot(db))).toEqual(
          withoutPositions(await withFreshSchema((fresh) => schemaSnapshot(fresh.kysely))),
        );
        // keys and search index still number and follow new rows: a new part is found by its name
        const { id } = await db
          .insertInto('products')
          .values({ sku: 'MIGRATED-1', name: 'Zawór migracyjny', product_type: 'SimpleProduct', search_name: 'zawor migracyjny' })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(id).toBeGreaterThan(part.id);
        // and among the distinct names (a new name, by the trigger of migration 23)
        const named = await db
          .selectFrom('products as p')
          .innerJoin('part_names as n', 'n.id', 'p.part_name_id')
          .select('n.search_name')
          .where('p.id', '=', id)
          .executeTakeFirstOrThrow();
        expect(named.search_name).toBe('zawor migracyjny');
        await db
          .insertInto('cart_items')
          .values({
            customer_id: dealer.id,
            product_id: id,
            quantity: 1,
            marke: 'BMW',
            produktart: 'Teile',
            added_on: '2026-01-02T03:04:06Z',
          })
          .execute();
        const cart = await db.selectFrom('cart_items').select('product_id').where('customer_id', '=', dealer.id).orderBy('rowid').execute();
        expect(cart.map((line) => line.product_id)).toEqual([part.id, id]);
      } finally {
        await migrated.close();
      }
      // opened again: nothing left to do, nothing changed
      const again = await openDatabase(location);
      expect(await contents(again.kysely)).toEqual(await contents(again.kysely));
      expect((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(MIGRATION_TABLE)}`.execute(again.kysely)).rows[0]?.n).toBe(
        NAMES.length,
      );
      await again.close();
    });
  });

  it('undo every migration with their down steps, and make the same schema again', async () => {
    await withLocation(async (location) => {
      const db = await openDatabase(location);
      try {
        const made = await schemaSnapshot(db.kysely);
        await migrateDownTo(db.kysely, 'none');
        expect(await tables(db.kysely)).toEqual([]);
        await migrateToLatest(db.kysely);
        expect(await schemaSnapshot(db.kysely)).toEqual(made);
      } finally {
        await db.close();
      }
    });
  });

  postgresOnly('let instances starting together on PostgreSQL apply each migration once, a new or a 1.9 database alike', async () => {
    for (const fromLegacy of [false, true]) {
      await withLocation(async (location) => {
        if (fromLegacy) await (await legacyDatabase(location)).destroy();
        const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase(location, { poolSize: 2 })));
        try {
          const recorded = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(
            instances[0]!.kysely,
          );
          expect(recorded.rows.map((row) => row.name)).toEqual(NAMES);
          expect(await tables(instances[0]!.kysely)).not.toContain('migrations');
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      });
    }
  });
});

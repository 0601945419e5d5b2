import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder, type Transaction } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { migrateToLatest, pendingMigrations } from './migrate';
import { listenForReferenceChanges, ReferenceCache, VehicleCatalogueCache } from './reference-cache';
import type { Database } from './schema';
import { sqlSearchKey } from './search-key';

/**
 * Where queries run: the database itself or an open transaction (Transaction extends Kysely).
 * Data functions take one, so domain code can compose several of them in one transaction.
 */
export type Executor = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** An open database: SQLite (one embedded file, the default) or PostgreSQL (DATABASE_URL). */
export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Reaches the database as a new connection would and answers the migrations of this version it
   * has not applied (none: the schema is this version's); throws when it cannot be reached. Each
   * call tries afresh: on PostgreSQL a connection of the pool (a new one when the server ended the
   * idle ones), on SQLite a read-only connection of its own to the file.
   */
  probe(): Promise<{ pendingMigrations: string[] }>;
  /** The connections: PostgreSQL's pool (open, idle, requests waiting for one); SQLite's one connection. */
  connections(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const isPostgresUrl = (location: string): boolean => /^postgres(ql)?:\/\//i.test(location);

/** The dialect an executor speaks (a transaction's is its database's). */
export function dialectOf(executor: Executor): Dialect {
  return executor.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A SQL fragment per dialect, for the few places where the two databases differ. */
export function perDialect<T>(executor: Executor, fragments: Record<Dialect, RawBuilder<T>>): RawBuilder<T> {
  return fragments[dialectOf(executor)];
}

/**
 * A text column's leading digits as an integer (0 when it has none): how SQLite's
 * CAST(text AS INTEGER) orders diagram positions such as '12' or '12a'.
 */
export function leadingNumber(executor: Executor, column: string): RawBuilder<number> {
  return perDialect(executor, {
    sqlite: sql<number>`CAST(${sql.ref(column)} AS INTEGER)`,
    postgres: sql<number>`COALESCE(CAST(substring(${sql.ref(column)} from '^[0-9]+') AS INTEGER), 0)`,
  });
}

/** PostgreSQL error codes of a transaction that lost a race and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && RETRYABLE.has(String((error as { code: unknown }).code));

export interface TransactionOptions {
  /**
   * The work writes no reference data (db/reference-cache.ts), so its reads of it may come from
   * the database's reference cache instead of a statement each: what a notice has not yet dropped
   * is what the database held when the read would have run, as for a read outside the transaction.
   */
  writesNoReferenceData?: boolean;
}

/**
 * Runs `work` in a transaction (or in the caller's, when `executor` is already one). On
 * PostgreSQL a serialisation failure or a deadlock runs it again, a few times, after a short
 * random pause, so that concurrent writes end in an answer, never in a 500.
 */
export async function inTransaction<T>(
  executor: Executor,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<Database>);
  const cache = options.writesNoReferenceData ? referenceCacheOf(executor) : undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await executor.transaction().execute((trx) => {
        if (cache) transactionReferenceCaches.set(trx, cache);
        return work(trx);
      });
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
      await new Promise((done) => setTimeout(done, Math.random() * 20 * attempt));
    }
  }
}

/** A SQLite database's statements by text, for queries compiled once (db/prepared.ts). */
export interface SqliteStatements {
  prepare(text: string): SqliteDatabase.Statement;
  /** Whether a transaction is open on the connection (another request's, awaiting its next query). */
  readonly inTransaction: boolean;
}

const sqliteStatements = new WeakMap<Executor, SqliteStatements>();

/**
 * The statements of a SQLite database opened here, when `executor` is that database itself (not a
 * transaction): a compiled query may run on them directly, without Kysely's connection hand-off.
 */
export const sqliteStatementsOf = (executor: Executor): SqliteStatements | undefined => sqliteStatements.get(executor);

const postgresPools = new WeakMap<Executor, pg.Pool>();

/**
 * The connection pool of a PostgreSQL database opened here, when `executor` is that database
 * itself (not a transaction): a compiled query may run on it as a named statement, which each
 * connection parses and plans once.
 */
export const postgresPoolOf = (executor: Executor): pg.Pool | undefined => postgresPools.get(executor);

const referenceCaches = new WeakMap<Executor, ReferenceCache>();
/** The reference caches of transactions that write no reference data (inTransaction's option). */
const transactionReferenceCaches = new WeakMap<Executor, ReferenceCache>();

/** The reference data kept in memory for a PostgreSQL database opened here (undefined for SQLite and for a transaction). */
export const referenceCacheOf = (executor: Executor): ReferenceCache | undefined => referenceCaches.get(executor);

/**
 * A read of shop-wide reference data (never a customer's rows): on a PostgreSQL database opened
 * here, kept in memory under `key` until any write of the reference tables (db/reference-cache.ts);
 * in a transaction that writes no reference data (inTransaction's option) too; in other
 * transactions and on SQLite, read every time. `key` names the read and all its parameters.
 */
export function cachedReference<T>(executor: Executor, key: string, load: () => Promise<T>): Promise<T> {
  const cache = referenceCaches.get(executor);
  if (cache) return cache.read(key, load);
  const transactionCache = transactionReferenceCaches.get(executor);
  return transactionCache ? transactionCache.readInTransaction(key, load) : load();
}

const vehicleCatalogueCaches = new WeakMap<Executor, VehicleCatalogueCache>();

/**
 * A read of the vehicle catalogue (series, models, engines, variants), kept in memory: on
 * PostgreSQL as cachedReference keeps it (migration 43's notices); on a SQLite database opened
 * here (not a transaction) by the catalogue's generation (migration 58), one small read per call;
 * otherwise read every time. `key` names the read and all its parameters.
 */
export async function cachedVehicleCatalogue<T>(executor: Executor, key: string, load: () => Promise<T>): Promise<T> {
  const cache = vehicleCatalogueCaches.get(executor);
  if (!cache) return cachedReference(executor, key, load);
  const { rows } = await sql<{ generation: number }>`SELECT generation FROM vehicle_catalogue_generation`.execute(executor);
  return cache.read(rows[0]?.generation ?? 0, key, load);
}

/** The statements better-sqlite3 prepared, kept by text (Kysely prepares each query anew otherwise). */
const STATEMENT_CACHE_SIZE = 1000;

async function openSqlite(file: string): Promise<Db> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // 64 MiB of pages kept (the default 2 MiB made a read of a part on a thousand boards of the huge
  // catalogue fetch most pages from the OS again: where-used of such a part 44 -> 26 ms CPU)
  raw.pragma('cache_size = -65536');
  // migration 10 fills the search keys of the products an older file has (rows written since get theirs from JS)
  raw.function('search_key', { deterministic: true }, sqlSearchKey);
  const statements = new Map<string, SqliteDatabase.Statement>();
  const database = {
    close: () => raw.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // batch inserts of the seed have texts of their own: the cache is emptied rather than grown without bound
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = raw.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  vehicleCatalogueCaches.set(kysely, new VehicleCatalogueCache());
  sqliteStatements.set(kysely, {
    prepare: (text) => database.prepare(text),
    get inTransaction() {
      return raw.inTransaction;
    },
  });
  try {
    await migrateToLatest(kysely);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return {
    kysely,
    dialect: 'sqlite',
    probe: async () => ({ pendingMigrations: file === ':memory:' ? await pendingMigrations(kysely) : await probeSqliteFile(file) }),
    // one connection, always open, used by one query at a time (better-sqlite3 is synchronous)
    connections: () => ({ total: raw.open ? 1 : 0, idle: raw.open ? 1 : 0, waiting: 0 }),
    close: () => kysely.destroy(),
  };
}

/**
 * The file read by a connection of its own (read-only, opened and closed here): a file removed,
 * moved or unreadable, or one locked beyond a short wait, fails, where the API's open connection
 * would go on using the file it opened. Opening a SQLite file costs well under a millisecond.
 */
async function probeSqliteFile(file: string): Promise<string[]> {
  const raw = new SqliteDatabase(file, { readonly: true, fileMustExist: true, timeout: 250 });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    return await pendingMigrations(kysely);
  } finally {
    await kysely.destroy();
  }
}

/**
 * pg reads 64-bit integers (COUNT, SUM of integers, epoch milliseconds) and NUMERIC (SUM of
 * bigints) as strings; here they are numbers, like SQLite's: every such value of this shop fits a double.
 */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function openPostgres(url: string, poolSize: number): Promise<Db> {
  // no JIT compilation: it starts on a query's estimated cost and takes tens of milliseconds, more
  // than the short reads of the shop it would speed up (a serie's name search on the huge data: 62 ms with it, 12 without)
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, options: '-c jit=off' });
  // an idle connection the server ended (a restart, an operator, a dropped test database): the pool
  // drops it and the next query opens another; without a listener the error would end the process
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(kysely, pool);
  try {
    await migrateToLatest(kysely);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  // the reference data in memory, while a connection of its own hears every change of it (migration 024)
  const cache = new ReferenceCache();
  referenceCaches.set(kysely, cache);
  const listener = listenForReferenceChanges(url, cache);
  return {
    kysely,
    dialect: 'postgres',
    probe: async () => ({ pendingMigrations: await pendingMigrations(kysely) }),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await kysely.destroy();
    },
  };
}

/**
 * Opens the database and applies the migrations it lacks: PostgreSQL for a postgres:// URL
 * (DATABASE_URL), otherwise a SQLite file (created with its folder when missing).
 */
export async function openDatabase(location: string, options: { poolSize?: number } = {}): Promise<Db> {
  return isPostgresUrl(location) ? openPostgres(location, options.poolSize ?? 10) : openSqlite(location);
}

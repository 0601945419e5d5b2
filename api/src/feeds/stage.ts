import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectOf, type Executor } from '../db/database';
import type { Cell, FileSpec } from './format';

export type Row = Record<string, Cell> & { line: number };

/**
 * The importer's own store: a temporary SQLite file holding the feed's rows as read (one table
 * per file, with the line each came from) and the shop's keys it refers to. References,
 * duplicates and cycles are checked here by SQL, so the importer's memory does not grow with the
 * feed; the shop's database is written only once all of it is known to be right.
 */
export class StagingStore {
  readonly db: Sqlite.Database;
  /** The store's file (the shop's SQLite connection may ATTACH it to copy rows in one statement). */
  readonly file: string;
  private readonly dir: string;
  private readonly inserts = new Map<string, Sqlite.Statement>();
  /** The tables of the files the feed has (an optional file left out leaves the shop's data as it is). */
  readonly present = new Set<string>();

  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'feed-'));
    this.file = join(this.dir, 'staging.db');
    this.db = new Sqlite(this.file);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -16000');
  }

  create(spec: FileSpec): void {
    const columns = spec.columns.map(
      (column) => `"${column.name}" ${column.type.kind === 'text' || column.type.kind === 'enum' ? 'TEXT COLLATE NOCASE' : 'NUMERIC'}`,
    );
    this.db.exec(`CREATE TABLE IF NOT EXISTS s_${spec.table} (line INTEGER NOT NULL, ${columns.join(', ')})`);
    this.db.exec(
      `CREATE UNIQUE INDEX IF NOT EXISTS s_${spec.table}_key ON s_${spec.table} (${spec.key.map((name) => `"${name}"`).join(', ')})`,
    );
    const names = ['line', ...spec.columns.map((column) => column.name)];
    this.inserts.set(
      spec.table,
      this.db.prepare(
        `INSERT INTO s_${spec.table} (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
      ),
    );
  }

  /** Stores a row; the line of the row with the same key when there is one (nothing stored then). */
  insert(spec: FileSpec, row: Row): number | undefined {
    try {
      this.inserts.get(spec.table)?.run(row);
      return undefined;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      const where = spec.key.map((name) => `"${name}" IS @${name}`).join(' AND ');
      const first = this.db.prepare(`SELECT line FROM s_${spec.table} WHERE ${where}`).get(row) as { line: number } | undefined;
      return first?.line ?? 0;
    }
  }

  has(table: string): boolean {
    return this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(`s_${table}`) !== undefined;
  }

  count(table: string): number {
    return this.has(table) ? (this.db.prepare(`SELECT COUNT(*) AS n FROM s_${table}`).get() as { n: number }).n : 0;
  }

  all<T>(query: string, params: unknown[] = []): T[] {
    return this.db.prepare(query).all(...params) as T[];
  }

  /** The rows of a query in pages of `size`, by rowid (the query selects `rowid AS _rowid` and takes `?` as the last rowid). */
  *pages<T extends { _rowid: number }>(query: string, size = 500): Generator<T[]> {
    const statement = this.db.prepare(`${query} LIMIT ${size}`);
    let after = 0;
    for (;;) {
      const rows = statement.all(after) as T[];
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]?._rowid ?? after;
      if (rows.length < size) return;
    }
  }

  close(): void {
    this.db.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The name the validation store's tables have on the shop's SQLite connection while attached (`withAttachedStore`). */
export const ATTACHED = 'feed_store';

/**
 * On SQLite, runs `work` with the validation store attached to the shop's connection (its tables
 * then read and written as feed_store.<table>), so that rows go from one to the other in one
 * statement rather than through JavaScript; `work` gets false (and nothing is attached) on
 * PostgreSQL or when a transaction is open on the connection (SQLite cannot attach then).
 */
export async function withAttachedStore<T>(db: Executor, store: StagingStore, work: (attached: boolean) => Promise<T>): Promise<T> {
  let attached = false;
  if (dialectOf(db) === 'sqlite') {
    try {
      await sql`ATTACH DATABASE ${store.file} AS ${sql.raw(ATTACHED)}`.execute(db);
      attached = true;
    } catch {
      attached = false;
    }
  }
  try {
    return await work(attached);
  } finally {
    if (attached) await sql`DETACH DATABASE ${sql.raw(ATTACHED)}`.execute(db);
  }
}

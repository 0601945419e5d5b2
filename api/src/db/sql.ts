import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations';
import { sqlSearchKey } from './search-key';

export type SqlValue = string | number | bigint | null;
/** Named parameters (`@name` in the SQL) or positional ones (`?`). */
export type SqlParams = Readonly<Record<string, SqlValue>> | readonly SqlValue[];

/**
 * The one door to the database: prepared statements with bound parameters only, cached by
 * their text, typed by the caller's row type. Kept small so that another driver
 * (PostgreSQL for several instances) can stand behind the same four methods.
 */
export class Sql {
  private readonly statements = new Map<string, Database.Statement<unknown[], unknown>>();

  constructor(readonly db: Database.Database) {}

  private statement(text: string): Database.Statement<unknown[], unknown> {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare<unknown[], unknown>(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private static args(params: SqlParams | undefined): unknown[] {
    if (params === undefined) return [];
    return Array.isArray(params) ? [...params] : [params];
  }

  one<Row>(text: string, params?: SqlParams): Row | undefined {
    return this.statement(text).get(...Sql.args(params)) as Row | undefined;
  }

  all<Row>(text: string, params?: SqlParams): Row[] {
    return this.statement(text).all(...Sql.args(params)) as Row[];
  }

  /** Runs a write and returns the new row id and the number of changed rows. */
  run(text: string, params?: SqlParams): { id: number; changes: number } {
    const result = this.statement(text).run(...Sql.args(params));
    return { id: Number(result.lastInsertRowid), changes: result.changes };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  close(): void {
    this.db.close();
  }
}

export function openDatabase(file: string): Sql {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // products keep a search key beside each name (see search-key.ts): migrations and the seed fill it
  db.function('search_key', { deterministic: true }, sqlSearchKey);
  migrate(db);
  return new Sql(db);
}

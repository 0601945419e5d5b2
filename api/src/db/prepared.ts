import type { CompiledQuery } from 'kysely';
import { dialectOf, postgresPoolOf, sqliteStatementsOf, type Dialect, type Executor } from './database';

/** A named parameter of a prepared query: stands in its place when the query is compiled. */
class Parameter {
  constructor(readonly name: string) {}
}

/** The parameters of a prepared query as the builder sees them: each one a value of its type. */
export type Parameters<P> = { readonly [K in keyof P]: P[K] };

const parametersOf = <P>(): Parameters<P> => new Proxy({}, { get: (_target, name) => new Parameter(String(name)) }) as Parameters<P>;

/**
 * A query built and compiled once per dialect, then run with new parameter values: a hot
 * path pays neither Kysely's builder nor its compiler on each request (and SQLite finds its
 * statement by the same text). `build` writes the query with `params.<name>` where a value goes;
 * its shape must not depend on the values (a list's length, for instance).
 */
export interface Prepared<P, R> {
  all(executor: Executor, values: P): Promise<R[]>;
  first(executor: Executor, values: P): Promise<R | undefined>;
  /** Runs a statement that returns no rows (or whose rows do not matter); its count of changed rows. */
  run(executor: Executor, values: P): Promise<number>;
}

/** A query builder or a `sql` template query (which compiles for an executor). */
interface Compiles<R> {
  compile(executor: Executor): CompiledQuery<R>;
}

/** Names of the PostgreSQL statements: one per prepared query (its text is the same on every connection). */
let preparedCount = 0;

export function prepared<P extends Record<string, unknown>, R>(
  build: (executor: Executor, params: Parameters<P>, dialect: Dialect) => Compiles<R>,
): Prepared<P, R> {
  const compiled: Partial<Record<Dialect, CompiledQuery<R>>> = {};
  preparedCount += 1;
  const name = `parts_prepared_${preparedCount}`;
  const query = (executor: Executor, values: P): CompiledQuery<R> => {
    const dialect = dialectOf(executor);
    const template = (compiled[dialect] ??= build(executor, parametersOf<P>(), dialect).compile(executor));
    const parameters = template.parameters.map((value) => (value instanceof Parameter ? values[value.name] : value));
    return { ...template, parameters };
  };
  /**
   * Runs the query. On SQLite, outside any transaction, the statement runs at once on the
   * connection (better-sqlite3 is synchronous, so nothing can come in between); while a
   * transaction is open it waits its turn through Kysely like any query, so it never reads or
   * writes inside another request's transaction. On PostgreSQL, outside a transaction, it runs
   * as a named statement on a pooled connection (parsed and planned once per connection).
   */
  const execute = async (executor: Executor, values: P): Promise<{ rows: R[]; changes: number }> => {
    const compiledQuery = query(executor, values);
    const statements = sqliteStatementsOf(executor);
    if (statements && !statements.inTransaction) {
      const statement = statements.prepare(compiledQuery.sql);
      if (statement.reader) return { rows: statement.all(...compiledQuery.parameters) as R[], changes: 0 };
      return { rows: [], changes: statement.run(...compiledQuery.parameters).changes };
    }
    // PostgreSQL outside a transaction: a named statement, parsed and planned once per connection
    const pool = postgresPoolOf(executor);
    if (pool) {
      const result = await pool.query<R & Record<string, unknown>>({
        name,
        text: compiledQuery.sql,
        values: [...compiledQuery.parameters],
      });
      return { rows: result.rows, changes: result.rowCount ?? 0 };
    }
    const result = await executor.executeQuery(compiledQuery);
    return { rows: result.rows, changes: Number(result.numAffectedRows ?? 0) };
  };
  return {
    all: async (executor, values) => (await execute(executor, values)).rows,
    first: async (executor, values) => (await execute(executor, values)).rows[0],
    run: async (executor, values) => (await execute(executor, values)).changes,
  };
}

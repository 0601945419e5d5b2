import type { CompiledQuery } from 'kysely';
import { dialectOf, type Dialect, type Executor } from './database';

/** A named parameter of a prepared query: stands in its place when the query is compiled. */
class Parameter {
  constructor(readonly name: string) {}
}

/** The parameters of a prepared query as the builder sees them: each one a value of its type. */
export type Parameters<P> = { readonly [K in keyof P]: P[K] };

const parametersOf = <P>(): Parameters<P> =>
  new Proxy({}, { get: (_target, name) => new Parameter(String(name)) }) as Parameters<P>;

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

export function prepared<P extends Record<string, unknown>, R>(
  build: (executor: Executor, params: Parameters<P>, dialect: Dialect) => Compiles<R>,
): Prepared<P, R> {
  const compiled: Partial<Record<Dialect, CompiledQuery<R>>> = {};
  const query = (executor: Executor, values: P): CompiledQuery<R> => {
    const dialect = dialectOf(executor);
    const template = (compiled[dialect] ??= build(executor, parametersOf<P>(), dialect).compile(executor));
    const parameters = template.parameters.map((value) => (value instanceof Parameter ? values[value.name] : value));
    return { ...template, parameters };
  };
  return {
    all: async (executor, values) => (await executor.executeQuery(query(executor, values))).rows,
    first: async (executor, values) => (await executor.executeQuery(query(executor, values))).rows[0],
    run: async (executor, values) => Number((await executor.executeQuery(query(executor, values))).numAffectedRows ?? 0),
  };
}

import type { RawBuilder } from 'kysely';
import type { Executor } from './database';

/** The rows of a `sql` template query. */
export async function rowsOf<R>(executor: Executor, query: RawBuilder<R>): Promise<R[]> {
  return (await query.execute(executor)).rows;
}

/** The first row of a `sql` template query, undefined when there is none. */
export async function firstOf<R>(executor: Executor, query: RawBuilder<R>): Promise<R | undefined> {
  return (await query.execute(executor)).rows[0];
}

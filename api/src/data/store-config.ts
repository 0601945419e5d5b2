import { cachedReference, type Executor } from '../db/database';
import { prepared } from '../db/prepared';

/** Read on every request that needs the config: compiled once. */
const SETTINGS = prepared<Record<string, never>, { section: string; name: string; value: string; value_pl: string | null }>((db) =>
  db.selectFrom('store_config').select(['section', 'name', 'value', 'value_pl']),
);

/** The stored store settings, one row per setting, each value JSON text (`value_pl`: its Polish text, NULL when the same). */
export async function storedSettings(db: Executor): Promise<{ section: string; name: string; value: string; value_pl: string | null }[]> {
  return cachedReference(db, 'store_config', () => SETTINGS.all(db, {}));
}

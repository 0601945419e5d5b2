import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';

/** Read on every request that needs the config: compiled once. */
const SETTINGS = prepared<Record<string, never>, { section: string; name: string; value: string }>((db) =>
  db.selectFrom('store_config').select(['section', 'name', 'value']),
);

/** The stored store settings, one row per setting, each value JSON text. */
export async function storedSettings(db: Executor): Promise<{ section: string; name: string; value: string }[]> {
  return SETTINGS.all(db, {});
}

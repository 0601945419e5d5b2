import type { Executor } from '../db/database';

/** The stored store settings, one row per setting, each value JSON text. */
export async function storedSettings(db: Executor): Promise<{ section: string; name: string; value: string }[]> {
  return db.selectFrom('store_config').select(['section', 'name', 'value']).execute();
}

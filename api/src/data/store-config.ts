import type { Sql } from '../db/sql';

/** The stored store settings, one row per setting, each value JSON text. */
export function storedSettings(sql: Sql): { section: string; name: string; value: string }[] {
  return sql.all<{ section: string; name: string; value: string }>('SELECT section, name, value FROM store_config');
}

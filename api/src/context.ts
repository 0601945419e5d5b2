import type { StoreConfig } from './contract/store';
import type { Sql } from './db/sql';

/** What every route module needs: the database and the store config (read per request). */
export interface AppContext {
  sql: Sql;
  storeConfig(): StoreConfig;
}

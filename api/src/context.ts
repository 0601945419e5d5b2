import type { StoreConfig } from '@parts/contract/store';
import type { LoginThrottle } from './auth/login-throttle';
import type { Sessions } from './data/sessions';
import type { Sql } from './db/sql';

/** What every route plugin is given: the data layer and the store config (read per request). */
export interface AppContext {
  sql: Sql;
  sessions: Sessions;
  loginThrottle: LoginThrottle;
  storeConfig(): StoreConfig;
}

import type { Extension, StoreConfig } from '@parts/contract/store';
import type { LoginThrottle } from './auth/login-throttle';
import type { Passwords } from './auth/passwords';
import type { Sessions } from './data/sessions';
import type { Executor } from './db/database';
import type { RateLimit } from './http/route';
import type { Language } from './i18n/language';

/** What every route plugin is given: the data layer and the store config (read per request). */
export interface AppContext {
  db: Executor;
  sessions: Sessions;
  passwords: Passwords;
  loginThrottle: LoginThrottle;
  /** The config; its texts (SEO title, description) in `language` (English when not given). */
  storeConfig(language?: Language): Promise<StoreConfig>;
  /** The extensions this server runs (ServerOptions.extensions): a route or field of another is not served. */
  extensions: ReadonlySet<Extension>;
  /** Requests per integration key and window (http/route.ts INTEGRATION_RATE_LIMIT by default). */
  integrationRateLimit: RateLimit;
  /** The time (epoch ms) session and recovery expiry are measured by; tests move it. */
  now(): number;
  /** The shop's e-mail: the public origin its links use (SHOP_ORIGIN), and the outbox worker to wake after a message is queued. */
  mail: {
    origin: string;
    wake(): void;
    /** Whether new orders are announced to the ERP's webhook (INTEGRATION_WEBHOOK_URL set, extension order-tracking on). */
    announceOrders: boolean;
  };
}

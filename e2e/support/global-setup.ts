import { rememberExtensions } from './extensions';
import { startShop } from './shop';

declare global {
  // the shop every journey uses; stopped by global-teardown
  var __partsShop: { stop: () => Promise<void> } | undefined;
}

/**
 * Starts the shop every journey uses: with every extension of the reference API on, or with the
 * API_EXTENSIONS of the environment (`pnpm e2e:no-extensions` sets none); the journeys learn which
 * from its config (support/extensions.ts).
 */
export default async function globalSetup() {
  const shop = await startShop();
  process.env.E2E_BASE_URL = shop.baseURL;
  globalThis.__partsShop = shop;
  const config = (await (await fetch(`${shop.baseURL}/api/config`)).json()) as { extensions?: string[] };
  rememberExtensions(config.extensions);
  console.log(`e2e: the shop runs with extensions: ${config.extensions?.join(', ') || 'none (the spec’s contract only)'}`);
}

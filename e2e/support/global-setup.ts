import { startShop } from './shop';

declare global {
  // the shop every journey uses; stopped by global-teardown
  var __partsShop: { stop: () => Promise<void> } | undefined;
}

export default async function globalSetup() {
  const shop = await startShop();
  process.env.E2E_BASE_URL = shop.baseURL;
  globalThis.__partsShop = shop;
}

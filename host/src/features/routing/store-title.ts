import type { StoreConfig } from '@parts/shared-kernel';

/** The store's title for the browser tab: the store config's SEO default title (SPEC section 9), else the shop's name. */
export function storeTitle(config: StoreConfig): string {
  return config.seo.defaultTitle || 'Parts Shop';
}

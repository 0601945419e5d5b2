import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { notify, type StoreConfig } from '@parts/shared-kernel';

/**
 * What the API answered when parts went into the cart (AddItem, cartFromCsv). SPEC: the first
 * notice is shown. With the supersession extension an answer may start with '99110000101
 * zastąpiony przez 99110000001' and go on with a stock notice of the replacing part, so every
 * notice is shown, one message. Answers whether anything was shown.
 */
export function showCartNotices(notices: readonly string[], config: StoreConfig, kind: 'info' | 'warning'): boolean {
  const shown = hasExtension(config, EXTENSIONS.supersession) ? notices.join(' · ') : (notices[0] ?? '');
  if (shown) notify(kind, shown);
  return shown !== '';
}

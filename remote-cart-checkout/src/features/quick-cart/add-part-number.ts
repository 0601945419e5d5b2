import type { ImportLine } from '@parts/contract/cart';
import { notify, withActiveJob, type Message, type StoreConfig } from '@parts/shared-kernel';
import { showCartNotices } from '../cart/cart-notices';
import { vehicleBrand } from '../cart/vehicle-brand';
import type { AddItemBody } from '../cart/api/add-item';
import { findProductId } from './api/find-product';

export type AddOutcome = 'added' | 'not-found' | 'failed';

/** What AddItem answered: its notices, and the line's report when it was asked for (extension import-report). */
export interface AddItemAnswer {
  notices: string[];
  line: ImportLine | null;
}

/**
 * Resolves a part number to its product and adds it: the first notice of a non-empty answer is
 * shown as info (every notice with the supersession extension: an old number is added as the part
 * or kit replacing it, and the API says so), else 'Product added to cart'. An unknown number is
 * the caller's to say (next to its field). Answers the line's report too when AddItem gave one
 * (an unknown number's: not found, as Find answered).
 */
export async function addPartNumber(
  addItem: (request: AddItemBody & { marke: string; produktart: string; ProductId: number; Quantity: number }) => Promise<AddItemAnswer>,
  sku: string,
  quantity: number,
  config: StoreConfig,
  messages: { added: Message },
): Promise<{ outcome: AddOutcome; line: ImportLine | null }> {
  try {
    const productId = await findProductId(sku);
    // said next to the part-number field by the form, with the number (not as a notice far from it)
    if (productId === null) return { outcome: 'not-found', line: { Sku: sku, Quantity: quantity, Result: 'not-found', Added: 0 } };
    const { notices, line } = await addItem(withActiveJob({ ...vehicleBrand(config), ProductId: productId, Quantity: quantity }, config));
    // one message: what the API says (it adds only what is in stock, an old number as its current part), else 'added'
    if (!showCartNotices(notices, config, 'info')) notify('success', messages.added);
    return { outcome: 'added', line };
  } catch {
    return { outcome: 'failed', line: null }; // the shared notification said why
  }
}

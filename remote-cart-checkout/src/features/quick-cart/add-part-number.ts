import { notify, type Message, type StoreConfig } from '@parts/shared-kernel';
import { showCartNotices } from '../cart/cart-notices';
import { vehicleBrand } from '../cart/vehicle-brand';
import { findProductId } from './api/find-product';

export type AddOutcome = 'added' | 'not-found' | 'failed';

/**
 * Resolves a part number to its product and adds it: the first notice of a non-empty answer is
 * shown as info (every notice with the supersession extension: an old number is added as the part
 * or kit replacing it, and the API says so), else 'Product added to cart'. An unknown number is
 * the caller's to say (next to its field).
 */
export async function addPartNumber(
  addItem: (request: { marke: string; produktart: string; ProductId: number; Quantity: number }) => Promise<string[]>,
  sku: string,
  quantity: number,
  config: StoreConfig,
  messages: { added: Message },
): Promise<AddOutcome> {
  try {
    const productId = await findProductId(sku);
    // said next to the part-number field by the form, with the number (not as a notice far from it)
    if (productId === null) return 'not-found';
    const notices = await addItem({ ...vehicleBrand(config), ProductId: productId, Quantity: quantity });
    // one message: what the API says (it adds only what is in stock, an old number as its current part), else 'added'
    if (!showCartNotices(notices, config, 'warning')) notify('success', messages.added);
    return 'added';
  } catch {
    return 'failed'; // the shared notification said why
  }
}

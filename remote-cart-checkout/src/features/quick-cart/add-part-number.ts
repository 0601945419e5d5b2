import { notify, type StoreConfig } from '@parts/shared-kernel';
import { addItem } from '../cart/api/add-item';
import { vehicleBrand } from '../cart/vehicle-brand';
import { findProductId } from './api/find-product';

export type AddOutcome = 'added' | 'not-found' | 'failed';

/**
 * Resolves a part number to its product and adds it: the first notice of a non-empty answer is
 * shown as info, then 'Product added to cart'.
 */
export async function addPartNumber(
  sku: string,
  quantity: number,
  config: StoreConfig,
  messages: { added: string; notFound: string },
): Promise<AddOutcome> {
  try {
    const productId = await findProductId(sku);
    if (productId === null) {
      notify('warning', messages.notFound);
      return 'not-found';
    }
    const notices = await addItem({ ...vehicleBrand(config), ProductId: productId, Quantity: quantity });
    // one message: what the API says (it adds only what is in stock), else 'added'
    if (notices[0]) notify('warning', notices[0]);
    else notify('success', messages.added);
    return 'added';
  } catch {
    // shown by the shared notification
    return 'failed';
  }
}

import { http } from '@parts/shared-kernel';
import { NoticesSchema } from './cart-schemas';

export interface AddItemRequest {
  /** Vehicle brand value (the current vehicle's, else the dealer network's). */
  marke: string;
  /** Vehicle kind, PKW by default. */
  produktart: string;
  ProductId: number;
  Quantity: number;
}

/** POST /api/Level4/AddItem: adds a product; answers notices (the first one is shown as info). */
export function addItem(request: AddItemRequest): Promise<string[]> {
  return http.post('/api/Level4/AddItem', request, { schema: NoticesSchema });
}

import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';

export interface AddCartItemRequest {
  marke: string;
  produktart: string;
  ProductId: number;
  Quantity: number;
}

/** POST /api/Level4/AddItem: notices about the added item (empty when all is fine). */
export function addCartItem(request: AddCartItemRequest): Promise<string[]> {
  return http.post('/api/Level4/AddItem', request, { schema: NoticesSchema });
}

import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, type MutationDeclaration } from '@parts/shared-kernel/query';

export interface AddCartItemRequest {
  marke: string;
  produktart: string;
  ProductId: number;
  Quantity: number;
  /** Extension job-reference: the job the line is for. */
  JobReference?: string;
}

/** AddItem changes the cart: the cart app's queries (the cart, its totals) are asked again when on screen. */
export const addCartItemMutation = {
  calls: ['POST /api/Level4/AddItem'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

/** POST /api/Level4/AddItem: notices about the added item (empty when all is fine). */
export function addCartItem(request: AddCartItemRequest): Promise<string[]> {
  return http.post('/api/Level4/AddItem', request, { schema: NoticesSchema });
}

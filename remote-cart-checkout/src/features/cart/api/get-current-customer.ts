import type * as v from 'valibot';
import { CustomerSchema } from '@parts/contract/customer';
import { http } from '@parts/shared-kernel';

/** GET /api/Customer/get: the cart and offer use the addresses and the dealer's own discount. */
export const CurrentCustomerSchema = CustomerSchema;
export type CurrentCustomer = v.InferOutput<typeof CurrentCustomerSchema>;

export function getCurrentCustomer(): Promise<CurrentCustomer> {
  return http.get('/api/Customer/get', { schema: CurrentCustomerSchema });
}

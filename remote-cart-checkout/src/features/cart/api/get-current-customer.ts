import * as v from 'valibot';
import { AddressSchema, http, id, list, num, text } from '@parts/shared-kernel';

/** GET /api/Customer/get, with what the cart and offer need (addresses, the dealer's own discount). */
export const CurrentCustomerSchema = v.object({
  Email: text(),
  FirstName: text(),
  LastName: text(),
  Company: text(),
  Discount: num(),
  Addresses: list(AddressSchema),
  BillingAddress: v.optional(v.nullable(id())),
  ShippingAddress: v.optional(v.nullable(id())),
});
export type CurrentCustomer = v.InferOutput<typeof CurrentCustomerSchema>;

export function getCurrentCustomer(): Promise<CurrentCustomer> {
  return http.get('/api/Customer/get', { schema: CurrentCustomerSchema });
}

import * as v from 'valibot';
import { http, toBase64Utf8, type Customer } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

export interface CustomerUpdate {
  Email: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  Company: string;
  VatNumber: string;
  /** Address ids ('null' = none). */
  BillingAddress: number | null;
  ShippingAddress: number | null;
}

/** The customer fields Customer/Update takes, from a loaded customer. */
export function customerUpdateOf(customer: Customer): CustomerUpdate {
  return {
    Email: customer.Email,
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Phone: customer.Phone,
    Company: customer.Company,
    VatNumber: customer.VatNumber,
    BillingAddress: customer.BillingAddress ?? null,
    ShippingAddress: customer.ShippingAddress ?? null,
  };
}

/**
 * POST /api/Customer/Update: customer fields including the default billing and shipping address
 * ids; a new e-mail address goes with the current password (Base64), which the API asks for then.
 */
export async function updateCustomer(update: CustomerUpdate, currentPassword?: string, quiet = false): Promise<void> {
  const body = currentPassword === undefined ? update : { ...update, CurrentPassword: toBase64Utf8(currentPassword) };
  await http.post('/api/Customer/Update', body, { schema: v.unknown(), quiet });
}

export interface CustomerUpdateVariables {
  update: CustomerUpdate;
  /** Only when the e-mail address changes. */
  currentPassword?: string | undefined;
  /** The form shows the failure itself (next to its fields): no notice. */
  quiet?: boolean;
}

/** Customer/Update changes the shared customer (profile, default addresses): every app shows it again. */
export const updateCustomerMutation = {
  calls: ['POST /api/Customer/Update'],
  mutationFn: ({ update, currentPassword, quiet }: CustomerUpdateVariables) => updateCustomer(update, currentPassword, quiet),
  invalidates: [keys.customer],
} satisfies ApiMutationOptions<void, CustomerUpdateVariables>;

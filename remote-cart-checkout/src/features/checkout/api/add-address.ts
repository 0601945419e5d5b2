import { AddressSchema, http, type Address } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** A new address as the checkout form collects it; `mainEmail` (the customer's e-mail) is not sent. */
export interface NewAddress {
  FirstName: string;
  LastName: string;
  Company: string;
  CountryId: number;
  StateProvinceId: number | '';
  City: string;
  Address1: string;
  Address2: string;
  ZipPostalCode: string;
  PhoneNumber: string;
  Email: string;
  mainEmail?: string;
}

/**
 * POST /api/Customer/AddAddress: creates the address and answers it with its new Id. The customer and
 * the checkout's existing addresses (under the customer's key) are asked again before the address is used;
 * the checkout's methods and the totals read the addresses too.
 */
export const addAddressMutation = {
  calls: ['POST /api/Customer/AddAddress'],
  invalidates: [keys.customer, keys.checkout, keys.totals],
} satisfies MutationDeclaration;

export const useAddAddress = () =>
  useApiMutation({
    ...addAddressMutation,
    mutationFn: (address: NewAddress): Promise<Address> => {
      const { mainEmail: _mainEmail, ...payload } = address;
      return http.post('/api/Customer/AddAddress', payload, { schema: AddressSchema });
    },
  });

import { AddressSchema, http, type Address } from '@parts/shared-kernel';

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

/** POST /api/Customer/AddAddress: creates the address and answers it with its new Id. */
export function addAddress(address: NewAddress): Promise<Address> {
  const { mainEmail: _mainEmail, ...payload } = address;
  return http.post('/api/Customer/AddAddress', payload, { schema: AddressSchema });
}

import * as v from 'valibot';
import { http, toBase64Utf8 } from '@parts/shared-kernel';
import { idOrNull } from '../forms/validation';
import type { RegisterValues } from './register-schema';

/** The registration payload of SPEC section 3. */
export interface RegistrationPayload {
  Email: string;
  Password: string;
  FirstName: string;
  LastName: string;
  Company: string;
  StreetAddress: string;
  StreetAddress2: string;
  ZipPostalCode: string;
  City: string;
  CountryId: number | null;
  StateProvinceId: number | null;
  Phone: string;
  Newsletter: boolean;
  VatNumber: string;
}

export function toRegistrationPayload(values: RegisterValues): RegistrationPayload {
  return {
    ...values,
    Password: toBase64Utf8(values.Password),
    CountryId: idOrNull(values.CountryId),
    StateProvinceId: idOrNull(values.StateProvinceId),
  };
}

/** POST /api/Customer/register; a 400 throws an ApiError with `fieldErrors`. */
export async function registerCustomer(values: RegisterValues): Promise<void> {
  // TODO(fe-account): the payload's CountryId may be null, the contract's request does not allow it: type it by RegistrationRequest
  await http.post<unknown, string>('/api/Customer/register', toRegistrationPayload(values), { schema: v.unknown() });
}

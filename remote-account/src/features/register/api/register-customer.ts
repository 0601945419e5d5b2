import * as v from 'valibot';
import type { RegistrationRequest } from '@parts/contract/customer';
import { http, toBase64Utf8 } from '@parts/shared-kernel';
import type { ApiMutationOptions } from '@parts/shared-kernel/query';
import { idOrNull } from '../../forms/validation';
import type { RegisterValues } from '../register-schema';

/** The registration payload of SPEC section 3 (the contract's request). */
export type RegistrationPayload = v.InferInput<typeof RegistrationRequest>;

export function toRegistrationPayload(values: RegisterValues): RegistrationPayload {
  return {
    ...values,
    Password: toBase64Utf8(values.Password),
    // the form requires a country (register-schema.ts)
    CountryId: Number(values.CountryId),
    StateProvinceId: idOrNull(values.StateProvinceId),
  };
}

/** POST /api/Customer/register; a 400 throws an ApiError with `fieldErrors`. */
export async function registerCustomer(values: RegisterValues): Promise<void> {
  // quiet: the form lists why it failed under it (SPEC section 5)
  await http.post('/api/Customer/register', toRegistrationPayload(values), { schema: v.unknown(), quiet: true });
}

/** A new customer: nothing shown yet depends on it (the sign-in that follows starts a new session). */
export const registerCustomerMutation = {
  calls: ['POST /api/Customer/register'],
  mutationFn: registerCustomer,
  invalidates: [],
} satisfies ApiMutationOptions<void, RegisterValues>;

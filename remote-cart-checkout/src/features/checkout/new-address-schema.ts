import * as v from 'valibot';

/**
 * The address form (SPEC section 5): FirstName, LastName, Address1, City, ZipPostalCode, CountryId
 * and phone required; the state only when the chosen country has states.
 */
export function newAddressSchema(countryHasStates: (countryId: string) => boolean) {
  const required = () => v.pipe(v.string(), v.trim(), v.nonEmpty('required'));
  return v.pipe(
    v.object({
      FirstName: required(),
      LastName: required(),
      Company: v.string(),
      Address1: required(),
      Address2: v.string(),
      City: required(),
      ZipPostalCode: required(),
      CountryId: required(),
      StateProvinceId: v.string(),
      PhoneNumber: required(),
      Email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email')),
    }),
    v.forward(
      v.check((a) => !countryHasStates(a.CountryId) || a.StateProvinceId !== '', 'required'),
      ['StateProvinceId'],
    ),
  );
}
export type NewAddressValues = v.InferInput<ReturnType<typeof newAddressSchema>>;

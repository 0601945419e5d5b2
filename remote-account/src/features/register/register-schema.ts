import * as v from 'valibot';
import { MESSAGE, newPassword, optionalText, requiredChoice, requiredEmail, requiredText } from '../forms/validation';

/**
 * SPEC section 5, Register: required FirstName, LastName, Email, Password (min 6), StreetAddress,
 * StreetAddress2, City, ZipPostalCode, CountryId; StateProvinceId only when the country has states.
 */
export function registerSchema(countryHasStates: (countryId: string) => boolean) {
  return v.pipe(
    v.object({
      Email: requiredEmail(),
      Password: newPassword(),
      FirstName: requiredText(),
      LastName: requiredText(),
      Company: optionalText(),
      StreetAddress: requiredText(),
      StreetAddress2: requiredText(),
      ZipPostalCode: requiredText(),
      City: requiredText(),
      CountryId: requiredChoice(),
      StateProvinceId: v.string(),
      Phone: optionalText(),
      Newsletter: v.boolean(),
      VatNumber: optionalText(),
    }),
    v.forward(
      v.partialCheck(
        [['CountryId'], ['StateProvinceId']],
        (input) => !countryHasStates(input.CountryId) || input.StateProvinceId !== '',
        MESSAGE.required,
      ),
      ['StateProvinceId'],
    ),
  );
}

export type RegisterValues = v.InferOutput<ReturnType<typeof registerSchema>>;

export const EMPTY_REGISTRATION: RegisterValues = {
  Email: '',
  Password: '',
  FirstName: '',
  LastName: '',
  Company: '',
  StreetAddress: '',
  StreetAddress2: '',
  ZipPostalCode: '',
  City: '',
  CountryId: '',
  StateProvinceId: '',
  Phone: '',
  Newsletter: false,
  VatNumber: '',
};

import { registrationFormSchema, type RegistrationFormValues } from '@parts/contract/registration';
import { MESSAGE } from '../forms/validation';

/** SPEC section 5, Register: the contract's registration rules, with this app's i18n keys as messages. */
export function registerSchema(countryHasStates: (countryId: string) => boolean) {
  return registrationFormSchema(countryHasStates, MESSAGE);
}

export type RegisterValues = RegistrationFormValues;

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

import * as v from 'valibot';
import { ADDRESS_TEXT_RULES } from './address';
import { base64Password, email, flag, id, optionalId } from './fields';
import { apiTextEntries, formEmail, formRequiredChoice, formTextEntries, withStateRule } from './form-rules';
import { formNewPassword, type PasswordFormMessages } from './password';

/**
 * Register (SPEC section 5): FirstName, LastName, Email, Password (min 6), StreetAddress,
 * StreetAddress2, City, ZipPostalCode and CountryId required; Phone, Company and VatNumber
 * optional; the state required only when the country has states. The registration's address
 * fields follow the address rules where they are the same field.
 */
export const REGISTRATION_TEXT_RULES = {
  FirstName: ADDRESS_TEXT_RULES.FirstName,
  LastName: ADDRESS_TEXT_RULES.LastName,
  Company: ADDRESS_TEXT_RULES.Company,
  StreetAddress: { label: 'Street address', required: true, max: ADDRESS_TEXT_RULES.Address1.max },
  StreetAddress2: { label: 'Street address 2', required: true, max: ADDRESS_TEXT_RULES.Address2.max },
  ZipPostalCode: ADDRESS_TEXT_RULES.ZipPostalCode,
  City: ADDRESS_TEXT_RULES.City,
  Phone: { label: 'Phone', required: false, max: ADDRESS_TEXT_RULES.PhoneNumber.max },
  VatNumber: ADDRESS_TEXT_RULES.VatNumber,
} as const;

/** The registration payload as the API reads it (the password Base64, decoded on the way in). */
export const registrationEntries = () => ({
  Email: email(),
  Password: base64Password('Password'),
  ...apiTextEntries(REGISTRATION_TEXT_RULES),
  CountryId: id('Country'),
  StateProvinceId: optionalId('State / province'),
  Newsletter: flag('Newsletter'),
});

export interface RegistrationFormMessages extends PasswordFormMessages {
  required: string;
  email: string;
  /** A one-line field holding a line break or another control character (the API refuses it too). */
  oneLine?: string;
}

/** The same rules for the register form (selects hold ids as strings, '' for none). */
export function registrationFormSchema(countryHasStates: (countryId: string) => boolean, messages: RegistrationFormMessages) {
  return withStateRule(
    {
      Email: formEmail(messages),
      Password: formNewPassword(messages),
      ...formTextEntries(REGISTRATION_TEXT_RULES, messages.required, messages.oneLine),
      CountryId: formRequiredChoice(messages.required),
      StateProvinceId: v.string(),
      Newsletter: v.boolean(),
    },
    countryHasStates,
    messages.required,
  );
}
export type RegistrationFormValues = v.InferOutput<ReturnType<typeof registrationFormSchema>>;

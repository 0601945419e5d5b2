import * as v from 'valibot';
import { id, optionalEmail, optionalId } from './fields';
import { apiTextEntries, formRequiredChoice, formTextEntries, withStateRule } from './form-rules';

/**
 * The address rules of SPEC section 5 ("Address form"), written once: FirstName, LastName,
 * Address1, City, ZipPostalCode, CountryId and phone required; Address2, Company, VatNumber, Fax
 * and Email optional (an Email, when given, must be an e-mail address); the state required only
 * when the chosen country has states. The API (addressEntries) and every address form
 * (addressFormSchema) are built from this table, so they cannot disagree.
 */
export const ADDRESS_TEXT_RULES = {
  FirstName: { label: 'First name', required: true, max: 100 },
  LastName: { label: 'Last name', required: true, max: 100 },
  Company: { label: 'Company', required: false, max: 200 },
  VatNumber: { label: 'VAT number', required: false, max: 40 },
  City: { label: 'City', required: true, max: 100 },
  Address1: { label: 'Address', required: true, max: 200 },
  Address2: { label: 'Address 2', required: false, max: 200 },
  ZipPostalCode: { label: 'Zip / postal code', required: true, max: 20 },
  PhoneNumber: { label: 'Phone', required: true, max: 40 },
  FaxNumber: { label: 'Fax', required: false, max: 40 },
} as const;
export const ADDRESS_EMAIL_RULE = { label: 'Email', required: false } as const;

/**
 * The fields an address form asks, in the order it asks them: the account's address form and the
 * checkout's new-address form both follow it, so a dealer meets the same form in both places.
 */
export const ADDRESS_FORM_FIELDS = [
  'FirstName',
  'LastName',
  'Company',
  'VatNumber',
  'Email',
  'PhoneNumber',
  'Address1',
  'Address2',
  'ZipPostalCode',
  'City',
  'CountryId',
  'StateProvinceId',
  'FaxNumber',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

/** The address fields as the API reads them (messages name the field, in English). */
const apiAddressEntries = () => ({
  ...apiTextEntries(ADDRESS_TEXT_RULES),
  CountryId: id('Country'),
  StateProvinceId: optionalId('State / province'),
  Email: optionalEmail(ADDRESS_EMAIL_RULE.label),
});
// pure: a form that only reads the rule table does not build the API's schemas
export const addressEntries = /* @__PURE__ */ apiAddressEntries();

/** The messages a form shows; front ends pass i18n keys and translate them. */
export interface AddressFormMessages {
  required: string;
  email: string;
  /** A one-line field holding a line break or another control character (the API refuses it too). */
  oneLine?: string;
}

/**
 * The same rules for an address form, whose inputs hold strings (a select holds the country id
 * as a string, '' for none); a form that does not show a field holds '' for it.
 */
export function addressFormSchema(countryHasStates: (countryId: string) => boolean, messages: AddressFormMessages) {
  return withStateRule(
    {
      ...formTextEntries(ADDRESS_TEXT_RULES, messages.required, messages.oneLine),
      CountryId: formRequiredChoice(messages.required),
      StateProvinceId: v.string(),
      Email: v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), messages.email),
      ),
    },
    countryHasStates,
    messages.required,
  );
}
export type AddressFormValues = v.InferOutput<ReturnType<typeof addressFormSchema>>;

import * as v from 'valibot';
import { id, optionalEmail, optionalId, optionalText, requiredText } from './fields';

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

type TextField = keyof typeof ADDRESS_TEXT_RULES;
type RequiredField = { [K in TextField]: (typeof ADDRESS_TEXT_RULES)[K]['required'] extends true ? K : never }[TextField];
type OptionalField = Exclude<TextField, RequiredField>;

const textEntries = <T>(make: (rule: { label: string; required: boolean; max: number }) => T) =>
  Object.fromEntries(Object.entries(ADDRESS_TEXT_RULES).map(([field, rule]) => [field, make(rule)])) as Record<TextField, T>;

/** The address fields as the API reads them (messages name the field, in English). */
export const addressEntries = {
  ...(textEntries((rule) => (rule.required ? requiredText(rule.label, rule.max) : optionalText(rule.label, rule.max))) as {
    [K in RequiredField]: ReturnType<typeof requiredText>;
  } & { [K in OptionalField]: ReturnType<typeof optionalText> }),
  CountryId: id('Country'),
  StateProvinceId: optionalId('State / province'),
  Email: optionalEmail(ADDRESS_EMAIL_RULE.label),
};

/** The messages a form shows; front ends pass i18n keys and translate them. */
export interface AddressFormMessages {
  required: string;
  email: string;
}

/**
 * The same rules for an address form, whose inputs hold strings (a select holds the country id
 * as a string, '' for none); a form that does not show a field holds '' for it.
 */
export function addressFormSchema(countryHasStates: (countryId: string) => boolean, messages: AddressFormMessages) {
  const required = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
  const optional = v.pipe(v.string(), v.trim());
  const text = textEntries((rule) => (rule.required ? required : optional)) as { [K in RequiredField]: typeof required } & {
    [K in OptionalField]: typeof optional;
  };
  return v.pipe(
    v.object({
      ...text,
      CountryId: v.pipe(v.string(), v.nonEmpty(messages.required)),
      StateProvinceId: v.string(),
      Email: v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), messages.email),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['CountryId'], ['StateProvinceId']],
        (input) => !countryHasStates(input.CountryId) || input.StateProvinceId !== '',
        messages.required,
      ),
      ['StateProvinceId'],
    ),
  );
}
export type AddressFormValues = v.InferOutput<ReturnType<typeof addressFormSchema>>;

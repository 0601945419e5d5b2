import * as v from 'valibot';
import { ADDRESS_TEXT_RULES } from './address';
import { base64Password, email, flagValue, optionalId } from './fields';
import { apiTextEntries, formEmail, formTextEntries } from './form-rules';
import { formNewPassword, type PasswordFormMessages } from './password';

/**
 * Profile (SPEC section 5): first name, last name and e-mail required; phone, company and VAT
 * number optional, with the lengths of the same address fields.
 */
export const PROFILE_TEXT_RULES = {
  FirstName: ADDRESS_TEXT_RULES.FirstName,
  LastName: ADDRESS_TEXT_RULES.LastName,
  Phone: { label: 'Phone', required: false, max: ADDRESS_TEXT_RULES.PhoneNumber.max },
  Company: ADDRESS_TEXT_RULES.Company,
  VatNumber: ADDRESS_TEXT_RULES.VatNumber,
} as const;

/** The customer update as the API reads it. */
export const profileUpdateEntries = () => ({
  Email: email(),
  ...apiTextEntries(PROFILE_TEXT_RULES),
  Newsletter: v.optional(flagValue('Newsletter')),
  BillingAddress: optionalId('Billing address'),
  ShippingAddress: optionalId('Shipping address'),
});

/** The same rules for the basic-information form. */
export const profileFormSchema = (messages: { required: string; email: string }) =>
  v.object({ Email: formEmail(messages), ...formTextEntries(PROFILE_TEXT_RULES, messages.required) });
export type ProfileFormValues = v.InferOutput<ReturnType<typeof profileFormSchema>>;

/** Set password as the API reads it (Base64, decoded on the way in). */
export const setPasswordEntries = () => ({ Password: base64Password('Password') });

/** The new password of the change-password form (its repeat is the form's own affair). */
export const setPasswordFormRule = (messages: PasswordFormMessages) => formNewPassword(messages);

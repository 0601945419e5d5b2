import * as v from 'valibot';
import { ADDRESS_TEXT_RULES } from './address';
import { base64Password, email, flagValue, optionalId } from './fields';
import { apiTextEntries, formEmail, formTextEntries } from './form-rules';
import { formLoginPassword, formNewPassword, LOGIN_PASSWORD_MIN_LENGTH, type PasswordFormMessages } from './password';

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

/**
 * The current password, asked before the password or the e-mail address changes: Base64 like every
 * password, any non-empty one (it is checked against the stored one, not against today's rules).
 */
const currentPassword = () => base64Password('Current password', LOGIN_PASSWORD_MIN_LENGTH);

/** The customer update as the API reads it; CurrentPassword is needed when the e-mail address changes. */
export const profileUpdateEntries = () => ({
  Email: email(),
  ...apiTextEntries(PROFILE_TEXT_RULES),
  Newsletter: v.optional(flagValue('Newsletter')),
  BillingAddress: optionalId('Billing address'),
  ShippingAddress: optionalId('Shipping address'),
  CurrentPassword: v.optional(currentPassword()),
});

/** The same rules for the basic-information form. */
export const profileFormSchema = (messages: { required: string; email: string; oneLine?: string }) =>
  v.object({ Email: formEmail(messages), ...formTextEntries(PROFILE_TEXT_RULES, messages.required, messages.oneLine) });
export type ProfileFormValues = v.InferOutput<ReturnType<typeof profileFormSchema>>;

/** Set password as the API reads it: the new and the current password (Base64, decoded on the way in). */
export const setPasswordEntries = () => ({ Password: base64Password('Password'), CurrentPassword: currentPassword() });

/** The current password in a form (as typed, before Base64): required, nothing more. */
export const formCurrentPassword = (required: string) => formLoginPassword(required);

/** The new password of the change-password form (its repeat is the form's own affair). */
export const setPasswordFormRule = (messages: PasswordFormMessages) => formNewPassword(messages);

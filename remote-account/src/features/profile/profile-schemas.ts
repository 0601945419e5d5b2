import * as v from 'valibot';
import { MESSAGE, newPasswordSchema, optionalText, requiredEmail, requiredText } from '../forms/validation';

/** SPEC section 5, Profile: first name, last name, e-mail required. */
export const BasicInformationSchema = v.object({
  FirstName: requiredText(),
  LastName: requiredText(),
  Email: requiredEmail(),
  Company: optionalText(),
  VatNumber: optionalText(),
  Phone: optionalText(),
});
export type BasicInformationValues = v.InferOutput<typeof BasicInformationSchema>;

/** New password and its repeat must match, else 'Password not match.'. */
export const ChangePasswordSchema = newPasswordSchema(MESSAGE.passwordNotMatchProfile);

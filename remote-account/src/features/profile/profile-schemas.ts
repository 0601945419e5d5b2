import * as v from 'valibot';
import { MESSAGE, newPassword, optionalText, requiredEmail, requiredText } from '../forms/validation';

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
export const ChangePasswordSchema = v.pipe(
  v.object({ password: newPassword(), repeatPassword: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['repeatPassword']], (input) => input.password === input.repeatPassword, MESSAGE.passwordNotMatchProfile),
    ['repeatPassword'],
  ),
);
export type ChangePasswordValues = v.InferOutput<typeof ChangePasswordSchema>;

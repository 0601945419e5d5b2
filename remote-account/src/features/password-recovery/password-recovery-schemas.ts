import * as v from 'valibot';
import { MESSAGE, newPassword, requiredEmail } from '../forms/validation';

export const ForgotPasswordSchema = v.object({ email: requiredEmail() });
export type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

/** SPEC section 5: password and confirmation each min 6 and equal, else 'Password not match'. */
export const NewPasswordSchema = v.pipe(
  v.object({ newPassword: newPassword(), confirmNewPassword: newPassword() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      MESSAGE.passwordNotMatch,
    ),
    ['confirmNewPassword'],
  ),
);
export type NewPasswordValues = v.InferOutput<typeof NewPasswordSchema>;

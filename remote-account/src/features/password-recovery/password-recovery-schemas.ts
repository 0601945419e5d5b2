import * as v from 'valibot';
import { MESSAGE, newPassword, newPasswordSchema, requiredEmail } from '../forms/validation';

export const ForgotPasswordSchema = v.object({ email: requiredEmail() });
export type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

/** SPEC section 5: password and confirmation each min 6 and equal, else 'Password not match'. */
export const RecoveryPasswordSchema = newPasswordSchema(MESSAGE.passwordNotMatch, newPassword());

import type * as v from 'valibot';
import { recoveryConfirmFormSchema, recoveryRequestFormSchema } from '@parts/contract/password-recovery';
import { MESSAGE } from '../forms/validation';

/** The contract's recovery rules (SPEC section 5), with this app's i18n keys as messages. */
export const ForgotPasswordSchema = recoveryRequestFormSchema(MESSAGE);
export type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

/** Password and confirmation each min 6 and equal, else 'Password not match'. */
export const RecoveryPasswordSchema = recoveryConfirmFormSchema({ ...MESSAGE, notMatch: MESSAGE.passwordNotMatch });

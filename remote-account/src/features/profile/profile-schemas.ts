import { profileFormSchema, type ProfileFormValues } from '@parts/contract/profile';
import { MESSAGE, newPasswordSchema } from '../forms/validation';

/** SPEC section 5, Profile: the contract's customer-update rules, with this app's i18n keys. */
export const BasicInformationSchema = profileFormSchema(MESSAGE);
export type BasicInformationValues = ProfileFormValues;

/** New password and its repeat must match, else 'Password not match.'. */
export const ChangePasswordSchema = newPasswordSchema(MESSAGE.passwordNotMatchProfile);

import * as v from 'valibot';
import { formNewPassword } from '@parts/contract/password';
import { formCurrentPassword, profileFormSchema, type ProfileFormValues } from '@parts/contract/profile';
import { MESSAGE, type NewPasswordValues } from '../forms/validation';

/** The same e-mail address (the API compares without case). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * SPEC section 5, Profile: the contract's customer-update rules, with this app's i18n keys; a new
 * e-mail address also needs the current password (the API refuses it without).
 */
export const basicInformationSchema = (storedEmail: string) =>
  v.pipe(
    v.object({ ...profileFormSchema(MESSAGE).entries, currentPassword: v.string() }),
    v.forward(
      v.partialCheck(
        [['Email'], ['currentPassword']],
        (input) => sameEmail(input.Email, storedEmail) || input.currentPassword !== '',
        MESSAGE.required,
      ),
      ['currentPassword'],
    ),
  );
export type BasicInformationValues = ProfileFormValues & { currentPassword: string };

/**
 * The current password, then the new one and its repeat, equal or 'Password not match.' on the
 * repeat. The repeat is the form's own affair (SetPassword never sees it); the passwords follow the contract.
 */
export const ChangePasswordSchema = v.pipe(
  v.object({ currentPassword: formCurrentPassword(MESSAGE.required), password: formNewPassword(MESSAGE), repeatPassword: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['repeatPassword']], (input) => input.password === input.repeatPassword, MESSAGE.passwordNotMatchProfile),
    ['repeatPassword'],
  ),
);
export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };
export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = { currentPassword: '', password: '', repeatPassword: '' };

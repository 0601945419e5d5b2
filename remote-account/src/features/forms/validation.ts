import * as v from 'valibot';

/**
 * Validation messages are i18n keys under 'validation.' in the account namespace; the forms
 * translate them (SPEC section 5 and 8 wording in en.json).
 */
export const MESSAGE = {
  required: 'required',
  email: 'email',
  passwordMin: 'passwordMin',
  /** 'Password not match' (password recovery) */
  passwordNotMatch: 'passwordNotMatch',
  /** 'Password not match.' (profile) */
  passwordNotMatchProfile: 'passwordNotMatchProfile',
} as const;

/** SPEC section 9. */
export const PASSWORD_MIN_LENGTH = 6;

/** A text the dealer must fill (blank counts as empty). */
export const requiredText = () => v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGE.required));
/** A text the dealer may leave empty. */
export const optionalText = () => v.pipe(v.string(), v.trim());
/** A required e-mail address. */
export const requiredEmail = () => v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGE.required), v.email(MESSAGE.email));
/** A required password of at least 6 characters (not trimmed: spaces are part of a password). */
export const newPassword = () => v.pipe(v.string(), v.nonEmpty(MESSAGE.required), v.minLength(PASSWORD_MIN_LENGTH, MESSAGE.passwordMin));

/**
 * A new password and its repeat, equal or `notMatch` on the repeat. The repeat follows `repeatRule`
 * (password recovery: also min 6; profile: only equal).
 */
export const newPasswordSchema = (notMatch: string, repeatRule: v.GenericSchema<string, string> = v.string()) =>
  v.pipe(
    v.object({ password: newPassword(), repeatPassword: repeatRule }),
    v.forward(
      v.partialCheck([['password'], ['repeatPassword']], (input) => input.password === input.repeatPassword, notMatch),
      ['repeatPassword'],
    ),
  );
export interface NewPasswordValues {
  password: string;
  repeatPassword: string;
}
export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', repeatPassword: '' };

/** '' (nothing chosen) or an id as the select holds it. */
export const requiredChoice = () => v.pipe(v.string(), v.nonEmpty(MESSAGE.required));

/** The id a select holds ('' = none) as the API wants it. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

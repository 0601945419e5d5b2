import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from './fields';

/**
 * The password rules of SPEC sections 5 and 9 in a form: required, at least PASSWORD_MIN_LENGTH
 * characters, not trimmed (spaces are part of a password). The API reads the same rule from
 * fields.ts `base64Password` once the Base64 is decoded.
 */
export interface PasswordFormMessages {
  required: string;
  passwordMin: string;
}

/** A new password (register, set password, recovery). */
export const formNewPassword = (messages: PasswordFormMessages) =>
  v.pipe(v.string(), v.nonEmpty(messages.required), v.minLength(PASSWORD_MIN_LENGTH, messages.passwordMin));

/** The password of a sign-in: any non-empty one (the API: at least 1 character decoded). */
export const LOGIN_PASSWORD_MIN_LENGTH = 1;
export const formLoginPassword = (required: string) => v.pipe(v.string(), v.minLength(LOGIN_PASSWORD_MIN_LENGTH, required));

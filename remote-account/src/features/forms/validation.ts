/**
 * Validation messages are i18n keys under 'validation.' in the account namespace; the forms
 * translate them (SPEC section 5 and 8 wording in en.json). The rules themselves are the
 * contract's (@parts/contract/login, registration, profile, password-recovery, address).
 */
export const MESSAGE = {
  required: 'required',
  email: 'email',
  passwordMin: 'passwordMin',
  /** 'Password not match' (password recovery) */
  passwordNotMatch: 'passwordNotMatch',
  /** 'Password not match.' (profile) */
  passwordNotMatchProfile: 'passwordNotMatchProfile',
  /** a one-line field holding a tab or another control character (the contract's isOneLine) */
  oneLine: 'oneLine',
} as const;

export interface NewPasswordValues {
  password: string;
  repeatPassword: string;
}
export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', repeatPassword: '' };

/** The id a select holds ('' = none) as the API wants it. */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

import * as v from 'valibot';
import { base64Password, requiredText } from './fields';
import { formLoginPassword, LOGIN_PASSWORD_MIN_LENGTH } from './password';
import { formRequiredText } from './form-rules';

/**
 * Login (SPEC section 5): email and password required; the e-mail is not checked for its form
 * (a wrong one simply does not sign in). The API (loginEntries) and the login form
 * (loginFormSchema) are built from these rules.
 */
export const LOGIN_EMAIL_RULE = { label: 'Email', max: 254 } as const;

/** The login body as the API reads it; the password arrives Base64 and comes out decoded. */
export const loginEntries = () => ({
  email: requiredText(LOGIN_EMAIL_RULE.label, LOGIN_EMAIL_RULE.max),
  password: base64Password('Password', LOGIN_PASSWORD_MIN_LENGTH),
});

/** The same rules for the login form (the password as typed, before Base64). */
export const loginFormSchema = (messages: { required: string }) =>
  v.object({ email: formRequiredText(messages.required), password: formLoginPassword(messages.required) });
export type LoginFormValues = v.InferOutput<ReturnType<typeof loginFormSchema>>;

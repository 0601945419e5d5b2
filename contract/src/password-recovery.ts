import * as v from 'valibot';
import { base64Password, email, requiredText } from './fields';
import { formEmail } from './form-rules';
import { formNewPassword, type PasswordFormMessages } from './password';

/**
 * Password recovery (SPEC sections 5 and 7): the request needs an e-mail address; the
 * confirmation a new password and its confirmation, each at least 6 characters and equal, else
 * 'Password not match' (on the confirmation), with the e-mail and token of the link.
 */
export const PASSWORD_NOT_MATCH = 'Password not match';

/** The one "equal" rule of the recovery confirmation. */
export const passwordsMatch = (input: { password: string; confirmation: string }): boolean => input.password === input.confirmation;

/** The recovery request as the API reads it. */
export const recoveryRequestEntries = () => ({ Email: email() });
/** The same rule for the forgot-password form. */
export const recoveryRequestFormSchema = (messages: { required: string; email: string }) => v.object({ email: formEmail(messages) });

/** The confirmation as the API reads it (both passwords Base64, decoded on the way in). */
export const recoveryConfirmSchema = () =>
  v.pipe(
    v.object({
      Email: email(),
      NewPassword: base64Password('New password'),
      ConfirmNewPassword: base64Password('Confirm new password'),
      Token: requiredText('Token', 200),
    }),
    v.forward(
      v.check((input) => passwordsMatch({ password: input.NewPassword, confirmation: input.ConfirmNewPassword }), PASSWORD_NOT_MATCH),
      ['ConfirmNewPassword'],
    ),
  );

/** The same rules for the confirmation form: its two inputs (the e-mail and token come from the link). */
export const recoveryConfirmFormSchema = (messages: PasswordFormMessages & { notMatch: string }) =>
  v.pipe(
    v.object({ password: formNewPassword(messages), repeatPassword: formNewPassword(messages) }),
    v.forward(
      v.partialCheck(
        [['password'], ['repeatPassword']],
        (input) => passwordsMatch({ password: input.password, confirmation: input.repeatPassword }),
        messages.notMatch,
      ),
      ['repeatPassword'],
    ),
  );
export type RecoveryConfirmFormValues = v.InferOutput<ReturnType<typeof recoveryConfirmFormSchema>>;

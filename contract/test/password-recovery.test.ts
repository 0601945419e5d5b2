import { PasswordRecoveryConfirmRequest, PasswordRecoveryRequest } from '../src/customer';
import {
  PASSWORD_NOT_MATCH,
  recoveryConfirmFormSchema,
  recoveryRequestFormSchema,
  type RecoveryConfirmFormValues,
} from '../src/password-recovery';
import { base64, KEYS, messagesOf, refusedFields } from './verdict';

describe('password recovery request: the API and the forgot-password form accept and refuse the same e-mails', () => {
  const form = recoveryRequestFormSchema(KEYS);
  it.each<[string, boolean]>([
    ['anna@example.pl', true],
    [' anna@example.pl ', true],
    ['anna', false],
    ['', false],
  ])('%j', (email, accepted) => {
    expect(refusedFields(form, { email })).toEqual(accepted ? [] : ['email']);
    expect(refusedFields(PasswordRecoveryRequest, { Email: email })).toEqual(accepted ? [] : ['Email']);
  });
});

describe('password recovery confirm: the API and the new-password form accept and refuse the same inputs', () => {
  const form = recoveryConfirmFormSchema({ ...KEYS, notMatch: KEYS.notMatch });
  const bodyOf = (values: RecoveryConfirmFormValues) => ({
    Email: 'anna@example.pl',
    NewPassword: base64(values.password),
    ConfirmNewPassword: base64(values.repeatPassword),
    Token: 'link-token',
  });
  /** The API's field names for the form's. */
  const apiFields = (fields: string[]) => fields.map((field) => (field === 'password' ? 'NewPassword' : 'ConfirmNewPassword')).sort();

  it.each<[string, RecoveryConfirmFormValues, string[]]>([
    ['equal passwords of 6', { password: 'secret', repeatPassword: 'secret' }, []],
    ['different passwords', { password: 'secret', repeatPassword: 'secreT' }, ['repeatPassword']],
    ['a short confirmation', { password: 'secret', repeatPassword: 'secre' }, ['repeatPassword']],
    ['a short password (and so not the same)', { password: 'secre', repeatPassword: 'secret' }, ['password', 'repeatPassword']],
    ['nothing', { password: '', repeatPassword: '' }, ['password', 'repeatPassword']],
  ])('%s', (_case, values, refused) => {
    expect(refusedFields(form, values)).toEqual(refused);
    expect(refusedFields(PasswordRecoveryConfirmRequest, bodyOf(values))).toEqual(apiFields(refused));
  });

  it("different passwords: 'Password not match' from the API, the form's key on the confirmation", () => {
    const values = { password: 'secret', repeatPassword: 'secreT' };
    expect(messagesOf(PasswordRecoveryConfirmRequest, bodyOf(values), 'ConfirmNewPassword')).toEqual([PASSWORD_NOT_MATCH]);
    expect(PASSWORD_NOT_MATCH).toBe('Password not match');
    expect(messagesOf(form, values, 'repeatPassword')).toEqual([KEYS.notMatch]);
  });
});

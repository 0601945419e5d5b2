import { LoginRequest } from '../src/customer';
import { loginFormSchema, type LoginFormValues } from '../src/login';
import { base64, KEYS, messagesOf, refusedFields } from './verdict';

const form = loginFormSchema(KEYS);
const bodyOf = (values: LoginFormValues) => ({ email: values.email, password: base64(values.password) });

describe('login: the API and the login form accept and refuse the same inputs', () => {
  it.each<[string, LoginFormValues, string[]]>([
    ['an e-mail and a password', { email: 'anna@example.pl', password: 'secret' }, []],
    ['a short password (sign-in does not judge it)', { email: 'anna@example.pl', password: 'x' }, []],
    ['a password of one space', { email: 'anna@example.pl', password: ' ' }, []],
    ['a login that is not an e-mail (it simply will not sign in)', { email: 'anna', password: 'secret' }, []],
    ['no e-mail', { email: '', password: 'secret' }, ['email']],
    ['a blank e-mail', { email: '   ', password: 'secret' }, ['email']],
    ['no password', { email: 'anna@example.pl', password: '' }, ['password']],
    ['nothing', { email: '', password: '' }, ['email', 'password']],
  ])('%s', (_case, values, refused) => {
    expect(refusedFields(form, values)).toEqual(refused);
    expect(refusedFields(LoginRequest, bodyOf(values))).toEqual(refused);
  });

  it('the form says "required" for both fields', () => {
    expect(messagesOf(form, { email: '', password: 'x' }, 'email')).toEqual([KEYS.required]);
    expect(messagesOf(form, { email: 'a', password: '' }, 'password')).toEqual([KEYS.required]);
  });
});

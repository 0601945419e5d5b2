import { ProfileUpdateRequest, SetPasswordRequest } from '../src/customer';
import { formCurrentPassword, profileFormSchema, setPasswordFormRule, type ProfileFormValues } from '../src/profile';
import { base64, KEYS, messagesOf, refusedFields } from './verdict';

const form = profileFormSchema(KEYS);
const valid: ProfileFormValues = { FirstName: 'Anna', LastName: 'Nowak', Email: 'anna@example.pl', Company: '', VatNumber: '', Phone: '' };

describe('customer update: the API and the basic-information form accept and refuse the same inputs', () => {
  it.each<[string, Partial<ProfileFormValues>, string[]]>([
    ['first name, last name and e-mail', {}, []],
    ['with company, VAT number and phone', { Company: 'Auto Serwis', VatNumber: 'PL1', Phone: '600' }, []],
    ['without first name', { FirstName: '' }, ['FirstName']],
    ['with a blank last name', { LastName: '  ' }, ['LastName']],
    ['without e-mail', { Email: '' }, ['Email']],
    ['with a wrong e-mail', { Email: 'anna@' }, ['Email']],
  ])('%s', (_case, change, refused) => {
    const values = { ...valid, ...change };
    expect(refusedFields(form, values)).toEqual(refused);
    expect(refusedFields(ProfileUpdateRequest, values)).toEqual(refused);
  });

  it('the API answers "Wrong email", the form its i18n key', () => {
    expect(messagesOf(ProfileUpdateRequest, { ...valid, Email: 'anna@' }, 'Email')).toEqual(['Wrong email']);
    expect(messagesOf(form, { ...valid, Email: 'anna@' }, 'Email')).toEqual([KEYS.email]);
  });
});

describe('set password: the API and the change-password form accept and refuse the same passwords', () => {
  const rule = setPasswordFormRule(KEYS);
  it.each<[string, boolean]>([
    ['secret', true],
    ['zażółć', true],
    ['12345', false],
    ['', false],
  ])('%j', (password, accepted) => {
    expect(refusedFields(rule, password)).toEqual(accepted ? [] : ['']);
    expect(refusedFields(SetPasswordRequest, { Password: base64(password), CurrentPassword: base64('dealer123') })).toEqual(
      accepted ? [] : ['Password'],
    );
  });
});

describe('the current password (set password, e-mail change): any non-empty one, Base64 to the API', () => {
  const rule = formCurrentPassword(KEYS.required);
  it.each<[string, boolean]>([
    ['dealer123', true],
    ['x', true],
    ['', false],
  ])('%j', (password, accepted) => {
    expect(refusedFields(rule, password)).toEqual(accepted ? [] : ['']);
    expect(refusedFields(SetPasswordRequest, { Password: base64('new-password'), CurrentPassword: base64(password) })).toEqual(
      accepted ? [] : ['CurrentPassword'],
    );
    expect(refusedFields(ProfileUpdateRequest, { ...valid, CurrentPassword: base64(password) })).toEqual(
      accepted ? [] : ['CurrentPassword'],
    );
  });

  it('SetPassword needs it; the customer update only when the e-mail changes (the API decides)', () => {
    expect(refusedFields(SetPasswordRequest, { Password: base64('new-password') })).toEqual(['CurrentPassword']);
    expect(refusedFields(ProfileUpdateRequest, valid)).toEqual([]);
  });
});

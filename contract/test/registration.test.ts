import * as v from 'valibot';
import { RegistrationRequest } from '../src/customer';
import { registrationFormSchema, type RegistrationFormValues } from '../src/registration';
import { addressFormSchema } from '../src/address';
import { base64, KEYS, messagesOf, refusedFields } from './verdict';

const USA = '2';
const hasStates = (countryId: string) => countryId === USA;
const form = registrationFormSchema(hasStates, KEYS);

const valid: RegistrationFormValues = {
  Email: 'anna@example.pl',
  Password: 'secret',
  FirstName: 'Anna',
  LastName: 'Nowak',
  Company: '',
  StreetAddress: 'ul. Długa 1',
  StreetAddress2: 'lok. 2',
  ZipPostalCode: '30-001',
  City: 'Kraków',
  CountryId: '1',
  StateProvinceId: '',
  Phone: '',
  Newsletter: false,
  VatNumber: '',
};

/** The body the register page sends for its values (register-customer.ts). */
const bodyOf = (values: RegistrationFormValues) => ({
  ...values,
  Password: base64(values.Password),
  CountryId: values.CountryId === '' ? null : Number(values.CountryId),
  StateProvinceId: values.StateProvinceId === '' ? null : Number(values.StateProvinceId),
});

describe('registration: the API and the register form accept and refuse the same inputs', () => {
  it.each<[string, Partial<RegistrationFormValues>, string[]]>([
    ['a complete registration', {}, []],
    ['with phone, company, VAT number and newsletter', { Phone: '600', Company: 'Auto Serwis', VatNumber: 'PL1', Newsletter: true }, []],
    ['without e-mail', { Email: '' }, ['Email']],
    ['with a wrong e-mail', { Email: 'anna.example.pl' }, ['Email']],
    ['with a password of 5 characters', { Password: '12345' }, ['Password']],
    ['with a password of 6 spaces (spaces count)', { Password: '      ' }, []],
    ['without a password', { Password: '' }, ['Password']],
    ['with blank names', { FirstName: ' ', LastName: '' }, ['FirstName', 'LastName']],
    ['without street address 2 (required at registration)', { StreetAddress2: '' }, ['StreetAddress2']],
    ['without street, zip or city', { StreetAddress: '', ZipPostalCode: '', City: '' }, ['City', 'StreetAddress', 'ZipPostalCode']],
    ['without country', { CountryId: '' }, ['CountryId']],
  ])('%s', (_case, change, refused) => {
    const values = { ...valid, ...change };
    expect(refusedFields(form, values)).toEqual(refused);
    expect(refusedFields(RegistrationRequest, bodyOf(values))).toEqual(refused);
  });

  it('password messages: the API in English, the form its i18n keys', () => {
    expect(messagesOf(RegistrationRequest, bodyOf({ ...valid, Password: '12345' }), 'Password')).toEqual([
      'Password must have at least 6 characters.',
    ]);
    expect(messagesOf(form, { ...valid, Password: '12345' }, 'Password')).toEqual([KEYS.passwordMin]);
    // the form shows the first message of a field
    expect(messagesOf(form, { ...valid, Password: '' }, 'Password')[0]).toBe(KEYS.required);
  });

  it('asks for the state exactly when the address form does', () => {
    const address = addressFormSchema(hasStates, KEYS);
    const addressValues = {
      FirstName: 'A',
      LastName: 'N',
      Company: '',
      VatNumber: '',
      City: 'C',
      Address1: 'S',
      Address2: '',
      ZipPostalCode: 'Z',
      PhoneNumber: 'P',
      FaxNumber: '',
      Email: '',
    };
    for (const [CountryId, StateProvinceId] of [
      [USA, ''],
      [USA, '7'],
      ['1', ''],
    ] as const) {
      const stateRefused = refusedFields(form, { ...valid, CountryId, StateProvinceId }).includes('StateProvinceId');
      expect(refusedFields(address, { ...addressValues, CountryId, StateProvinceId }).includes('StateProvinceId')).toBe(stateRefused);
      expect(stateRefused).toBe(CountryId === USA && StateProvinceId === '');
    }
  });
});

describe('one-line fields in the register form', () => {
  const messages = { required: 'required', email: 'email', passwordMin: 'passwordMin', oneLine: 'oneLine' };
  const filled = {
    Email: 'a@example.com',
    Password: 'secret1',
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Company: '',
    StreetAddress: 'Długa 1',
    StreetAddress2: '2',
    ZipPostalCode: '00-001',
    City: 'Praha',
    CountryId: '3',
    StateProvinceId: '',
    Phone: '',
    Newsletter: false,
    VatNumber: '',
  };
  it('refuses a tab, a line break or another control character in a one-line field, with the form message on that field, as the API does', () => {
    for (const value of ['Jan\tKowalski', 'Jan\r\nBcc: x@example.com', 'Jan\u0000']) {
      const result = v.safeParse(
        registrationFormSchema(() => false, messages),
        { ...filled, FirstName: value },
      );
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['FirstName', 'oneLine']]);
    }
    expect(
      v.safeParse(
        registrationFormSchema(() => false, messages),
        filled,
      ).success,
    ).toBe(true);
  });
});

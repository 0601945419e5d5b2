import { addressFormSchema, type AddressFormValues } from '../src/address';
import { NewAddressRequest } from '../src/customer';
import { stateRequiredFor } from '../src/form-rules';
import { KEYS, messagesOf, refusedFields } from './verdict';

const POLAND = '1';
const USA = '2';
const hasStates = (countryId: string) => countryId === USA;
const form = addressFormSchema(hasStates, KEYS);

const valid: AddressFormValues = {
  FirstName: 'Anna',
  LastName: 'Nowak',
  Company: '',
  VatNumber: '',
  CountryId: POLAND,
  StateProvinceId: '',
  City: 'Kraków',
  Address1: 'ul. Długa 1',
  Address2: '',
  ZipPostalCode: '30-001',
  PhoneNumber: '+48 600 000 000',
  FaxNumber: '',
  Email: '',
};

describe('address: the API and the address forms accept and refuse the same inputs', () => {
  it.each<[string, Partial<AddressFormValues>, string[]]>([
    ['a complete address', {}, []],
    ['with the optional fields filled', { Company: 'Auto Serwis', Address2: 'lok. 2', Email: 'anna@example.pl', FaxNumber: '12' }, []],
    ['without first name', { FirstName: '' }, ['FirstName']],
    ['with a blank last name', { LastName: '   ' }, ['LastName']],
    [
      'without street, city, zip or phone',
      { Address1: '', City: '', ZipPostalCode: ' ', PhoneNumber: '' },
      ['Address1', 'City', 'PhoneNumber', 'ZipPostalCode'],
    ],
    ['without country', { CountryId: '' }, ['CountryId']],
    ['with a wrong e-mail', { Email: 'anna@' }, ['Email']],
  ])('%s', (_case, change, refused) => {
    const values = { ...valid, ...change };
    expect(refusedFields(form, values)).toEqual(refused);
    expect(refusedFields(NewAddressRequest, values)).toEqual(refused);
  });

  it('the API names the field in English, the form shows its i18n key', () => {
    expect(messagesOf(NewAddressRequest, { ...valid, City: '' }, 'City')).toEqual(['City is required.']);
    expect(messagesOf(form, { ...valid, City: '' }, 'City')).toEqual([KEYS.required]);
  });
});

describe('the state rule (one copy for every form with a country)', () => {
  it('asks for a state only when the country has states', () => {
    expect(stateRequiredFor(hasStates, { CountryId: USA, StateProvinceId: '' })).toBe(false);
    expect(stateRequiredFor(hasStates, { CountryId: USA, StateProvinceId: '7' })).toBe(true);
    expect(stateRequiredFor(hasStates, { CountryId: POLAND, StateProvinceId: '' })).toBe(true);
  });

  it('the address form shows it on the state, also while other fields are wrong', () => {
    expect(refusedFields(form, { ...valid, CountryId: USA })).toEqual(['StateProvinceId']);
    expect(refusedFields(form, { ...valid, CountryId: USA, City: '' })).toEqual(['City', 'StateProvinceId']);
    expect(refusedFields(form, { ...valid, CountryId: USA, StateProvinceId: '7' })).toEqual([]);
  });
});

import * as v from 'valibot';
import type { Address } from '@parts/shared-kernel';
import { MESSAGE, optionalText, requiredChoice, requiredText } from '../forms/validation';

/**
 * SPEC section 5, Address form: required FirstName, LastName, Address1, City, ZipPostalCode,
 * CountryId, phone; Address2 optional; the state required only if the chosen country has states.
 */
export function addressSchema(countryHasStates: (countryId: string) => boolean) {
  return v.pipe(
    v.object({
      FirstName: requiredText(),
      LastName: requiredText(),
      Email: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(MESSAGE.email))]),
      Company: optionalText(),
      VatNumber: optionalText(),
      CountryId: requiredChoice(),
      StateProvinceId: v.string(),
      City: requiredText(),
      Address1: requiredText(),
      Address2: optionalText(),
      ZipPostalCode: requiredText(),
      PhoneNumber: requiredText(),
      FaxNumber: optionalText(),
    }),
    v.forward(
      v.partialCheck(
        [['CountryId'], ['StateProvinceId']],
        (input) => !countryHasStates(input.CountryId) || input.StateProvinceId !== '',
        MESSAGE.required,
      ),
      ['StateProvinceId'],
    ),
  );
}

export type AddressValues = v.InferOutput<ReturnType<typeof addressSchema>>;

const EMPTY: AddressValues = {
  FirstName: '',
  LastName: '',
  Email: '',
  Company: '',
  VatNumber: '',
  CountryId: '',
  StateProvinceId: '',
  City: '',
  Address1: '',
  Address2: '',
  ZipPostalCode: '',
  PhoneNumber: '',
  FaxNumber: '',
};

/** The form values of a stored address. */
export function addressValuesOf(address: Address): AddressValues {
  return {
    FirstName: address.FirstName,
    LastName: address.LastName,
    Email: address.Email,
    Company: address.Company,
    VatNumber: address.VatNumber,
    CountryId: address.CountryId === null || address.CountryId === undefined ? '' : String(address.CountryId),
    StateProvinceId: address.StateProvinceId === null || address.StateProvinceId === undefined ? '' : String(address.StateProvinceId),
    City: address.City,
    Address1: address.Address1,
    Address2: address.Address2,
    ZipPostalCode: address.ZipPostalCode,
    PhoneNumber: address.PhoneNumber,
    FaxNumber: address.FaxNumber,
  };
}

/** A new address starts from the customer's name, company and phone. */
export function newAddressValues(customer: {
  FirstName: string;
  LastName: string;
  Company: string;
  VatNumber: string;
  Phone: string;
}): AddressValues {
  return {
    ...EMPTY,
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Company: customer.Company,
    VatNumber: customer.VatNumber,
    PhoneNumber: customer.Phone,
  };
}

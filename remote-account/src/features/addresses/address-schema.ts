import type * as v from 'valibot';
import { addressFormSchema } from '@parts/contract/address';
import type { Address } from '@parts/shared-kernel';
import { MESSAGE } from '../forms/validation';

/**
 * SPEC section 5, Address form: the contract's address rules (the same the API applies), with
 * this app's i18n keys as messages.
 */
export function addressSchema(countryHasStates: (countryId: string) => boolean) {
  return addressFormSchema(countryHasStates, MESSAGE);
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

/** A new address starts from the customer's name, company and phone, in the store's country (as at checkout). */
export function newAddressValues(
  customer: {
    FirstName: string;
    LastName: string;
    Company: string;
    VatNumber: string;
    Phone: string;
  },
  countryId: string,
): AddressValues {
  return {
    ...EMPTY,
    CountryId: countryId,
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Company: customer.Company,
    VatNumber: customer.VatNumber,
    PhoneNumber: customer.Phone,
  };
}

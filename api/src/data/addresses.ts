import type { Address } from '@parts/contract/customer';
import type { Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** The address columns with its country's and state's names in the request's language: the builder infers the row. */
const selectAddresses = (db: Executor, language: Language) =>
  db
    .selectFrom('addresses as a')
    .innerJoin('countries as c', 'c.id', 'a.country_id')
    .leftJoin('state_provinces as s', 's.id', 'a.state_province_id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.company',
      'a.vat_number',
      'a.country_id',
      localized(language, 'c.name').as('country_name'),
      'a.state_province_id',
      localized(language, 's.name').$castTo<string | null>().as('state_province_name'),
      'a.city',
      'a.address1',
      'a.address2',
      'a.zip_postal_code',
      'a.phone_number',
      'a.fax_number',
      'a.email',
    ]);

type AddressRow = Awaited<ReturnType<ReturnType<typeof selectAddresses>['executeTakeFirstOrThrow']>>;

function toAddress(row: AddressRow): Address {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Company: row.company,
    VatNumber: row.vat_number,
    CountryId: row.country_id,
    CountryName: row.country_name,
    StateProvinceId: row.state_province_id,
    StateProvinceName: row.state_province_name,
    City: row.city,
    Address1: row.address1,
    Address2: row.address2,
    ZipPostalCode: row.zip_postal_code,
    PhoneNumber: row.phone_number,
    FaxNumber: row.fax_number,
    Email: row.email,
  };
}

export async function customerAddresses(db: Executor, customerId: number, language: Language): Promise<Address[]> {
  const rows = await selectAddresses(db, language).where('a.customer_id', '=', customerId).orderBy('a.id').execute();
  return rows.map(toAddress);
}

/** One of the customer's addresses; undefined for an unknown id or another customer's address. */
export async function customerAddress(
  db: Executor,
  customerId: number,
  addressId: number,
  language: Language,
): Promise<Address | undefined> {
  const row = await selectAddresses(db, language).where('a.id', '=', addressId).where('a.customer_id', '=', customerId).executeTakeFirst();
  return row && toAddress(row);
}

export interface AddressFields {
  FirstName: string;
  LastName: string;
  Company: string;
  VatNumber: string;
  CountryId: number;
  StateProvinceId?: number | undefined;
  City: string;
  Address1: string;
  Address2: string;
  ZipPostalCode: string;
  PhoneNumber: string;
  FaxNumber: string;
  Email: string;
}

const addressParams = (fields: AddressFields) => ({
  first_name: fields.FirstName,
  last_name: fields.LastName,
  company: fields.Company,
  vat_number: fields.VatNumber,
  country_id: fields.CountryId,
  state_province_id: fields.StateProvinceId ?? null,
  city: fields.City,
  address1: fields.Address1,
  address2: fields.Address2,
  zip_postal_code: fields.ZipPostalCode,
  phone_number: fields.PhoneNumber,
  fax_number: fields.FaxNumber,
  email: fields.Email,
});

export async function insertAddress(db: Executor, customerId: number, fields: AddressFields): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ customer_id: customerId, ...addressParams(fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates one of the customer's addresses; false when it is not theirs. */
export async function updateAddress(db: Executor, customerId: number, addressId: number, fields: AddressFields): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set(addressParams(fields))
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

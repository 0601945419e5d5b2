import * as v from 'valibot';
import { id, list, text } from './common';

export const AddressSchema = v.object({
  Id: id(),
  FirstName: text(),
  LastName: text(),
  Company: text(),
  VatNumber: text(),
  CountryId: v.optional(v.nullable(id())),
  StateProvinceId: v.optional(v.nullable(id())),
  City: text(),
  Address1: text(),
  Address2: text(),
  ZipPostalCode: text(),
  PhoneNumber: text(),
  FaxNumber: text(),
  Email: text(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const CustomerSchema = v.object({
  Email: text(),
  FirstName: text(),
  LastName: text(),
  Phone: text(),
  Company: text(),
  VatNumber: text(),
  Addresses: list(AddressSchema),
  BillingAddress: v.optional(v.nullable(id())),
  ShippingAddress: v.optional(v.nullable(id())),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

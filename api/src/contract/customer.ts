import * as v from 'valibot';

export const AddressSchema = v.object({
  Id: v.number(),
  FirstName: v.string(),
  LastName: v.string(),
  Company: v.string(),
  VatNumber: v.string(),
  CountryId: v.number(),
  CountryName: v.string(),
  StateProvinceId: v.nullable(v.number()),
  StateProvinceName: v.nullable(v.string()),
  City: v.string(),
  Address1: v.string(),
  Address2: v.string(),
  ZipPostalCode: v.string(),
  PhoneNumber: v.string(),
  FaxNumber: v.string(),
  Email: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const CustomerSchema = v.object({
  Id: v.number(),
  Email: v.string(),
  FirstName: v.string(),
  LastName: v.string(),
  Phone: v.string(),
  Company: v.string(),
  VatNumber: v.string(),
  Newsletter: v.boolean(),
  Discount: v.number(),
  Addresses: v.array(AddressSchema),
  BillingAddress: v.nullable(v.number()),
  ShippingAddress: v.nullable(v.number()),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

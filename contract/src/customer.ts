import * as v from 'valibot';
import { addressEntries } from './address';
import { id } from './fields';
import { loginEntries } from './login';
import { recoveryConfirmSchema, recoveryRequestEntries } from './password-recovery';
import { profileUpdateEntries, setPasswordEntries } from './profile';
import { registrationEntries } from './registration';

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

/* ---- requests ---- (built from each entity's rules; pure, so a front end reading a response schema here does not keep them) */

export const NewAddressRequest = /* @__PURE__ */ v.object(addressEntries);
export type AddressFields = v.InferOutput<typeof NewAddressRequest>;
export const AddressUpdateRequest = /* @__PURE__ */ (() => v.object({ Id: id('Id'), ...addressEntries }))();
export const AddressDeleteRequest = /* @__PURE__ */ (() => v.object({ addressId: id('addressId') }))();

export const RegistrationRequest = /* @__PURE__ */ v.object(/* @__PURE__ */ registrationEntries());
export type Registration = v.InferOutput<typeof RegistrationRequest>;

export const ProfileUpdateRequest = /* @__PURE__ */ v.object(/* @__PURE__ */ profileUpdateEntries());
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateRequest>;

export const LoginRequest = /* @__PURE__ */ v.object(/* @__PURE__ */ loginEntries());

export const SetPasswordRequest = /* @__PURE__ */ v.object(/* @__PURE__ */ setPasswordEntries());

export const PasswordRecoveryRequest = /* @__PURE__ */ v.object(/* @__PURE__ */ recoveryRequestEntries());

export { PASSWORD_NOT_MATCH } from './password-recovery';

export const PasswordRecoveryConfirmRequest = /* @__PURE__ */ recoveryConfirmSchema();

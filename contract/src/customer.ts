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

/* ---- requests ---- */

export const NewAddressRequest = v.object(addressEntries);
export type AddressFields = v.InferOutput<typeof NewAddressRequest>;
export const AddressUpdateRequest = v.object({ Id: id('Id'), ...addressEntries });
export const AddressDeleteRequest = v.object({ addressId: id('addressId') });

export const RegistrationRequest = v.object(registrationEntries());
export type Registration = v.InferOutput<typeof RegistrationRequest>;

export const ProfileUpdateRequest = v.object(profileUpdateEntries());
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateRequest>;

export const LoginRequest = v.object(loginEntries());

export const SetPasswordRequest = v.object(setPasswordEntries());

export const PasswordRecoveryRequest = v.object(recoveryRequestEntries());

export { PASSWORD_NOT_MATCH } from './password-recovery';

export const PasswordRecoveryConfirmRequest = recoveryConfirmSchema();

import * as v from 'valibot';
import { addressEntries } from './address';
import { base64Password, email, flag, flagValue, id, optionalId, optionalText, requiredText } from './fields';

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

export const RegistrationRequest = v.object({
  Email: email(),
  Password: base64Password('Password'),
  FirstName: requiredText('First name', 100),
  LastName: requiredText('Last name', 100),
  Company: optionalText('Company', 200),
  StreetAddress: requiredText('Street address', 200),
  StreetAddress2: requiredText('Street address 2', 200),
  ZipPostalCode: requiredText('Zip / postal code', 20),
  City: requiredText('City', 100),
  CountryId: id('Country'),
  StateProvinceId: optionalId('State / province'),
  Phone: optionalText('Phone', 40),
  Newsletter: flag('Newsletter'),
  VatNumber: optionalText('VAT number', 40),
});
export type Registration = v.InferOutput<typeof RegistrationRequest>;

export const ProfileUpdateRequest = v.object({
  Email: email(),
  FirstName: requiredText('First name', 100),
  LastName: requiredText('Last name', 100),
  Phone: optionalText('Phone', 40),
  Company: optionalText('Company', 200),
  VatNumber: optionalText('VAT number', 40),
  Newsletter: v.optional(flagValue('Newsletter')),
  BillingAddress: optionalId('Billing address'),
  ShippingAddress: optionalId('Shipping address'),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateRequest>;

export const LoginRequest = v.object({
  email: requiredText('Email', 254),
  password: base64Password('Password', 1),
});

export const SetPasswordRequest = v.object({ Password: base64Password('Password') });

export const PasswordRecoveryRequest = v.object({ Email: email() });

export const PASSWORD_NOT_MATCH = 'Password not match';

export const PasswordRecoveryConfirmRequest = v.pipe(
  v.object({
    Email: email(),
    NewPassword: base64Password('New password'),
    ConfirmNewPassword: base64Password('Confirm new password'),
    Token: requiredText('Token', 200),
  }),
  v.forward(v.check((input) => input.NewPassword === input.ConfirmNewPassword, PASSWORD_NOT_MATCH), ['ConfirmNewPassword']),
);

import { hashPassword } from '../auth/passwords';
import { hashSecret, newSecret } from '../auth/sessions';
import { success, SuccessSchema } from '@parts/contract/common';
import {
  CustomerSchema,
  PasswordRecoveryConfirmRequest,
  PasswordRecoveryRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  SetPasswordRequest,
} from '@parts/contract/customer';
import { customerByEmail, customerOfRecoveryToken, insertCustomer, insertRecoveryToken, setDefaultAddresses, setPassword, updateProfile, useRecoveryTokens } from '../data/customers';
import { customerAddress, insertAddress } from '../data/addresses';
import { emailTaken, loadCustomer } from '../data/customers';
import { checkCountryAndState } from '../domain/state-provinces';
import { NotFound, NotSignedIn, ValidationFailed } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';

const tag = 'Customer';
const RECOVERY_LIFETIME_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const EMAIL_TAKEN = 'The e-mail address is already registered.';

export const customerRoutes = routePlugin(tag, ({ sql, sessions }) => {
  return [
    defineRoute({
      method: 'GET', url: '/api/Customer/get', auth: true, response: CustomerSchema,
      summary: 'The signed-in customer with addresses',
      handler: ({ customerId, language }) => {
        const customer = loadCustomer(sql, customerId, language);
        if (!customer) throw new NotSignedIn();
        return customer;
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/register', auth: false, body: RegistrationRequest, response: SuccessSchema,
      rateLimit: { max: 30, timeWindowMs: HOUR_MS },
      summary: 'Register a customer; the address becomes billing and shipping address',
      handler: async ({ body }) => {
        if (emailTaken(sql, body.Email)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
        checkCountryAndState(sql, body.CountryId, body.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
        const password = await hashPassword(body.Password);
        sql.transaction(() => {
          if (emailTaken(sql, body.Email)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
          const customerId = insertCustomer(sql, {
            email: body.Email,
            password,
            firstName: body.FirstName,
            lastName: body.LastName,
            phone: body.Phone,
            company: body.Company,
            vatNumber: body.VatNumber,
            newsletter: body.Newsletter,
          });
          const addressId = insertAddress(sql, customerId, {
            FirstName: body.FirstName,
            LastName: body.LastName,
            Company: body.Company,
            VatNumber: body.VatNumber,
            CountryId: body.CountryId,
            StateProvinceId: body.StateProvinceId,
            City: body.City,
            Address1: body.StreetAddress,
            Address2: body.StreetAddress2,
            ZipPostalCode: body.ZipPostalCode,
            PhoneNumber: body.Phone,
            FaxNumber: '',
            Email: body.Email,
          });
          setDefaultAddresses(sql, customerId, addressId, addressId);
        });
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/Update', auth: true, body: ProfileUpdateRequest, response: SuccessSchema,
      summary: 'Update the profile, and the default billing and shipping addresses',
      handler: ({ body, customerId }) => {
        if (emailTaken(sql, body.Email, customerId)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
        for (const addressId of [body.BillingAddress, body.ShippingAddress]) {
          if (addressId !== undefined && !customerAddress(sql, customerId, addressId, 'en')) throw new NotFound();
        }
        updateProfile(sql, customerId, {
          email: body.Email,
          firstName: body.FirstName,
          lastName: body.LastName,
          phone: body.Phone,
          company: body.Company,
          vatNumber: body.VatNumber,
          newsletter: body.Newsletter,
          billingAddressId: body.BillingAddress,
          shippingAddressId: body.ShippingAddress,
        });
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/SetPassword', auth: true, response: SuccessSchema,
      body: SetPasswordRequest,
      summary: 'Change the password (Base64); the current session stays valid',
      handler: async ({ body, customerId }) => {
        const password = await hashPassword(body.Password);
        setPassword(sql, customerId, password);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/PasswordRecovery', auth: false, response: SuccessSchema,
      rateLimit: { max: 10, timeWindowMs: HOUR_MS },
      body: PasswordRecoveryRequest,
      summary: 'Send a password recovery link (written to the server log); always answers Success',
      handler: ({ body, request }) => {
        const customer = customerByEmail(sql, body.Email);
        if (customer) {
          const { token, hash } = newSecret();
          insertRecoveryToken(sql, hash, customer.id, Date.now() + RECOVERY_LIFETIME_MS);
          const link = `/forgot-password/confirm?email=${encodeURIComponent(customer.email)}&token=${encodeURIComponent(token)}`;
          request.log.warn({ recoveryLink: link }, 'password recovery link (the reference back end logs instead of mailing)');
        }
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/PasswordRecoveryConfirm', auth: false, response: SuccessSchema,
      rateLimit: { max: 20, timeWindowMs: HOUR_MS },
      body: PasswordRecoveryConfirmRequest,
      summary: 'Set a new password with the token of the recovery link; signs out every session',
      handler: async ({ body }) => {
        const password = await hashPassword(body.NewPassword);
        const now = Date.now();
        const recoveringCustomer = customerOfRecoveryToken(sql, hashSecret(body.Token), body.Email, now);
        if (recoveringCustomer === undefined) throw ValidationFailed.field('Token', 'The recovery link is invalid or expired.');
        sql.transaction(() => {
          setPassword(sql, recoveringCustomer, password);
          useRecoveryTokens(sql, recoveringCustomer, now);
          sessions.revokeAllOf(recoveringCustomer, now);
        });
        return success();
      },
    }),
  ];
});

import { hashSecret, newSecret, revokeOtherSessions } from '../auth/sessions';
import { success, SuccessSchema } from '@parts/contract/common';
import {
  CustomerSchema,
  PasswordRecoveryConfirmRequest,
  PasswordRecoveryRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  SetPasswordRequest,
} from '@parts/contract/customer';
import {
  customerByEmail,
  customerCredentials,
  insertCustomer,
  insertRecoveryToken,
  purgeRecoveryTokens,
  redeemRecoveryToken,
  setDefaultAddresses,
  setPassword,
  updateProfile,
  voidRecoveryTokens,
} from '../data/customers';
import { customerAddress, insertAddress } from '../data/addresses';
import { emailTaken, loadCustomer } from '../data/customers';
import { checkCountryAndState } from '../domain/state-provinces';
import { NotFound, NotSignedIn, ValidationFailed } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';

const tag = 'Customer';
const RECOVERY_LIFETIME_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const EMAIL_TAKEN = 'The e-mail address is already registered.';

export const customerRoutes = routePlugin(tag, ({ sql, sessions, passwords, loginThrottle, now }) => {
  /**
   * The signed-in customer's current password, before a password or e-mail change; counted like a
   * login attempt, so a stolen session cannot try passwords faster than the login page allows.
   */
  const checkCurrentPassword = async (customerId: number, currentPassword: string, address: string): Promise<void> => {
    const credentials = customerCredentials(sql, customerId);
    if (!credentials) throw new NotSignedIn();
    const attempt = loginThrottle.attempt(credentials.email, address, now());
    if (!(await passwords.matches(currentPassword, credentials.password))) {
      throw ValidationFailed.field('CurrentPassword', 'The current password is incorrect.');
    }
    attempt.succeeded();
  };

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
        const password = await passwords.hash(body.Password);
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
      summary: 'Update the profile, and the default billing and shipping addresses; a new e-mail address needs CurrentPassword (Base64)',
      handler: async ({ body, customerId, request }) => {
        if (emailTaken(sql, body.Email, customerId)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
        for (const addressId of [body.BillingAddress, body.ShippingAddress]) {
          if (addressId !== undefined && !customerAddress(sql, customerId, addressId, 'en')) throw new NotFound();
        }
        const stored = customerCredentials(sql, customerId);
        if (!stored) throw new NotSignedIn();
        // the e-mail address signs in and receives recovery links: a stolen session may not change it
        if (body.Email.toLowerCase() !== stored.email.toLowerCase()) {
          if (body.CurrentPassword === undefined) throw ValidationFailed.field('CurrentPassword', 'Enter your current password to change the e-mail address.');
          await checkCurrentPassword(customerId, body.CurrentPassword, request.ip);
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
      summary: 'Change the password (Base64) after checking CurrentPassword (Base64); signs out every other session, the current one stays valid',
      handler: async ({ body, customerId, request }) => {
        await checkCurrentPassword(customerId, body.CurrentPassword, request.ip);
        const password = await passwords.hash(body.Password);
        const changedAt = now();
        sql.transaction(() => {
          setPassword(sql, customerId, password);
          voidRecoveryTokens(sql, customerId, changedAt);
          revokeOtherSessions(sessions, customerId, request.headers.authorization, changedAt);
        });
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/PasswordRecovery', auth: false, response: SuccessSchema,
      rateLimit: { max: 10, timeWindowMs: HOUR_MS },
      body: PasswordRecoveryRequest,
      summary: 'Send a password recovery link (written to the server log); older links of the customer stop working; always answers Success',
      handler: ({ body, request }) => {
        const customer = customerByEmail(sql, body.Email);
        if (customer) {
          const { token, hash } = newSecret();
          const sentAt = now();
          purgeRecoveryTokens(sql, sentAt);
          insertRecoveryToken(sql, hash, customer.id, sentAt, sentAt + RECOVERY_LIFETIME_MS);
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
      summary: 'Set a new password with the token of the recovery link (once; only the newest link works); signs out every session',
      handler: async ({ body }) => {
        const password = await passwords.hash(body.NewPassword);
        const redeemedAt = now();
        // the token is used by the UPDATE that sets used_at, inside the transaction that sets the password:
        // of two requests racing with one link, one succeeds
        const recovered = sql.transaction(() => {
          const customerId = redeemRecoveryToken(sql, hashSecret(body.Token), body.Email, redeemedAt);
          if (customerId === undefined) return false;
          setPassword(sql, customerId, password);
          voidRecoveryTokens(sql, customerId, redeemedAt);
          sessions.revokeAllOf(customerId, redeemedAt);
          return true;
        });
        if (!recovered) throw ValidationFailed.field('Token', 'The recovery link is invalid or expired.');
        return success();
      },
    }),
  ];
});

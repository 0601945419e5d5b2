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
import { customerAddress, insertAddress } from '../domain/addresses';
import { emailTaken, loadCustomer } from '../domain/customers';
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
      handler: ({ customerId }) => {
        const customer = loadCustomer(sql, customerId);
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
          const { id: customerId } = sql.run(
            `INSERT INTO customers (email, password_hash, password_salt, first_name, last_name, phone, company, vat_number, newsletter, created_on)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [body.Email, password.hash, password.salt, body.FirstName, body.LastName, body.Phone, body.Company, body.VatNumber, body.Newsletter ? 1 : 0, new Date().toISOString()],
          );
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
          sql.run('UPDATE customers SET billing_address_id = ?, shipping_address_id = ? WHERE id = ?', [addressId, addressId, customerId]);
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
          if (addressId !== undefined && !customerAddress(sql, customerId, addressId)) throw new NotFound();
        }
        sql.run(
          `UPDATE customers SET email = @email, first_name = @first_name, last_name = @last_name, phone = @phone,
             company = @company, vat_number = @vat_number, newsletter = COALESCE(@newsletter, newsletter),
             billing_address_id = COALESCE(@billing, billing_address_id), shipping_address_id = COALESCE(@shipping, shipping_address_id)
           WHERE id = @id`,
          {
            id: customerId,
            email: body.Email,
            first_name: body.FirstName,
            last_name: body.LastName,
            phone: body.Phone,
            company: body.Company,
            vat_number: body.VatNumber,
            newsletter: body.Newsletter === undefined ? null : body.Newsletter ? 1 : 0,
            billing: body.BillingAddress ?? null,
            shipping: body.ShippingAddress ?? null,
          },
        );
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/SetPassword', auth: true, response: SuccessSchema,
      body: SetPasswordRequest,
      summary: 'Change the password (Base64); the current session stays valid',
      handler: async ({ body, customerId }) => {
        const password = await hashPassword(body.Password);
        sql.run('UPDATE customers SET password_hash = ?, password_salt = ? WHERE id = ?', [password.hash, password.salt, customerId]);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/PasswordRecovery', auth: false, response: SuccessSchema,
      rateLimit: { max: 10, timeWindowMs: HOUR_MS },
      body: PasswordRecoveryRequest,
      summary: 'Send a password recovery link (written to the server log); always answers Success',
      handler: ({ body, request }) => {
        const customer = sql.one<{ id: number; email: string }>('SELECT id, email FROM customers WHERE email = ?', [body.Email]);
        if (customer) {
          const { token, hash } = newSecret();
          sql.run('INSERT INTO password_recovery_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)', [hash, customer.id, Date.now() + RECOVERY_LIFETIME_MS]);
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
        const recovery = sql.one<{ customer_id: number }>(
          `SELECT t.customer_id FROM password_recovery_tokens t JOIN customers c ON c.id = t.customer_id
           WHERE t.token_hash = ? AND c.email = ? AND t.used_at IS NULL AND t.expires_at > ?`,
          [hashSecret(body.Token), body.Email, now],
        );
        if (!recovery) throw ValidationFailed.field('Token', 'The recovery link is invalid or expired.');
        sql.transaction(() => {
          sql.run('UPDATE customers SET password_hash = ?, password_salt = ? WHERE id = ?', [password.hash, password.salt, recovery.customer_id]);
          sql.run('UPDATE password_recovery_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', [now, recovery.customer_id]);
          sessions.revokeAllOf(recovery.customer_id, now);
        });
        return success();
      },
    }),
  ];
});

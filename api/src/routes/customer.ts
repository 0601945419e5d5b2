import { hashSecret, newSecret } from '../auth/sessions';
import { success } from '@parts/contract/common';
import {
  changePassword,
  changeProfile,
  checkProfileChange,
  checkRegistration,
  customerByEmail,
  customerCredentials,
  getCustomer,
  recoverPassword,
  registerCustomer,
  startRecovery,
} from '../domain/customers';
import { Forbidden, NotSignedIn, ValidationFailed } from '../domain/errors';
import {
  changeEmployeePassword,
  employeePassword,
  recoverableEmployee,
  recoverEmployeePassword,
  startEmployeeRecovery,
} from '../domain/team';
import { EXTENSIONS } from '@parts/contract/store';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { PASSWORD_ROUTE_SLOW_MS } from '../http/logging';

const tag = 'Customer';
const RECOVERY_LIFETIME_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const customerRoutes = routePlugin(tag, ({ db, passwords, loginThrottle, now, mail, extensions }) => {
  const team = extensions.has(EXTENSIONS.team);
  /**
   * The signed-in customer's current password, before a password or e-mail change; counted like a
   * login attempt, so a stolen session cannot try passwords faster than the login page allows.
   */
  const checkCurrentPassword = async (
    customerId: number,
    currentPassword: string,
    address: string,
    employeeId: number | null = null,
  ): Promise<void> => {
    // an employee's own password (extension team), else the company's own login's
    const credentials = employeeId === null ? await customerCredentials(db, customerId) : await employeePassword(db, employeeId);
    if (!credentials) throw new NotSignedIn();
    const attempt = await loginThrottle.attempt(credentials.email, address, now());
    if (!(await passwords.matches(currentPassword, credentials.password))) {
      throw ValidationFailed.field('CurrentPassword', 'The current password is incorrect.');
    }
    await attempt.succeeded();
  };

  return [
    callRoute(CALLS['GET /api/Customer/get'], {
      summary: 'The signed-in customer with addresses',
      handler: async ({ customerId, language }) => {
        return getCustomer(db, customerId, language);
      },
    }),
    callRoute(CALLS['POST /api/Customer/register'], {
      slowMs: PASSWORD_ROUTE_SLOW_MS,
      rateLimit: { max: 30, timeWindowMs: HOUR_MS },
      summary: 'Register a customer; the address becomes billing and shipping address',
      handler: async ({ body }) => {
        await checkRegistration(db, body);
        await registerCustomer(db, body, await passwords.hash(body.Password));
        return success();
      },
    }),
    callRoute(CALLS['POST /api/Customer/Update'], {
      slowMs: PASSWORD_ROUTE_SLOW_MS,
      summary: 'Update the profile, and the default billing and shipping addresses; a new e-mail address needs CurrentPassword (Base64)',
      handler: async ({ body, customerId, request, language }) => {
        await checkProfileChange(db, customerId, body);
        const stored = await customerCredentials(db, customerId);
        if (!stored) throw new NotSignedIn();
        // the e-mail address signs in and receives recovery links: a stolen session may not change it
        if (body.Email.toLowerCase() !== stored.email.toLowerCase()) {
          // the company's e-mail address signs its own login in: an employee (extension team) may not move it
          if (request.employeeId !== null) throw new Forbidden('Only the company\u2019s own login may change its e-mail address.');
          if (body.CurrentPassword === undefined)
            throw ValidationFailed.field('CurrentPassword', 'Enter your current password to change the e-mail address.');
          await checkCurrentPassword(customerId, body.CurrentPassword, request.ip);
        }
        await changeProfile(
          db,
          customerId,
          {
            email: body.Email,
            firstName: body.FirstName,
            lastName: body.LastName,
            phone: body.Phone,
            company: body.Company,
            vatNumber: body.VatNumber,
            newsletter: body.Newsletter,
            billingAddressId: body.BillingAddress,
            shippingAddressId: body.ShippingAddress,
          },
          language,
          { origin: mail.origin, now: now() },
        );
        mail.wake();
        return success();
      },
    }),
    callRoute(CALLS['POST /api/Customer/SetPassword'], {
      slowMs: PASSWORD_ROUTE_SLOW_MS,
      summary:
        'Change the password (Base64) after checking CurrentPassword (Base64); signs out every other session, the current one stays valid',
      handler: async ({ body, customerId, request, language }) => {
        await checkCurrentPassword(customerId, body.CurrentPassword, request.ip, request.employeeId);
        const password = await passwords.hash(body.Password);
        // an employee's own password (extension team): their other sessions end
        if (request.employeeId !== null) {
          await changeEmployeePassword(db, request.employeeId, password, request.headers.authorization, now());
          return success();
        }
        await changePassword(db, customerId, password, request.headers.authorization, language, { origin: mail.origin, now: now() });
        mail.wake();
        return success();
      },
    }),
    callRoute(CALLS['POST /api/Customer/PasswordRecovery'], {
      rateLimit: { max: 10, timeWindowMs: HOUR_MS },
      summary:
        "Mail a password recovery link (in the request's language, to the account's address); older links of the customer stop working; always answers Success. Extension team: an active employee's address gets a link to their own password (not the company's)",
      handler: async ({ body, language }) => {
        const customer = await customerByEmail(db, body.Email);
        // an employee of a dealer's company (extension team): active, with a password of their own
        const employee = !customer && team ? await recoverableEmployee(db, body.Email) : undefined;
        if (customer || employee) {
          const { token, hash } = newSecret();
          const sentAt = now();
          const context = { origin: mail.origin, now: sentAt };
          if (customer)
            await startRecovery(
              db,
              { customerId: customer.id, token, tokenHash: hash, expiresAt: sentAt + RECOVERY_LIFETIME_MS },
              language,
              context,
            );
          else if (employee)
            await startEmployeeRecovery(db, employee, { token, hash, expiresAt: sentAt + RECOVERY_LIFETIME_MS }, language, context);
          mail.wake();
        }
        return success();
      },
    }),
    callRoute(CALLS['POST /api/Customer/PasswordRecoveryConfirm'], {
      slowMs: PASSWORD_ROUTE_SLOW_MS,
      rateLimit: { max: 20, timeWindowMs: HOUR_MS },
      summary:
        "Set a new password with the token of the recovery link (once; only the newest link works); signs out every session. Extension team: an employee's link sets that employee's own password",
      handler: async ({ body, language }) => {
        const password = await passwords.hash(body.NewPassword);
        const context = { origin: mail.origin, now: now() };
        const tokenHash = hashSecret(body.Token);
        const recovered =
          (await recoverPassword(db, tokenHash, body.Email, password, language, context)) ||
          // an employee's link (extension team): their own password
          (team && (await recoverEmployeePassword(db, tokenHash, body.Email, password, language, context)));
        if (!recovered) throw ValidationFailed.field('Token', 'The recovery link is invalid or expired.');
        mail.wake();
        return success();
      },
    }),
  ];
});

import { deviceCookieHeader, deviceCookieOf, knownDevice, signedInOnDevice } from '../auth/known-devices';
import { revokeSession, startSession } from '../auth/sessions';
import { success } from '@parts/contract/common';
import { customerByEmail, upgradePasswordHash } from '../domain/customers';
import { NotSignedIn } from '../domain/errors';
import { employeeLogin, recordSignIn, upgradeEmployeePasswordHash } from '../domain/team';
import { EXTENSIONS } from '@parts/contract/store';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { PASSWORD_ROUTE_SLOW_MS } from '../http/logging';

const tag = 'Session';

const LOGIN_FAILED_TITLE = 'Login was unsuccessful. Please correct the errors and try again. The credentials provided are incorrect';

export const userRoutes = routePlugin(tag, ({ db, sessions, passwords, loginThrottle: throttle, now, extensions }) => {
  const team = extensions.has(EXTENSIONS.team);
  return [
    callRoute(CALLS['POST /api/user/login'], {
      slowMs: PASSWORD_ROUTE_SLOW_MS,
      tokenBearing: true,
      summary: 'Sign in; the password is Base64 of its UTF-8 bytes; answers the bearer token as plain text',
      handler: async ({ body, request, reply }) => {
        const customer = await customerByEmail(db, body.email);
        // an employee of a dealer's company (extension team): active, with the password they set
        const employee = !customer && team ? await employeeLogin(db, body.email) : undefined;
        // this customer's own browser (its device cookie) answers to its own failures alone
        const device = await knownDevice(db, deviceCookieOf(request.headers.cookie), customer?.id, now());
        // counted before the password is verified, so parallel guesses cannot slip past the limit
        const attempt = await throttle.attempt(body.email, request.ip, now(), device);
        const stored = customer?.password ?? employee?.password ?? passwords.unknownUser;
        const matches = await passwords.matches(body.password, stored);
        if (!(customer || employee) || !matches) throw new NotSignedIn(LOGIN_FAILED_TITLE);
        await attempt.succeeded();
        if (!customer && employee) {
          // as a customer's: a hash made at an older cost is made again now that the password is at hand
          if (passwords.isOutdated(employee.password))
            await upgradeEmployeePasswordHash(db, employee.id, employee.password, await passwords.hash(body.password));
          await recordSignIn(db, { customerId: employee.customerId, employeeId: employee.id }, now());
          return startSession(sessions, employee.customerId, now(), employee.id);
        }
        if (!customer) throw new NotSignedIn(LOGIN_FAILED_TITLE);
        const newDevice = await signedInOnDevice(db, customer.id, device, now());
        if (newDevice !== undefined) reply.header('set-cookie', deviceCookieHeader(newDevice, request.protocol === 'https'));
        // a hash made at an older cost is made again now that the password is at hand
        if (passwords.isOutdated(customer.password))
          await upgradePasswordHash(db, customer.id, customer.password, await passwords.hash(body.password));
        await recordSignIn(db, { customerId: customer.id, employeeId: null }, now());
        return startSession(sessions, customer.id, now());
      },
    }),
    callRoute(CALLS['POST /api/user/logout'], {
      summary: 'Sign out: revokes the presented token',
      handler: async ({ request }) => {
        await revokeSession(sessions, request.headers.authorization, now());
        return success();
      },
    }),
  ];
});

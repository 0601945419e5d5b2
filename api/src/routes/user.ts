import * as v from 'valibot';
import type { LoginThrottle } from '../auth/login-throttle';
import { passwordMatches, UNKNOWN_USER_HASH } from '../auth/passwords';
import { revokeSession, startSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { success, SuccessSchema } from '../contract/common';
import { HttpError } from '../http/errors';
import { base64Password, requiredText } from '../http/fields';
import { defineRoute, type Route } from '../http/route';

const tag = 'Session';

export const LOGIN_FAILED_TITLE =
  'Login was unsuccessful. Please correct the errors and try again. The credentials provided are incorrect';

const LoginBody = v.object({
  email: requiredText('Email', 254),
  password: base64Password('Password', 1),
});

export function userRoutes({ sql }: AppContext, throttle: LoginThrottle): Route[] {
  return [
    defineRoute({
      method: 'POST', url: '/api/user/login', tag, auth: false, body: LoginBody, response: v.string(), produces: 'text/plain',
      summary: 'Sign in; the password is Base64 of its UTF-8 bytes; answers the bearer token as plain text',
      handler: async ({ body, request }) => {
        throttle.check(body.email, request.ip);
        const customer = sql.one<{ id: number; password_hash: string; password_salt: string }>(
          'SELECT id, password_hash, password_salt FROM customers WHERE email = ?',
          [body.email],
        );
        const matches = await passwordMatches(body.password, customer ? { hash: customer.password_hash, salt: customer.password_salt } : UNKNOWN_USER_HASH);
        if (!customer || !matches) {
          throttle.fail(body.email, request.ip);
          throw new HttpError(401, LOGIN_FAILED_TITLE);
        }
        throttle.succeed(body.email);
        return startSession(sql, customer.id);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/user/logout', tag, auth: true, response: SuccessSchema,
      summary: 'Sign out: revokes the presented token',
      handler: ({ request }) => {
        revokeSession(sql, request.headers.authorization);
        return success();
      },
    }),
  ];
}

import { success } from '@parts/contract/common';
import { CALLS } from '@parts/contract/calls';
import { ROLES } from '@parts/contract/team';
import { hashSecret, newSecret } from '../auth/sessions';
import { ValidationFailed } from '../domain/errors';
import { approvalDetail, approvalQueue, approveOrder, companyAudit, myApprovals, rejectOrder, withdrawOrder } from '../domain/approvals';
import { EXTENSIONS } from '@parts/contract/store';
import {
  acceptInvitation,
  changeMe,
  changeRole,
  deactivateEmployee,
  inviteAgain,
  inviteEmployee,
  listTeam,
  reactivateEmployee,
  removeEmployee,
  teamMe,
} from '../domain/team';
import { PASSWORD_ROUTE_SLOW_MS } from '../http/logging';
import { callRoute, routePlugin } from '../http/route';
import type { FastifyRequest } from 'fastify';

const tag = 'Team';
const HOUR_MS = 60 * 60 * 1000;

/** Who acts: the signed-in company and employee (put on the request by the authentication hook). */
const actorOf = (request: FastifyRequest, customerId: number) => ({ customerId, employeeId: request.employeeId });

/** The dealer's team (extension team): employees, roles, invitations. The roles of each call are the table of calls'. */
export const teamRoutes = routePlugin(tag, ({ db, passwords, now, mail, extensions }) => [
  callRoute(CALLS['GET /api/Team/Employees'], {
    summary: "The company's people: its own login (the administrator) and its employees with role, state and last sign-in",
    handler: ({ customerId }) => listTeam(db, customerId),
  }),
  callRoute(CALLS['POST /api/Team/Employees'], {
    rateLimit: { max: 30, timeWindowMs: HOUR_MS },
    summary: 'Invite an employee into the signed-in company: a one-time link valid 7 days is mailed in Language (the request’s by default)',
    handler: async ({ body, customerId, language, request }) => {
      const employee = await inviteEmployee(db, actorOf(request, customerId), body, newSecret(), body.Language ?? language, {
        origin: mail.origin,
        now: now(),
      });
      mail.wake();
      return employee;
    },
  }),
  callRoute(CALLS['PUT /api/Team/Employees/:id'], {
    summary: "Change an employee's role (not one's own) and, when MonthlyLimit is sent, a Buyer's monthly order limit (null: none)",
    handler: ({ params, body, customerId, request }) =>
      changeRole(db, actorOf(request, customerId), params.id, { role: body.Role, monthlyLimit: body.MonthlyLimit }, now()),
  }),
  callRoute(CALLS['POST /api/Team/Employees/:id/Deactivate'], {
    summary: 'Deactivate an employee: every session of theirs ends at once (the next request is refused on every instance)',
    handler: ({ params, customerId, request }) => deactivateEmployee(db, actorOf(request, customerId), params.id, now()),
  }),
  callRoute(CALLS['POST /api/Team/Employees/:id/Reactivate'], {
    summary: 'Reactivate an employee (they sign in again with their password)',
    handler: ({ params, customerId, request }) => reactivateEmployee(db, actorOf(request, customerId), params.id, now()),
  }),
  callRoute(CALLS['POST /api/Team/Employees/:id/Invite'], {
    rateLimit: { max: 30, timeWindowMs: HOUR_MS },
    summary: 'Mail a new invitation link to an employee who has not accepted yet (the older links stop working)',
    handler: async ({ params, body, customerId, request, language }) => {
      const employee = await inviteAgain(db, actorOf(request, customerId), params.id, newSecret(), body.Language ?? language, {
        origin: mail.origin,
        now: now(),
      });
      mail.wake();
      return employee;
    },
  }),
  callRoute(CALLS['DELETE /api/Team/Employees/:id'], {
    summary: 'Remove an employee: their login, sessions and invitations',
    handler: async ({ params, customerId, request }) => {
      await removeEmployee(db, actorOf(request, customerId), params.id, now());
      return success();
    },
  }),
  callRoute(CALLS['GET /api/Team/Me'], {
    summary: 'The signed-in person: name, e-mail, phone and role in the company',
    handler: ({ customerId, request }) => teamMe(db, actorOf(request, customerId), request.role ?? ROLES.administrator),
  }),
  callRoute(CALLS['PUT /api/Team/Me'], {
    summary: "The signed-in person's own name and phone",
    handler: ({ body, customerId, request }) =>
      changeMe(db, actorOf(request, customerId), request.role ?? ROLES.administrator, { name: body.Name, phone: body.Phone }),
  }),
  callRoute(CALLS['POST /api/Team/Invitation/Accept'], {
    slowMs: PASSWORD_ROUTE_SLOW_MS,
    rateLimit: { max: 20, timeWindowMs: HOUR_MS },
    summary: 'The invited employee sets their password (Base64) with the token of the link: once, within 7 days',
    handler: async ({ body }) => {
      const password = await passwords.hash(body.Password);
      if (!(await acceptInvitation(db, hashSecret(body.Token), password, now())))
        throw ValidationFailed.field('Token', 'The invitation link is invalid or expired.');
      return success();
    },
  }),
  callRoute(CALLS['GET /api/Team/Approvals'], {
    summary: "The company's orders waiting for approval, oldest first",
    handler: ({ customerId }) => approvalQueue(db, customerId),
  }),
  callRoute(CALLS['GET /api/Team/Approvals/Mine'], {
    summary: "The signed-in person's orders that needed approval, newest first, with the decisions",
    handler: ({ customerId, request }) => myApprovals(db, actorOf(request, customerId)),
  }),
  callRoute(CALLS['GET /api/Team/Approvals/:id'], {
    summary:
      'An order waiting for approval (or decided) with its lines: the price the requester saw and the price now, the total now and whether anything changed (a Requester: their own only)',
    handler: ({ params, customerId, request, language }) =>
      approvalDetail(
        db,
        actorOf(request, customerId),
        request.role ?? ROLES.administrator,
        params.id,
        language,
        extensions.has(EXTENSIONS.supersession),
      ),
  }),
  callRoute(CALLS['POST /api/Team/Approvals/:id/Approve'], {
    summary:
      'Approve: the order is placed as any checkout, the approver recorded; Total is the total shown (another total now: 400, look again); never one’s own (403); the requester is mailed',
    handler: async ({ params, body, customerId, request, language }) => {
      const result = await approveOrder(
        db,
        actorOf(request, customerId),
        params.id,
        body.Total,
        language,
        { origin: mail.origin, now: now(), announceOrders: mail.announceOrders },
        extensions.has(EXTENSIONS.supersession),
      );
      if (result.Success) mail.wake();
      return result;
    },
  }),
  callRoute(CALLS['POST /api/Team/Approvals/:id/Reject'], {
    summary: 'Reject with a comment: the lines go back to the requester’s cart; the requester is mailed',
    handler: async ({ params, body, customerId, request }) => {
      const approval = await rejectOrder(db, actorOf(request, customerId), params.id, body.Comment, { origin: mail.origin, now: now() });
      mail.wake();
      return approval;
    },
  }),
  callRoute(CALLS['POST /api/Team/Approvals/:id/Withdraw'], {
    summary: 'The requester withdraws their order while it waits: the lines go back to their cart',
    handler: ({ params, customerId, request }) => withdrawOrder(db, actorOf(request, customerId), params.id, now()),
  }),
  callRoute(CALLS['GET /api/Team/Audit'], {
    summary: "The company's audit, newest first: orders, approvals, rejections and changes to employees, with who and when",
    handler: ({ customerId }) => companyAudit(db, customerId),
  }),
]);

import { creditLimit, dealerSystemOrders, orderDetail, orderHistory } from '../domain/orders';
import { NotFound } from '../domain/errors';
import { EXTENSIONS } from '@parts/contract/store';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Orders and account';

/** Order history, order detail, the dealer-system documents and the credit limit. */
export const orderRoutes = routePlugin(tag, ({ db, storeConfig, extensions }) => {
  /** Extension order-reference: orders carry the dealer's own reference. */
  const withReference = () => extensions.has(EXTENSIONS.orderReference);
  /** Extension job-reference: order lines carry their job, orders the jobs of their lines. */
  const withJobs = () => extensions.has(EXTENSIONS.jobReference);
  /** Extension team: orders name who placed them. */
  const withTeam = () => extensions.has(EXTENSIONS.team);
  /** Extension vor: orders say whether they were marked 'vehicle off road'. */
  const withVor = () => extensions.has(EXTENSIONS.vor);
  /** Extension order-tracking: orders carry their lines counted by state. */
  const withTracking = () => extensions.has(EXTENSIONS.orderTracking);
  return [
    callRoute(CALLS['GET /api/Order/List'], {
      summary:
        "The customer's orders, newest first (extension order-reference: each with CustomerReference; extension job-reference: each with the JobReferences of its lines; extension team: each with PlacedBy and ApprovedBy; ?placedBy= one person's orders; extension order-tracking: each with Tracking, its lines counted by state)",
      handler: async ({ customerId, query }) => ({
        Orders: await orderHistory(
          db,
          customerId,
          withReference(),
          withJobs(),
          withTeam(),
          query.placedBy || undefined,
          withVor(),
          withTracking(),
        ),
      }),
    }),
    callRoute(CALLS['GET /api/Order/get'], {
      summary: 'Order detail (extension order-reference: with CustomerReference; extension job-reference: a line with JobReference)',
      handler: async ({ query, customerId, language }) => {
        return orderDetail(db, customerId, query.id, language, withReference(), withJobs(), withTeam(), withVor());
      },
    }),
    callRoute(CALLS['GET /api/level4Customer/incadeaOrders'], {
      summary: 'Documents of the dealer management system (404 unless general.showIncadeaOrders is on)',
      handler: async ({ customerId, language }) => {
        if (!(await storeConfig()).general.showIncadeaOrders) throw new NotFound('Dealer-system orders are not enabled.');
        return dealerSystemOrders(db, customerId, language);
      },
    }),
    callRoute(CALLS['GET /api/Level4Customer/CreditLimit'], {
      summary: 'Credit limit; used = open dealer-system documents, overdue = those past their due date',
      handler: async ({ customerId }) => {
        return creditLimit(db, customerId, new Date().toISOString().slice(0, 10));
      },
    }),
  ];
});

import * as v from 'valibot';
import { CreditLimitSchema, DealerSystemOrderSchema, OrderDetailSchema, OrderListSchema } from '@parts/contract/orders';
import { creditLimit, dealerSystemOrders, orderDetail, orderHistory } from '../domain/orders';
import { NotFound } from '../domain/errors';
import { id } from '@parts/contract/fields';
import { EXTENSIONS } from '@parts/contract/store';
import { defineRoute, routePlugin } from '../http/route';

const tag = 'Orders and account';

/** Order history, order detail, the dealer-system documents and the credit limit. */
export const orderRoutes = routePlugin(tag, ({ db, storeConfig, extensions }) => {
  /** Extension order-reference: orders carry the dealer's own reference. */
  const withReference = () => extensions.has(EXTENSIONS.orderReference);
  return [
    defineRoute({
      method: 'GET', url: '/api/Order/List', auth: true, summary: "The customer's orders, newest first (extension order-reference: each with CustomerReference)", response: OrderListSchema,
      handler: async ({ customerId }) => ({ Orders: await orderHistory(db, customerId, withReference()) }),
    }),
    defineRoute({
      method: 'GET', url: '/api/Order/get', auth: true, summary: 'Order detail (extension order-reference: with CustomerReference)', response: OrderDetailSchema,
      query: v.object({ id: id('id') }),
      handler: async ({ query, customerId, language }) => {
        return orderDetail(db, customerId, query.id, language, withReference());
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/level4Customer/incadeaOrders', auth: true, response: v.array(DealerSystemOrderSchema),
      summary: 'Documents of the dealer management system (404 unless general.showIncadeaOrders is on)',
      handler: async ({ customerId, language }) => {
        if (!(await storeConfig()).general.showIncadeaOrders) throw new NotFound('Dealer-system orders are not enabled.');
        return dealerSystemOrders(db, customerId, language);
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/Level4Customer/CreditLimit', auth: true, response: CreditLimitSchema,
      summary: 'Credit limit; used = open dealer-system documents, overdue = those past their due date',
      handler: async ({ customerId }) => {
        return creditLimit(db, customerId, new Date().toISOString().slice(0, 10));
      },
    }),
  ];
});

import { OrderTrackingSchema, type OrderTracking } from '@parts/contract/order-tracking';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keyed, keys } from '@parts/shared-kernel/query';

/** Extension order-tracking (issue 40): each line's state, the summary, the deliveries and invoices of an order. */
export const ORDER_TRACKING = declareQuery([...keys.orders, 'tracking'], ['GET /api/Order/:id/Tracking']);

/** GET /api/Order/{id}/Tracking */
export const orderTrackingQuery = (orderId: string, locale: Locale) =>
  apiQuery(keyed(ORDER_TRACKING, orderId), locale, ({ signal, locale }): Promise<OrderTracking> =>
    http.get(`/api/Order/${encodeURIComponent(orderId)}/Tracking`, { schema: OrderTrackingSchema, quiet: true, signal, locale }),
  );

import * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, external dealer-system order (the dealer's documents), as the contract has it. */
export type DealerSystemOrder = v.InferOutput<typeof contract.DealerSystemOrderSchema>;

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const DEALER_SYSTEM_ORDERS = declareQuery([...keys.orders, 'dealer-system'], ['GET /api/level4Customer/incadeaOrders']);

/** GET /api/level4Customer/incadeaOrders: the dealer-management-system order history (only when enabled). */
export const dealerSystemOrdersQuery = (locale: Locale) =>
  apiQuery(DEALER_SYSTEM_ORDERS, locale, ({ signal, locale }) =>
    http.get('/api/level4Customer/incadeaOrders', { schema: v.array(contract.DealerSystemOrderSchema), signal, locale }),
  );

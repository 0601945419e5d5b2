import * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, external dealer-system order (the dealer's documents), as the contract has it. */
const DealerSystemOrdersSchema = v.array(contract.DealerSystemOrderSchema);
export type DealerSystemOrder = v.InferOutput<typeof DealerSystemOrdersSchema>[number];

/** GET /api/level4Customer/incadeaOrders: the dealer-management-system order history (only when enabled). */
export const dealerSystemOrdersQuery = (locale: Locale) =>
  apiQuery([...keys.orders, 'dealer-system'], locale, ({ signal, locale }) =>
    http.get('/api/level4Customer/incadeaOrders', { schema: DealerSystemOrdersSchema, signal, locale }),
  );

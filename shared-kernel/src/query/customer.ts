/**
 * The signed-in dealer (GET /api/Customer/get), fetched once for the whole shop: the home page,
 * the cart, the account and the catalogue's recent vehicles all read this one query. It stays
 * fresh until a mutation that changes the customer invalidates `keys.customer` (profile, address)
 * or the session changes (the client is cleared).
 */
// the kernel by its name: the shop's one shared copy (a relative import would bundle a second one into this entry)
import {
  currentLocale,
  CustomerSchema,
  declareQuery,
  http,
  lastValue,
  shopQueryClient,
  useAuthToken,
  useLocale,
  type Customer,
  type Locale,
} from '@parts/shared-kernel';
import { apiQuery, useApiQuery } from './options';
import { keys } from './keys';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CUSTOMER = declareQuery(keys.customer, ['GET /api/Customer/get']);

export const customerQuery = (locale: Locale) =>
  apiQuery(CUSTOMER, locale, ({ signal, locale }) => http.get('/api/Customer/get', { schema: CustomerSchema, signal, locale }), {
    staleTime: Infinity,
  });

/** The signed-in customer; no request without a session. */
export function useCustomer() {
  // re-render on a session change; the live value decides (a sign-out resets the cache before
  // this component re-renders, and must not ask again)
  useAuthToken();
  return useApiQuery({ ...customerQuery(useLocale()), enabled: signedIn });
}

const signedIn = () => Boolean(lastValue('auth:token'));

/** The customer outside React (the cached answer when there is one). */
export function fetchCustomer(): Promise<Customer> {
  return shopQueryClient().fetchQuery(customerQuery(currentLocale()));
}

import { CustomerSchema, http, type Customer } from '@parts/shared-kernel';

/** GET /api/Customer/get: the signed-in customer with addresses. */
export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return http.get('/api/Customer/get', { schema: CustomerSchema, ...(signal ? { signal } : {}) });
}

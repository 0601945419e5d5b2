import { useEffect, useState } from 'react';
import { CustomerSchema, http, type Customer } from '@parts/shared-kernel';

/** The signed-in dealer (GET /api/Customer/get); null until it arrives or if it fails. */
export function useCustomer(): Customer | null {
  const [customer, setCustomer] = useState<Customer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http.get('/api/Customer/get', { schema: CustomerSchema, signal: controller.signal }).then(setCustomer, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Customer could not be loaded', error);
    });
    return () => controller.abort();
  }, []);
  return customer;
}

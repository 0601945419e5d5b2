import { useCallback, useEffect, useState } from 'react';
import type { Customer } from '@parts/shared-kernel';
import { getCustomer } from './api/get-customer';

export interface CustomerState {
  customer: Customer | null;
  loading: boolean;
  /** The load failed (the shared notification said why). */
  failed: boolean;
  reload: () => Promise<Customer | null>;
}

/** The signed-in customer, loaded on mount and reloadable after a change. */
export function useCustomer(): CustomerState {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const loaded = await getCustomer(signal);
      setCustomer(loaded);
      setFailed(false);
      return loaded;
    } catch (error) {
      if (signal?.aborted) return null;
      console.warn('Customer could not be loaded', error);
      setFailed(true);
      return null;
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  return { customer, loading, failed, reload: () => reload() };
}

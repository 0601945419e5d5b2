import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@parts/shared-kernel';
import { LoadFailed } from '../account-layout/LoadFailed';
import { useLoaded } from './use-loaded';

interface LoadedOrdersProps<T> {
  /** Keep it stable (a module function). */
  load: (signal: AbortSignal) => Promise<T[]>;
  children: (orders: T[]) => ReactNode;
}

/** Loads a list of orders: a spinner, a failure with Retry, 'Order history is empty.' or the list. */
export function LoadedOrders<T>({ load, children }: LoadedOrdersProps<T>) {
  const { t } = useTranslation('account');
  const orders = useLoaded(load);

  if (orders.state === 'loading') return <Spinner label={t('orders.loading')} />;
  if (orders.state === 'failed') return <LoadFailed message={t('orders.loadFailed')} onRetry={orders.retry} />;
  if (orders.value.length === 0) return <Alert kind="info">{t('orders.empty')}</Alert>;
  return <>{children(orders.value)}</>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@parts/shared-kernel';
import type { UseQueryResult } from '@parts/shared-kernel/query';
import { LoadFailed } from '../account-layout/LoadFailed';

interface LoadedOrdersProps<T> {
  orders: UseQueryResult<T[]>;
  children: (orders: T[]) => ReactNode;
}

/** A list of orders: a spinner, a failure with Retry, 'Order history is empty.' or the list. */
export function LoadedOrders<T>({ orders, children }: LoadedOrdersProps<T>) {
  const { t } = useTranslation('account');
  if (orders.isPending) return <Spinner label={t('orders.loading')} />;
  if (orders.isError) return <LoadFailed message={t('orders.loadFailed')} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <Alert kind="info">{t('orders.empty')}</Alert>;
  return <>{children(orders.data)}</>;
}

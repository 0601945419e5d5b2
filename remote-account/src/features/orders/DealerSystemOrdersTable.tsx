import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, formatDate, formatMoney } from '@parts/shared-kernel';
import { listDealerSystemOrders } from './api/list-dealer-system-orders';
import { useLoaded } from './use-loaded';
import styles from './orders.module.css';

/** Orders from the dealer management system: document, dates, description, amount, branch. */
export function DealerSystemOrdersTable() {
  const { t, i18n } = useTranslation('account');
  const orders = useLoaded(listDealerSystemOrders);

  if (orders.state === 'loading') return <Spinner label={t('orders.loading')} />;
  if (orders.state === 'failed')
    return (
      <Alert kind="danger">
        {t('orders.loadFailed')}{' '}
        <Button variant="link" onClick={orders.retry}>
          {t('form.retry')}
        </Button>
      </Alert>
    );
  if (orders.value.length === 0) return <Alert kind="info">{t('orders.empty')}</Alert>;

  const date = (value: string) => (value ? formatDate(value, i18n.language) : '');
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('orders.dealerSystemOrders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.documentNo')}</th>
            <th scope="col">{t('orders.documentDate')}</th>
            <th scope="col">{t('orders.description')}</th>
            <th scope="col">{t('orders.dueDate')}</th>
            <th scope="col" className={styles.number}>
              {t('orders.amount')}
            </th>
            <th scope="col">{t('orders.branchCode')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.value.map((order, index) => (
            <tr key={`${order.documentNo}-${index}`} data-testid="dealer-system-order-row">
              <th scope="row">{order.documentNo}</th>
              <td>{date(order.documentDate)}</td>
              <td>{order.description}</td>
              <td>{date(order.dueDate)}</td>
              <td className={styles.number}>{formatMoney(order.amount)}</td>
              <td>{order.branchCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@parts/shared-kernel/query';
import { formatDate, formatMoney, useLocale, paths } from '@parts/shared-kernel';
import { ordersQuery } from './api/list-orders';
import { OrderStatus } from './OrderStatus';
import { LoadedOrders } from './LoadedOrders';
import styles from './orders.module.css';

/** The web orders: number, date, total and the three statuses; each number opens the order. */
export function WebOrdersTable() {
  const { t, i18n } = useTranslation('account');
  const orders = useApiQuery(ordersQuery(useLocale()));
  return (
    <LoadedOrders orders={orders}>
      {(loaded) => (
        <div className={styles.scroll} data-testid="orders-table">
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">{t('orders.webOrders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.orderNumber')}</th>
                <th scope="col">{t('orders.createdOn')}</th>
                <th scope="col" className={styles.number}>
                  {t('orders.orderTotal')}
                </th>
                <th scope="col">{t('orders.orderStatus')}</th>
                <th scope="col">{t('orders.paymentStatus')}</th>
                <th scope="col">{t('orders.shippingStatus')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orders.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.map((order) => (
                <tr key={order.Id} data-testid="order-row">
                  <th scope="row" data-label={t('orders.orderNumber')}>
                    <Link to={paths.order.href(order.Id)}>{order.OrderNumber || order.Id}</Link>
                  </th>
                  <td data-label={t('orders.createdOn')}>{order.CreatedOn ? formatDate(order.CreatedOn, i18n.language) : ''}</td>
                  <td className={styles.number} data-label={t('orders.orderTotal')}>
                    {formatMoney(order.OrderTotal)}
                  </td>
                  <td data-label={t('orders.orderStatus')}>
                    <OrderStatus status={order.OrderStatus} />
                  </td>
                  <td data-label={t('orders.paymentStatus')}>
                    <OrderStatus status={order.PaymentStatus} orderStatus={order.OrderStatus} />
                  </td>
                  <td data-label={t('orders.shippingStatus')}>
                    <OrderStatus status={order.ShippingStatus} orderStatus={order.OrderStatus} />
                  </td>
                  <td className={styles.rowAction}>
                    <Link to={paths.order.href(order.Id)} aria-label={t('orders.detailsOf', { number: order.OrderNumber || order.Id })}>
                      {t('orders.details')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LoadedOrders>
  );
}

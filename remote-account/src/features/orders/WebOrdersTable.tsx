import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@parts/shared-kernel/query';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Alert, Button, formatDate, formatMoney, useLocale, useReferenceData, paths } from '@parts/shared-kernel';
import { ordersQuery, type OrderSummary } from './api/list-orders';
import { OrderStatus } from './OrderStatus';
import { VorBadge } from './VorBadge';
import { TrackingSummaryText } from './TrackingSummaryText';
import { LoadedOrders } from './LoadedOrders';
import { OrderFilters } from './OrderFilters';
import { askedQuery, filterOrders, hasFilters, NO_FILTERS, readFilters, writeFilters, type OrderFilters as Filters } from './order-filters';
import styles from './orders.module.css';
import filterStyles from './order-filters.module.css';

/** The statuses of the shop's orders in the order an order goes through them; others after, as they come. */
const STATUS_ORDER = ['Pending', 'Processing', 'Complete', 'Cancelled'];
function statusesOf(orders: readonly OrderSummary[]): string[] {
  const present = [...new Set(orders.map((order) => order.OrderStatus).filter(Boolean))];
  const rank = (status: string) => (STATUS_ORDER.includes(status) ? STATUS_ORDER.indexOf(status) : STATUS_ORDER.length);
  return present.sort((a, b) => rank(a) - rank(b));
}

/**
 * The web orders: number, (extension order-reference) the dealer's reference, date, total and the
 * three statuses; each number opens the order. Filtered by number, dates, status and reference,
 * the filters kept in the URL.
 */
export function WebOrdersTable() {
  const { t } = useTranslation('account');
  const orders = useApiQuery(ordersQuery(useLocale()));
  const withReference = hasExtension(useReferenceData().config, EXTENSIONS.orderReference);
  const withJobs = hasExtension(useReferenceData().config, EXTENSIONS.jobReference);
  const withTracking = hasExtension(useReferenceData().config, EXTENSIONS.orderTracking);
  // extension team: who placed each order, and a filter by person
  const withTeam = hasExtension(useReferenceData().config, EXTENSIONS.team);
  // extension vor: a badge on orders marked 'vehicle off road', and a filter
  const withVor = hasExtension(useReferenceData().config, EXTENSIONS.vor);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // each change starts from the query last asked for, not from the last one rendered
  const [asked] = useState(() => askedQuery(params));
  useEffect(() => asked.rendered(params), [asked, params]);
  const change = (next: Partial<Filters>, { replace }: { replace: boolean }) => {
    asked.ask(writeFilters(asked.current(), { ...readFilters(asked.current()), ...next }));
    setParams(asked.current(), { replace });
  };
  const clear = () => change(NO_FILTERS, { replace: false });

  return (
    <LoadedOrders orders={orders}>
      {(loaded) => {
        const shown = filterOrders(loaded, filters, withReference, withJobs, withTracking, withTeam, withVor);
        const filtered = hasFilters(filters, withReference, withJobs, withTracking, withTeam, withVor);
        return (
          <>
            <OrderFilters
              filters={filters}
              statuses={statusesOf(loaded)}
              withReference={withReference}
              withJobs={withJobs}
              withTracking={withTracking}
              withVor={withVor}
              people={withTeam ? peopleOf(loaded) : undefined}
              onChange={change}
            />
            {filtered && shown.length > 0 && (
              <p className={filterStyles.summary} role="status">
                {t('orders.filters.showing', { count: shown.length, total: loaded.length })}
              </p>
            )}
            {shown.length === 0 ? (
              <Alert kind="info">
                <span className={filterStyles.noMatch}>
                  <span role="status">{t('orders.filters.noMatch')}</span>
                  <Button variant="secondary" size="small" onClick={clear}>
                    {t('orders.filters.clear')}
                  </Button>
                </span>
              </Alert>
            ) : (
              <OrdersRows orders={shown} withReference={withReference} withTracking={withTracking} withTeam={withTeam} withVor={withVor} />
            )}
          </>
        );
      }}
    </LoadedOrders>
  );
}

/** Extension team: the people who placed the orders, by name. */
function peopleOf(orders: readonly OrderSummary[]): string[] {
  return [...new Set(orders.map((order) => order.PlacedBy ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

function OrdersRows({
  orders,
  withReference,
  withTracking,
  withTeam,
  withVor,
}: {
  orders: readonly OrderSummary[];
  withReference: boolean;
  withTracking: boolean;
  withTeam: boolean;
  withVor: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <div className={styles.scroll} data-testid="orders-table">
      <table className={`${styles.table} ${styles.stack} ${withReference ? styles.wrapHeads : ''}`}>
        <caption className="visually-hidden">{t('orders.webOrders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.orderNumber')}</th>
            {withReference && <th scope="col">{t('orders.customerReference')}</th>}
            <th scope="col">{t('orders.createdOn')}</th>
            {withTeam && <th scope="col">{t('orders.placedBy')}</th>}
            <th scope="col" className={styles.number}>
              {t('orders.orderTotal')}
            </th>
            <th scope="col">{t('orders.orderStatus')}</th>
            <th scope="col">{t('orders.paymentStatus')}</th>
            <th scope="col">{t('orders.shippingStatus')}</th>
            {withTracking && <th scope="col">{t('orders.tracking')}</th>}
            <th scope="col">
              <span className="visually-hidden">{t('orders.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.Id} data-testid="order-row">
              <th scope="row" data-label={t('orders.orderNumber')}>
                <Link to={paths.order.href(order.Id)}>{order.OrderNumber || order.Id}</Link>
                {withVor && order.Vor === true && <VorBadge />}
              </th>
              {withReference && (
                <td className={styles.reference} data-label={t('orders.customerReference')}>
                  {order.CustomerReference || <span className={styles.muted}>–</span>}
                </td>
              )}
              <td data-label={t('orders.createdOn')}>{order.CreatedOn ? formatDate(order.CreatedOn, i18n.language) : ''}</td>
              {withTeam && (
                <td data-label={t('orders.placedBy')}>
                  {order.PlacedBy || <span className={styles.muted}>–</span>}
                  {order.ApprovedBy && <span className={styles.muted}> {t('orders.approvedByShort', { name: order.ApprovedBy })}</span>}
                </td>
              )}
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
              {withTracking && (
                <td data-label={t('orders.tracking')} data-testid="order-row-tracking">
                  {order.Tracking && <TrackingSummaryText summary={order.Tracking} />}
                </td>
              )}
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
  );
}

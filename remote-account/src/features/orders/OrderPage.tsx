import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, formatDate, formatMoney, formatPercent, paths, useLocale, usePageTitle, useReferenceData } from '@parts/shared-kernel';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useApiQuery } from '@parts/shared-kernel/query';
import { AccountLayout } from '../account-layout/AccountLayout';
import { orderQuery, type OrderDetail } from './api/get-order';
import { OrderAddressBlock } from './OrderAddressBlock';
import { OrderAgain } from './OrderAgain';
import { OrderExport } from './OrderExport';
import { OrderStatus } from './OrderStatus';
import { OrderTracking } from './OrderTracking';
import { OrderReturns } from '../returns/OrderReturns';
import { orderTotalsRows, type TotalsRow } from './order-totals';
import styles from './orders.module.css';
import { VorBadge } from './VorBadge';

/** /my-account/order-history/:id (inside the account pages) and /orderdetails/:id (simple layout). */
export function OrderPage() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const inAccount = useLocation().pathname.startsWith(paths.myAccount.href());
  const order = useApiQuery(orderQuery(id, useLocale()));
  // extension vor: the heading says the order is marked 'vehicle off road'
  const withVor = hasExtension(useReferenceData().config, EXTENSIONS.vor);
  const title = order.data ? t('order.title', { number: order.data.OrderNumber || id }) : t('order.titleLoading');
  // the browser tab names the order once it is loaded (issue 12, item 8)
  usePageTitle(order.data ? title : null);
  // SPEC section 8: a failed fetch returns to the order history
  if (order.isError) return <Navigate to={paths.orderHistory.href()} replace />;
  const heading =
    withVor && order.data?.Vor === true ? (
      <>
        {title}
        <VorBadge />
      </>
    ) : (
      title
    );
  const content = order.data ? <OrderDetails order={order.data} /> : <Spinner label={t('order.loading')} />;

  if (inAccount) {
    return (
      <AccountLayout
        title={heading}
        actions={
          <Link to={paths.orderHistory.href()} className={styles.back}>
            {t('order.back')}
          </Link>
        }
      >
        {content}
      </AccountLayout>
    );
  }
  return (
    <article className={styles.standalone} aria-labelledby="order-heading">
      <header className={styles.standaloneHeader}>
        <h1 id="order-heading">{heading}</h1>
        <Link to={paths.orderHistory.href()} className={styles.back}>
          {t('order.back')}
        </Link>
      </header>
      {content}
    </article>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('account');
  // extension order-reference: the dealer's own reference of the order
  const { config } = useReferenceData();
  const withReference = hasExtension(config, EXTENSIONS.orderReference);
  // extension job-reference: the order's lines with their jobs as CSV
  const withJobs = hasExtension(config, EXTENSIONS.jobReference);
  // extension order-tracking (issue 40): each line's state from the importer's ERP
  const withTracking = hasExtension(config, EXTENSIONS.orderTracking);
  // extension team: who placed the order and who approved it
  const withTeam = hasExtension(config, EXTENSIONS.team);
  const totals = orderTotalsRows(order);
  // the lines checked for 'Order again' (by index: an order may hold a part number twice)
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const totalLabel = (row: TotalsRow) =>
    row.key === 'taxRate' ? t('order.totals.taxRate', { rate: formatPercent(row.rate ?? 0, i18n.language) }) : t(`order.totals.${row.key}`);

  return (
    <div className={styles.detail} data-testid="order-detail">
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.orderNumber')}</dt>
          <dd>{order.OrderNumber}</dd>
        </div>
        {withReference && order.CustomerReference && (
          <div>
            <dt>{t('orders.customerReference')}</dt>
            <dd className={styles.referenceFact} data-testid="order-reference">
              {order.CustomerReference}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.createdOn')}</dt>
          <dd>{order.CreatedOn ? formatDate(order.CreatedOn, i18n.language, true) : ''}</dd>
        </div>
        {withTeam && order.PlacedBy && (
          <div>
            <dt>{t('orders.placedBy')}</dt>
            <dd data-testid="order-placed-by">{order.PlacedBy}</dd>
          </div>
        )}
        {withTeam && order.ApprovedBy && (
          <div>
            <dt>{t('orders.approvedBy')}</dt>
            <dd data-testid="order-approved-by">{order.ApprovedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.orderStatus')}</dt>
          <dd>
            <OrderStatus status={order.OrderStatus} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>
            <OrderStatus status={order.PaymentMethodStatus} orderStatus={order.OrderStatus} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.shippingStatus')}</dt>
          <dd>
            <OrderStatus status={order.ShippingStatus} orderStatus={order.OrderStatus} />
          </dd>
        </div>
        <div>
          <dt>{t('order.shippingMethod')}</dt>
          <dd>{order.PickUpInStore ? t('order.pickUpInStore') : order.ShippingMethod || '–'}</dd>
        </div>
        <div>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{order.PaymentMethod || '–'}</dd>
        </div>
      </dl>

      <div className={styles.addresses}>
        {order.BillingAddress && <OrderAddressBlock title={t('order.billingAddress')} address={order.BillingAddress} />}
        {order.PickUpInStore
          ? order.PickupAddress && <OrderAddressBlock title={t('order.pickupAddress')} address={order.PickupAddress} />
          : order.ShippingAddress && <OrderAddressBlock title={t('order.shippingAddress')} address={order.ShippingAddress} />}
      </div>

      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{t('order.items')}</h2>
        <div className={styles.scroll} data-testid="order-lines-table">
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('order.again.select')}</span>
                </th>
                <th scope="col">{t('order.sku')}</th>
                <th scope="col">{t('order.productName')}</th>
                <th scope="col" className={styles.number}>
                  {t('order.unitPriceWithoutDiscount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.discount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.unitPrice')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.quantity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.subTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.Items.map((item, index) => (
                <tr key={`${item.Sku}-${index}`} data-testid="order-line">
                  <td className={styles.check}>
                    <input
                      type="checkbox"
                      checked={checked.has(index)}
                      onChange={() => toggle(index)}
                      aria-label={t('order.again.selectLine', { sku: item.Sku, name: item.ProductName })}
                    />
                  </td>
                  <th scope="row" data-label={t('order.sku')}>
                    <Link to={paths.partSearch.href(item.Sku)}>{item.Sku}</Link>
                  </th>
                  <td className={styles.wrap} data-label={t('order.productName')}>
                    {item.ProductName}
                    {/* extension job-reference: the job the line was for (sent only with the extension) */}
                    {item.JobReference && (
                      <span className={styles.lineJob} data-testid="order-line-job">
                        {t('order.job')}: {item.JobReference}
                      </span>
                    )}
                  </td>
                  <td className={styles.number} data-label={t('order.unitPriceWithoutDiscount')}>
                    {formatMoney(item.UnitPriceWithoutDiscount)}
                  </td>
                  <td className={styles.number} data-label={t('order.discount')}>
                    {formatPercent(item.Discount, i18n.language)}
                  </td>
                  <td className={styles.number} data-label={t('order.unitPrice')}>
                    {formatMoney(item.UnitPrice)}
                  </td>
                  <td className={styles.number} data-label={t('order.quantity')}>
                    {item.Quantity}
                  </td>
                  <td className={styles.number} data-label={t('order.subTotal')}>
                    {formatMoney(item.SubTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OrderAgain items={order.Items} checked={checked} />
        {withJobs && (
          <p className={styles.export}>
            <OrderExport order={order} />
          </p>
        )}
      </section>

      {withTracking && <OrderTracking orderId={String(order.Id)} />}
      {/* extension returns (issue 40 item 3): 'Return' on a delivered line */}
      <OrderReturns orderId={String(order.Id)} />

      {totals.length > 0 && (
        <section aria-labelledby="order-totals-heading" className={styles.totals}>
          <h2 id="order-totals-heading">{t('order.totals.title')}</h2>
          <table className={styles.totalsTable} data-testid="order-totals">
            <tbody>
              {totals.map((row, index) => (
                <tr key={`${row.key}-${index}`} className={row.key === 'orderTotal' ? styles.grandTotal : undefined}>
                  <th scope="row">{totalLabel(row)}</th>
                  <td className={styles.number}>{formatMoney(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {order.OrderNotes.length > 0 && (
        <section aria-labelledby="order-notes-heading">
          <h2 id="order-notes-heading">{t('order.notes')}</h2>
          <ul className={styles.notes}>
            {order.OrderNotes.map((note) => (
              <li key={note.Id}>
                <time dateTime={note.CreatedOn}>{note.CreatedOn ? formatDate(note.CreatedOn, i18n.language, true) : ''}</time>
                <p>{note.Note}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

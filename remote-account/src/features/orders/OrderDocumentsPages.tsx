import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Alert, Spinner, formatDate, formatMoney, paths, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery, type UseQueryResult } from '@parts/shared-kernel/query';
import { Link } from '@parts/shared-kernel/router';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { deliveriesQuery, invoicesQuery, type Delivery, type InvoiceListItem } from './api/order-documents';
import { InvoicePdfButton } from './InvoicePdfButton';
import styles from './orders.module.css';

/**
 * Extension order-tracking (issue 40): the dealer's deliveries (/my-account/deliveries) and invoices
 * with credit notes (/my-account/invoices), as the importer's ERP reported them. Without the
 * extension each page says it is not offered and asks nothing.
 */

/** An amount in the document's currency ('1 234,50 zł' as every price of the shop for PLN). */
function formatAmount(value: number, currency: string, language: string): string {
  if (currency === 'PLN') return formatMoney(value);
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency }).format(value);
}

function Offered({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  const { config } = useReferenceData();
  return (
    <AccountLayout title={title}>
      {hasExtension(config, EXTENSIONS.orderTracking) ? children : <Alert kind="info">{t('deliveries.notOffered')}</Alert>}
    </AccountLayout>
  );
}

function Loaded<T>({
  list,
  texts,
  children,
}: {
  list: UseQueryResult<T[]>;
  texts: 'deliveries' | 'invoices';
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (list.isPending) return <Spinner label={t(`${texts}.loading`)} />;
  if (list.isError) return <LoadFailed message={t(`${texts}.loadFailed`)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Alert kind="info">{t(`${texts}.empty`)}</Alert>;
  return <>{children(list.data)}</>;
}

export function DeliveriesPage() {
  const { t } = useTranslation('account');
  return (
    <Offered title={t('deliveries.title')}>
      <DeliveriesList />
    </Offered>
  );
}

function DeliveriesList() {
  const deliveries = useApiQuery(deliveriesQuery(useLocale()));
  return (
    <Loaded list={deliveries} texts="deliveries">
      {(rows) => <DeliveriesTable deliveries={rows} withOrder />}
    </Loaded>
  );
}

/** Delivery notes: number, date, (withOrder) the order, the parts, the carrier's tracking link, delivered. */
export function DeliveriesTable({ deliveries, withOrder = false }: { deliveries: readonly Delivery[]; withOrder?: boolean }) {
  const { t, i18n } = useTranslation('account');
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <div className={styles.scroll} data-testid="deliveries-table">
      <table className={`${styles.table} ${styles.stack}`}>
        <caption className="visually-hidden">{t('deliveries.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('deliveries.note')}</th>
            <th scope="col">{t('deliveries.date')}</th>
            {withOrder && <th scope="col">{t('deliveries.order')}</th>}
            <th scope="col">{t('deliveries.parts')}</th>
            <th scope="col">{t('deliveries.carrier')}</th>
            <th scope="col">{t('deliveries.delivered')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.DeliveryNote} data-testid="delivery-row">
              <th scope="row" data-label={t('deliveries.note')}>
                {delivery.DeliveryNote}
              </th>
              <td data-label={t('deliveries.date')}>{date(delivery.DeliveryDate)}</td>
              {withOrder && (
                <td data-label={t('deliveries.order')}>
                  <Link to={paths.order.href(delivery.OrderId)}>{delivery.OrderNumber}</Link>
                </td>
              )}
              <td className={styles.wrap} data-label={t('deliveries.parts')}>
                {delivery.Lines.map((line) => (
                  <span key={line.LineId} className={styles.documentLine}>
                    {t('deliveries.line', { quantity: line.Quantity, sku: line.Sku, name: line.ProductName })}
                  </span>
                ))}
              </td>
              <td data-label={t('deliveries.carrier')}>
                {delivery.TrackingUrl ? (
                  <a href={delivery.TrackingUrl} target="_blank" rel="noreferrer">
                    {t('order.tracking.track', { carrier: delivery.Carrier })}
                  </a>
                ) : (
                  delivery.Carrier
                )}
              </td>
              <td data-label={t('deliveries.delivered')}>
                {delivery.DeliveredOn ? date(delivery.DeliveredOn) : <span className={styles.muted}>{t('deliveries.onTheWay')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InvoicesPage() {
  const { t } = useTranslation('account');
  return (
    <Offered title={t('invoices.title')}>
      <InvoicesList />
    </Offered>
  );
}

function InvoicesList() {
  const invoices = useApiQuery(invoicesQuery(useLocale()));
  return (
    <Loaded list={invoices} texts="invoices">
      {(rows) => <InvoicesTable invoices={rows} withOrder />}
    </Loaded>
  );
}

/** Invoices and credit notes: number, kind, (withOrder) the order, dates, total and the PDF. */
export function InvoicesTable({ invoices, withOrder = false }: { invoices: readonly InvoiceListItem[]; withOrder?: boolean }) {
  const { t, i18n } = useTranslation('account');
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <div className={styles.scroll} data-testid="invoices-table">
      <table className={`${styles.table} ${styles.stack}`}>
        <caption className="visually-hidden">{t('invoices.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.number')}</th>
            <th scope="col">{t('invoices.kind')}</th>
            {withOrder && <th scope="col">{t('deliveries.order')}</th>}
            <th scope="col">{t('invoices.issueDate')}</th>
            <th scope="col">{t('orders.dueDate')}</th>
            <th scope="col" className={styles.number}>
              {t('invoices.total')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('invoices.pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.Id} data-testid="invoice-row">
              <th scope="row" data-label={t('invoices.number')}>
                {invoice.Number}
              </th>
              <td data-label={t('invoices.kind')}>
                {invoice.Kind === 'credit-note'
                  ? invoice.Corrects
                    ? t('invoices.creditNoteTo', { number: invoice.Corrects })
                    : t('orders.creditNote')
                  : t('orders.invoice')}
              </td>
              {withOrder && (
                <td data-label={t('deliveries.order')}>
                  <Link to={paths.order.href(invoice.OrderId)}>{invoice.OrderNumber}</Link>
                </td>
              )}
              <td data-label={t('invoices.issueDate')}>{date(invoice.IssueDate)}</td>
              <td data-label={t('orders.dueDate')}>{date(invoice.DueDate)}</td>
              <td className={styles.number} data-label={t('invoices.total')}>
                {formatAmount(invoice.GrossTotal, invoice.Currency, i18n.language)}
              </td>
              <td className={styles.rowAction}>
                <InvoicePdfButton id={invoice.Id} number={invoice.Number} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

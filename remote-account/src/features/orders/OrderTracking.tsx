import { useTranslation } from 'react-i18next';
import { Spinner, formatDate, useLocale } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import type { OrderTracking as Tracking } from '@parts/contract/order-tracking';
import { orderTrackingQuery } from './api/get-order-tracking';
import { DeliveriesTable, InvoicesTable } from './OrderDocumentsPages';
import { TrackingSummaryText } from './TrackingSummaryText';
import styles from './orders.module.css';

type Line = Tracking['Lines'][number];
type Delivery = Tracking['Deliveries'][number];

/** Extension order-tracking (issue 40): what became of each line of the order, from the importer's ERP. */
export function OrderTracking({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const tracking = useApiQuery(orderTrackingQuery(orderId, useLocale()));
  return (
    <section aria-labelledby="order-tracking-heading" data-testid="order-tracking">
      <h2 id="order-tracking-heading">{t('order.tracking.title')}</h2>
      {tracking.isError ? (
        <p role="alert">{t('order.tracking.failed')}</p>
      ) : tracking.data ? (
        <TrackingDetails tracking={tracking.data} />
      ) : (
        <Spinner label={t('order.tracking.loading')} />
      )}
    </section>
  );
}

function TrackingDetails({ tracking }: { tracking: Tracking }) {
  const { t, i18n } = useTranslation('account');
  const { Summary } = tracking;
  if (tracking.Lines.length === 0) return <p>{t('order.tracking.empty')}</p>;
  const date = (value: string) => formatDate(value, i18n.language);
  const deliveriesOf = (line: Line): Delivery[] =>
    tracking.Deliveries.filter((delivery) => delivery.Lines.some((shipped) => shipped.LineId === line.LineId));
  return (
    <>
      <p data-testid="order-tracking-summary">
        <TrackingSummaryText summary={Summary} />
      </p>
      <ul className={styles.notes}>
        {tracking.Lines.map((line) => (
          <li key={line.LineId} data-testid="order-tracking-line">
            <strong>{line.Sku}</strong> {line.ProductName}: <span data-testid="order-line-state">{lineState(line)}</span>
            {deliveriesOf(line).map((delivery) => (
              <span key={delivery.DeliveryNote}>
                {' · '}
                {t('order.tracking.deliveryNote', { note: delivery.DeliveryNote, date: date(delivery.DeliveryDate) })}
                {delivery.TrackingUrl && (
                  <>
                    {' '}
                    <a href={delivery.TrackingUrl} target="_blank" rel="noreferrer">
                      {t('order.tracking.track', { carrier: delivery.Carrier })}
                    </a>
                  </>
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {tracking.Deliveries.length > 0 && (
        <section className={styles.documents} aria-labelledby="order-deliveries-heading">
          <h3 id="order-deliveries-heading">{t('deliveries.title')}</h3>
          <DeliveriesTable deliveries={tracking.Deliveries.map((delivery) => ({ ...delivery, OrderNumber: tracking.OrderNumber }))} />
        </section>
      )}
      {tracking.Invoices.length > 0 && (
        <section className={styles.documents} aria-labelledby="order-invoices-heading">
          <h3 id="order-invoices-heading">{t('invoices.title')}</h3>
          <InvoicesTable invoices={tracking.Invoices} />
        </section>
      )}
    </>
  );

  function lineState(line: Line): string {
    switch (line.State) {
      case 'backordered':
        return line.ExpectedDate
          ? t('order.tracking.state.backorderedUntil', { date: date(line.ExpectedDate) })
          : t('order.tracking.state.backordered');
      case 'cancelled':
        return line.Reason ? t('order.tracking.state.cancelledReason', { reason: line.Reason }) : t('order.tracking.state.cancelled');
      case 'partly shipped':
        return t('order.tracking.state.partlyShipped', { shipped: line.Shipped, ordered: line.Ordered });
      default:
        return t(`order.tracking.state.${line.State}`);
    }
  }
}
